import { useId } from 'react';
import { outcomeText } from '../../machines/session/outcome-text';
import { saveQuoteText } from '../../machines/session/save-quote-text';
import { savedQuoteOf } from '../../machines/session/view';
import { useJourneySelector } from '../app/journey/journey-context';
import { OutcomePage } from '../ui/outcome-page';
import { withSavedQuote } from './save-quote/saved-words';
import './save-quote/save-quote.css';

const text = outcomeText.timeOut;
const savedText = saveQuoteText;

/** The idle time-out's page; a customer who saved their quote (issue #29) is told where its link went. */
export default function TimeOutPage() {
  const saved = useJourneySelector(savedQuoteOf);
  const headingId = useId();
  return (
    <OutcomePage heading={text.heading} icon="timeOut" lead={text.lead} answers={text.answers}>
      {saved && (
        <section className="save-quote-notice" aria-labelledby={headingId}>
          <h2 id={headingId} className="save-quote-notice__heading">
            {savedText.timeOutSaved}
          </h2>
          <p>{withSavedQuote(savedText.timeOutSavedLead, saved)}</p>
        </section>
      )}
    </OutcomePage>
  );
}
