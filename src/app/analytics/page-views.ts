import { bootStatusOf, type JourneySnapshot } from '../../../machines/journey';
import { ANALYTICS_ITEM_CATEGORY, analyticsChannel } from '../../../machines/session';
import type { Analytics } from './analytics';

interface JourneySource {
  getSnapshot(): JourneySnapshot;
  subscribe(observer: (snapshot: JourneySnapshot) => void): { unsubscribe(): void };
}

/**
 * spec 1 §2: a page view on every route change, with the visitor's channel and the product's item category.
 * The journey decides what the browser shows (its `location`), so each new page it shows is one view.
 */
export function attachPageViews(journey: JourneySource, analytics: Analytics): () => void {
  let lastPath: string | null = null;
  const observe = (snapshot: JourneySnapshot) => {
    const { path } = snapshot.context.location;
    if (bootStatusOf(snapshot) !== 'ready' || path === '' || path === lastPath) return;
    lastPath = path;
    analytics.track({
      event: 'page_view',
      page_path: path,
      channel: analyticsChannel(snapshot.context),
      item_category: ANALYTICS_ITEM_CATEGORY,
    });
  };
  observe(journey.getSnapshot());
  const subscription = journey.subscribe(observe);
  return () => subscription.unsubscribe();
}
