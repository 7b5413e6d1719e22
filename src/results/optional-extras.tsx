import type { ExtraCode } from '../../shared/add-ons';
import { extrasOf } from '../../machines/results/view';
import { extrasText } from '../../machines/results/extras-text';
import { LoadingStatus } from '../ui/loading-status';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';

const text = extrasText;

/**
 * The optional extras (spec 2 §1, §9): each with what it gives and its limits, none ticked until the customer
 * adds it; a tick prices the quote again and the page shows the new price. A tick while the price is worked
 * out is kept by the journey and priced next, so the boxes stay usable.
 */
export function OptionalExtras() {
  const journey = useJourney();
  const extras = useJourneySelector(extrasOf);
  if (extras.offers.length === 0) return null;
  const toggle = (code: ExtraCode, add: boolean) =>
    journey.send({ type: 'results.toggleExtra', code, add });

  return (
    <section
      className="results-block optional-extras"
      aria-labelledby="optional-extras-heading"
      aria-busy={extras.updating}
    >
      <h2 id="optional-extras-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      <ul className="optional-extras__list">
        {extras.offers.map((offer) => {
          const { name, limits } = text.extras[offer.code];
          const noteId = `extra-${offer.code}-note`;
          return (
            <li key={offer.code} className="optional-extras__item">
              <label>
                <input
                  type="checkbox"
                  checked={offer.chosen}
                  disabled={!offer.available}
                  aria-describedby={offer.note ? noteId : undefined}
                  onChange={(event) => toggle(offer.code, event.currentTarget.checked)}
                />{' '}
                {text.add(name)}
              </label>
              <ul className="optional-extras__limits">
                {limits.map((limit) => (
                  <li key={limit}>{limit}</li>
                ))}
              </ul>
              {offer.note && (
                <p id={noteId} className="optional-extras__note">
                  {offer.note}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {extras.updating && <LoadingStatus label={text.updating} />}
      {extras.failure && (
        <div role="alert" className="optional-extras__failure">
          <p>{extras.failure}</p>
          {extras.canRetry && (
            <button type="button" onClick={() => journey.send({ type: 'results.retryExtras' })}>
              {text.tryAgain}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
