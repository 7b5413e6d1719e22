import type { QuoteState } from '../../../machines/core/types';
import { displayDate } from '../../../machines/core/field-messages';
import { restartQuoteText } from '../../../machines/results/restart-quote-text';

const text = restartQuoteText;

/** spec 2 §2 Restart quote results screen: the 30-day-subscription offer and what it comes with. */
export function RestartOffer() {
  return (
    <section className="results-block restart-offer" aria-labelledby="restart-offer-heading">
      <h2 id="restart-offer-heading">{text.heading}</h2>
      <p className="restart-offer__intro">{text.offer}</p>
      <h3>{text.benefitsHeading}</h3>
      <ul className="results-ticks restart-offer__benefits">
        {text.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </section>
  );
}

/** spec 2 §2: the policy holder's own details, as the restarted quote holds them. */
export function YourDetails({ quote }: { quote: QuoteState }) {
  const { proposerDetails: proposer } = quote;
  const { address } = proposer;
  const name = [proposer.firstName, proposer.lastNames].filter(Boolean).join(' ');
  const home = [address.line1, address.city, address.postcode].filter(Boolean).join(', ');
  return (
    <section className="results-block" aria-labelledby="your-details-heading">
      <h2 id="your-details-heading">{text.yourDetails.heading}</h2>
      <dl className="results-list">
        <div>
          <dt>{text.yourDetails.name}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{text.yourDetails.dateOfBirth}</dt>
          <dd>{displayDate(proposer.dateOfBirth)}</dd>
        </div>
        <div>
          <dt>{text.yourDetails.address}</dt>
          <dd>{home}</dd>
        </div>
      </dl>
    </section>
  );
}

/** spec 2 §2: how the subscription renews, and the DVLA licence check. */
export function RenewalAndLicenceCheck() {
  return (
    <>
      <section className="results-block" aria-labelledby="restart-renewal-heading">
        <h2 id="restart-renewal-heading">{text.renewalHeading}</h2>
        {text.renewal.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <section className="results-block" aria-labelledby="restart-dvla-heading">
        <h2 id="restart-dvla-heading">{text.dvlaHeading}</h2>
        <p>{text.dvla}</p>
      </section>
    </>
  );
}
