/**
 * What analytics needs only once the first page is up: page views, the campaign's tracking-data record and
 * field tracking. Loaded as the journey starts (while it loads its reference lists), so the first page does
 * not wait for it; the first page view is the page the journey shows then.
 */
import type { KeyValueStorage } from '../../../machines/session';
import { analyticsChannel } from '../../../machines/session';
import type { JourneyActorRef } from '../../../machines/journey';
import type { ConsentStore } from '../consent/consent-store';
import type { Analytics } from './analytics';
import { attachFieldTracking } from './field-tracking';
import { attachPageViews } from './page-views';
import { createTrackingData } from './tracking-data';

export function startDeferredAnalytics({
  journey,
  analytics,
  consent,
  storage,
  entryUrl,
  now,
}: {
  journey: JourneyActorRef;
  analytics: Analytics;
  consent: ConsentStore;
  storage: KeyValueStorage;
  /** The address the visitor arrived at, read before the journey moved on from it. */
  entryUrl: string;
  now: Date;
}): void {
  attachPageViews(journey, analytics);
  const trackingData = createTrackingData(
    storage,
    entryUrl,
    now,
    consent.getState().choice?.marketing ?? false,
  );
  consent.subscribe(() => {
    const chosen = consent.getState().choice;
    if (chosen) trackingData.setMarketingAllowed(chosen.marketing);
  });
  attachFieldTracking(document, (field) =>
    analytics.track({
      event: 'form_field_used',
      page_path: window.location.pathname,
      field,
      channel: analyticsChannel(journey.getSnapshot().context),
    }),
  );
}
