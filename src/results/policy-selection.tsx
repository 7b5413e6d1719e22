import { durationText } from '../../machines/results/duration-text';
import { formatGbp } from '../../machines/results';
import { durationChoicesOf, quoteOutcomeOf } from '../../machines/results/view';
import { isPageLoading } from '../../machines/session';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';
import { BlockingOverlay } from '../ui/blocking-overlay';
import { ContentPage } from '../ui/content-page';
import './policy-selection.css';

const text = durationText;

const wording = {
  ThirtyDay: { name: text.thirtyDay, detail: text.thirtyDayDetail },
  Annual: { name: text.annual, detail: text.annualDetail },
} as const;

/**
 * The policy duration panel (spec 2 §2 /policy-selection): a direct customer's quote is priced for 30-day and
 * annual cover, and the customer chooses one; the journey sets the cover period and prices the quote for it
 * (machines/results/duration-panel.ts), covering the page meanwhile, then shows the results.
 */
export default function PolicySelectionPage() {
  const journey = useJourney();
  const outcome = useJourneySelector(quoteOutcomeOf);
  const pricing = useJourneySelector(isPageLoading);
  const choices = durationChoicesOf(outcome);
  return (
    <ContentPage heading={text.heading}>
      <p className="duration-panel__lead">{text.lead}</p>
      <ul className="duration-panel" aria-label={text.choices}>
        {choices.map(({ duration, total }) => {
          const { name, detail } = wording[duration];
          const headingId = `duration-${duration}`;
          return (
            <li key={duration} className="duration-panel__choice" aria-labelledby={headingId}>
              <h2 id={headingId}>{name}</h2>
              <p className="duration-panel__price">{text.price(formatGbp(total))}</p>
              <p>{detail}</p>
              <button
                type="button"
                className="button"
                disabled={pricing}
                onClick={() => journey.send({ type: 'results.chooseDuration', duration })}
              >
                {text.choose(name)}
              </button>
            </li>
          );
        })}
      </ul>
      {(pricing || choices.length === 0) && <BlockingOverlay label={text.updating} />}
    </ContentPage>
  );
}
