import { useState } from 'react';
import { formatGbp, type RerateNotice as Notice } from '../../machines/results';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { resultsPageText } from '../../machines/results/page-text';

const text = resultsPageText.rerateNotice;

/** The chosen price's name as the choices call it. */
const labelOf = ({ method, thirtyDay }: Notice) =>
  method === 'DIRECT_DEBIT'
    ? resultsPageText.monthly
    : thirtyDay
      ? resultsPageText.thirtyDay
      : resultsPageText.annual;

/**
 * A re-rate at Buy Now (spec 2 §4 step 3, issue #28): the spec's sentence with the chosen price's total
 * before and after, announced, and kept until the customer dismisses it or presses Buy now again.
 */
export function RerateNotice({ notice }: { notice: Notice | null }) {
  const [dismissed, setDismissed] = useState<Notice | null>(null);
  const shown = notice !== null && notice !== dismissed;
  return (
    <div role="status" className="rerate-notice-region">
      {shown && (
        <section className="rerate-notice" aria-labelledby="rerate-notice-heading">
          <h2 id="rerate-notice-heading" className="rerate-notice__heading">
            {text.heading}
          </h2>
          <p>{JOURNEY_TEXT.results.rerated}</p>
          <p>
            <strong>
              {text.totals(labelOf(notice), formatGbp(notice.was), formatGbp(notice.now))}
            </strong>
          </p>
          <p>{text.again}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDismissed(notice)}
          >
            {text.dismiss}
          </button>
        </section>
      )}
    </div>
  );
}
