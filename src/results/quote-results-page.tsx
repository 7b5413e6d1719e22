import type { JourneySnapshot } from '../../machines/journey';
import { pagePaths } from '../../machines/session';
import { salesTrackingUrl } from '../../machines/entries';
import { brand } from '../app/config/brand';
import { useJourneySelector } from '../app/journey/journey-context';
import { SalesTrackingImage } from '../ui/sales-tracking-image';
import ResultsPage from './results-page';

/**
 * The comparison site's landing request (spec 2 §7) while the journey shows its visitor's quote at
 * /pcw-result, or null when this visitor's site tracks nothing.
 */
function landingTracking(snapshot: JourneySnapshot): string | null {
  const { aggregator, location } = snapshot.context;
  if (!aggregator || location.path !== pagePaths.aggregatorResults) return null;
  return salesTrackingUrl(brand.salesTracking, {
    quoteRef: aggregator.quoteRef,
    source: aggregator.partner,
    page: 'Landing Page',
  });
}

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
