import { aggregatorLandingOf } from '../../machines/entries';
import { brand } from '../app/config/brand';
import { useJourneySelector } from '../app/journey/journey-context';
import { SalesTrackingImage } from '../ui/sales-tracking-image';
import ResultsPage from './results-page';

const landingTracking = aggregatorLandingOf(brand.salesTracking);

/**
 * A customer arriving from a price comparison site sees the same quote page as one who asked here; the
 * site that counts its sales is told they landed, once for each quote (src/ui/sales-tracking-image.tsx).
 * /results and /pcw-result show this same component (src/app/routes.tsx), so when the journey moves a
 * comparison-site visitor from /results to /pcw-result the page and what they typed stay as they are.
 */
export default function QuoteResultsPage() {
  const tracking = useJourneySelector(landingTracking);
  return (
    <>
      <ResultsPage />
      <SalesTrackingImage url={tracking} />
    </>
  );
}
