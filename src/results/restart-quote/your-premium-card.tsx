import { formatGbp } from '../../../machines/results';
import { collectionOptionFor } from '../../../machines/results';
import { priceSummary } from '../../../machines/results';
import type { UnderwrittenOption } from '../../../machines/core/contract';
import { restartQuoteText } from '../../../machines/results/restart-quote-text';

const text = restartQuoteText.premium;

/**
 * spec 2 §2 Restart offer for a cancelled policy: the total the card pays, the tax and fee inside it (the
 * card collection option has no such figures; the option's priced data point has them), and the notice
 * that the offer assumes nothing has changed.
 */
export function YourPremiumCard({ option }: { option: UnderwrittenOption }) {
  const card = collectionOptionFor(option, 'CARD_PAYMENT');
  const summary = priceSummary(option);
  const total = card?.totalAmountPayable.amount ?? summary?.total;
  return (
    <section className="results-block your-premium" aria-labelledby="your-premium-heading">
      <h2 id="your-premium-heading">{text.heading}</h2>
      {total !== undefined && (
        <dl className="results-figures your-premium__figures">
          <div className="your-premium__total">
            <dt>{text.total}</dt>
            <dd>{formatGbp(total)}</dd>
          </div>
          {summary && (
            <>
              <div>
                <dt>{text.taxes}</dt>
                <dd>{formatGbp(summary.ipt)}</dd>
              </div>
              <div>
                <dt>{text.fee}</dt>
                <dd>{formatGbp(summary.fee)}</dd>
              </div>
            </>
          )}
        </dl>
      )}
      <div className="your-premium__important" role="note" aria-labelledby="your-premium-important">
        <h3 id="your-premium-important">{text.importantHeading}</h3>
        <p>{text.important}</p>
      </div>
    </section>
  );
}
