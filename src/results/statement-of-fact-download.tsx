import { useState } from 'react';
import { regulatedText } from '../../machines/results/regulated-text';
import { statementText } from '../../machines/wizard';
import { statementSourceOf } from '../../machines/results/view';
import { useJourney } from '../app/journey/journey-context';
import { saveFile } from '../app/journey/save-file';
import { brand } from '../app/config/brand';

const text = regulatedText.documents;

/**
 * The customer's own record before Buy Now (issue #28): every answer they gave, under the question as it was
 * worded, downloaded as a PDF made in the browser. A failure says so beside the link and the answers are kept.
 */
export function StatementOfFactDownload() {
  const journey = useJourney();
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');

  const download = async () => {
    if (state === 'making') return;
    setState('making');
    try {
      const { source, quoteRef } = statementSourceOf(journey.getSnapshot());
      const reference = quoteRef ?? '';
      // The questions' wording comes with the PDF's module: the results page does not load it until asked.
      const { statementOfFactPdf } = await import('./documents/statement-pdf');
      const pdf = await statementOfFactPdf(source, reference, brand.storefrontName);
      saveFile(pdf, statementText.fileName(reference), 'application/pdf');
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="regulated-information__statement">
      <button
        type="button"
        className="link-button"
        aria-describedby="statement-of-fact-hint"
        aria-busy={state === 'making'}
        onClick={() => void download()}
      >
        {text.statementOfFact}
      </button>
      <p id="statement-of-fact-hint" className="field-hint">
        {text.statementOfFactHint}
      </p>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {text.statementOfFactFailed}
        </p>
      )}
    </div>
  );
}
