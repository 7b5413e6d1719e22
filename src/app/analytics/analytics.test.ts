import { describe, expect, it } from 'vitest';
import {
  createAnalytics,
  dataLayerSink,
  HELD_EVENTS_LIMIT,
  type AnalyticsEvent,
} from './analytics';

const view = (page_path: string): AnalyticsEvent => ({
  event: 'page_view',
  page_path,
  channel: 'Direct',
  item_category: 'Carriage of goods for hire & reward',
});

function recorded(allowed: boolean | null = null) {
  const sent: AnalyticsEvent[] = [];
  return { sent, analytics: createAnalytics((event) => sent.push(event), allowed) };
}

describe('analytics and the cookie choice', () => {
  it('holds events until the visitor accepts analytics, then sends them in order', () => {
    const { sent, analytics } = recorded();
    analytics.track(view('/'));
    analytics.track(view('/quote/vehicle-details'));
    expect(sent).toEqual([]);

    analytics.setAllowed(true);
    analytics.track(view('/quote/vehicle-details-two'));
    expect(sent.map((event) => event.page_path)).toEqual([
      '/',
      '/quote/vehicle-details',
      '/quote/vehicle-details-two',
    ]);
  });

  it('sends nothing, held or later, once analytics is refused', () => {
    const { sent, analytics } = recorded();
    analytics.track(view('/'));
    analytics.setAllowed(false);
    analytics.track(view('/quote/vehicle-details'));
    expect(sent).toEqual([]);
  });

  it('stops sending when the visitor withdraws, and sends at once when chosen before', () => {
    const { sent, analytics } = recorded(true);
    analytics.track(view('/'));
    analytics.setAllowed(false);
    analytics.track(view('/results'));
    expect(sent.map((event) => event.page_path)).toEqual(['/']);
  });

  it('holds a bounded number of events while waiting', () => {
    const { sent, analytics } = recorded();
    for (let index = 0; index < HELD_EVENTS_LIMIT + 20; index += 1)
      analytics.track(view(`/${index}`));
    analytics.setAllowed(true);
    expect(sent).toHaveLength(HELD_EVENTS_LIMIT);
  });
});

describe('dataLayerSink', () => {
  it("pushes to the page's data layer, making it when no tag has", () => {
    const page: { dataLayer?: unknown } = {};
    dataLayerSink(page)(view('/'));
    expect(page.dataLayer).toEqual([view('/')]);
    const existing = [{ event: 'gtm.js' }];
    const tagged: { dataLayer?: unknown } = { dataLayer: existing };
    dataLayerSink(tagged)(view('/results'));
    expect(existing).toEqual([{ event: 'gtm.js' }, view('/results')]);
  });
});
