import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.policySelection;

/**
 * The policy duration panel (spec 2 §2). The journey offers no choice here (machines/session/routing.ts sends
 * /policy-selection on to results or the quote), so the page says which durations the product sells (spec 2
 * §1) and starts a quote.
 */
export default function PolicySelectionPage() {
  return (
    <OutcomePage
      heading="Choose your policy length"
      icon="duration"
      lead={text.lead}
      answers={text.answers}
    >
      <ul className="outcome-page__options">
        <li className="outcome-page__option">
          <h2>{text.thirtyDay}</h2>
          <p>{text.thirtyDayDetail}</p>
        </li>
        <li className="outcome-page__option">
          <h2>{text.annual}</h2>
          <p>{text.annualDetail}</p>
        </li>
      </ul>
    </OutcomePage>
  );
}
