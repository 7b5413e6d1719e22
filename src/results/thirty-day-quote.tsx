import { format } from 'date-fns';
import { lazy, Suspense } from 'react';
import { formatGbp } from '../../machines/results';
import { DISPLAY_DATE_FORMAT } from '../../machines/core/field-messages';
import { resultsPageText } from '../../machines/results/page-text';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';
import { ContentPage } from '../ui/content-page';
import { BlockingOverlay } from '../ui/blocking-overlay';
import { RegulatedInformation } from '../ui/regulated-information';
import ResultsPage from './results-page';
import {
  isRestartQuoteShown,
  isThirtyDayOfferShown,
  regulatedInformationOf,
  thirtyDayOfferOf,
  thirtyDayProduct,
} from '../../machines/results/view';
import { brand } from '../app/config/brand';

/** The restart's own page is fetched only when a restart's quote is shown. */
const RestartQuotePage = lazy(() => import('./restart-quote/restart-quote-page'));

const text = resultsPageText.thirtyDayOffer;

/** spec 2 §9: a thirty-day policy's period, its end shown as the start minus one day plus 30 days. */
function periodText({ start, end }: { start: Date; end: Date }): string {
  return resultsPageText.policyTerm(
    format(start, DISPLAY_DATE_FORMAT),
    format(end, DISPLAY_DATE_FORMAT),
  );
}

/** The thirty-day quote offered at Buy Now (spec 2 §4 step 6): accept it and pay by card, or go back. */
function ThirtyDayOffer() {
  const journey = useJourney();
  const offer = useJourneySelector(thirtyDayOfferOf);
  return (
    <ContentPage heading={text.heading}>
      <p>{text.intro}</p>
      {offer && (
        <dl className="results-list">
          <div>
            <dt>{text.price}</dt>
            <dd>
              <strong>{formatGbp(offer.price)}</strong>
            </dd>
          </div>
          <div>
            <dt>{text.period}</dt>
            <dd>{periodText(offer.period)}</dd>
          </div>
          {offer.quoteRef && (
            <div>
              <dt>{resultsPageText.quoteRef}</dt>
              <dd>{offer.quoteRef}</dd>
            </div>
          )}
          {offer.coverLines.map(({ term, detail }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      )}
      {offer?.renewal && <p>{offer.renewal}</p>}
      <RegulatedInformation
        information={regulatedInformationOf(thirtyDayProduct(offer?.insurer ?? null), brand)}
      />
      <div className="thirty-day-offer__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => journey.send({ type: 'thirtyDay.decline' })}
        >
          {text.decline}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => journey.send({ type: 'thirtyDay.accept' })}
        >
          {text.accept}
        </button>
      </div>
    </ContentPage>
  );
}

/**
 * /thirty-day-quote shows the offer made at Buy Now; /30-day-quote is also where a restart's quote is priced
 * (spec 2 §2 Restart quote results screen), and otherwise the results page.
 */
export default function ThirtyDayQuotePage() {
  const offered = useJourneySelector(isThirtyDayOfferShown);
  const restart = useJourneySelector(isRestartQuoteShown);
  if (offered) return <ThirtyDayOffer />;
  if (!restart) return <ResultsPage />;
  return (
    <Suspense fallback={<BlockingOverlay label={resultsPageText.updatingQuote} />}>
      <RestartQuotePage />
    </Suspense>
  );
}
