import { afterEach, describe, expect, it } from 'vitest';
import {
  booted,
  completeStepsBefore,
  go,
  type Actor,
} from '../../../machines/testing/journey-actor';
import { createAnalytics, type AnalyticsEvent } from './analytics';
import { attachPageViews } from './page-views';

const running: Actor[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

async function watched() {
  const events: AnalyticsEvent[] = [];
  const actor = await booted({ url: 'http://localhost/' });
  running.push(actor);
  attachPageViews(
    actor,
    createAnalytics((event) => events.push(event), true),
  );
  return { actor, events };
}

describe('page views', () => {
  it('tracks every page the journey shows, with the channel and item category', async () => {
    const { actor, events } = await watched();
    await completeStepsBefore(actor, 'aboutYou');

    expect(events.map((event) => event.page_path)).toEqual([
      '/',
      '/quote/vehicle-details',
      '/quote/vehicle-details-two',
      '/quote/about-you',
    ]);
    expect(events[0]).toEqual({
      event: 'page_view',
      page_path: '/',
      channel: 'Direct',
      item_category: 'Carriage of goods for hire & reward',
    });
  });

  it('tracks a page once, however often the journey reports it', async () => {
    const { actor, events } = await watched();
    go(actor, '/quote/vehicle-details');
    go(actor, '/quote/vehicle-details');
    expect(events.filter((event) => event.page_path === '/quote/vehicle-details')).toHaveLength(1);
  });
});
