/**
 * The product's analytics (spec 1 §1, §2, §9): one small module with a pluggable sink. The default sink pushes
 * to the page's data layer, where whichever tag the business installs reads it; the app needs no analytics
 * vendor script. Events are held until the visitor has answered the cookie banner, sent once analytics is
 * accepted and dropped if it is refused. Events never carry what the customer typed.
 */
import type { ANALYTICS_ITEM_CATEGORY, AnalyticsChannel } from '../../../machines/session';

export type AnalyticsEvent =
  | {
      event: 'page_view';
      page_path: string;
      channel: AnalyticsChannel;
      item_category: typeof ANALYTICS_ITEM_CATEGORY;
    }
  | {
      event: 'results_page_viewed';
      page_path: string;
      channel: AnalyticsChannel;
      item_category: typeof ANALYTICS_ITEM_CATEGORY;
    }
  | { event: 'form_field_used'; page_path: string; field: string; channel: AnalyticsChannel };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** Events held before the visitor answers the banner: enough for a visit's first pages. */
export const HELD_EVENTS_LIMIT = 100;

/** The default sink: the page's `dataLayer` array, created when no tag has made it yet. */
export function dataLayerSink(
  target: { dataLayer?: unknown } = globalThis as { dataLayer?: unknown },
): AnalyticsSink {
  return (event) => {
    if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
    (target.dataLayer as unknown[]).push(event);
  };
}

export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** The visitor's answer: true sends what was held and everything after; false drops it all. */
  setAllowed(allowed: boolean): void;
}

export function createAnalytics(sink: AnalyticsSink, allowed: boolean | null = null): Analytics {
  let consent = allowed;
  let held: AnalyticsEvent[] = [];
  return {
    track(event) {
      if (consent === true) sink(event);
      else if (consent === null && held.length < HELD_EVENTS_LIMIT) held.push(event);
    },
    setAllowed(next) {
      consent = next;
      const waiting = held;
      held = [];
      if (next) waiting.forEach(sink);
    },
  };
}
