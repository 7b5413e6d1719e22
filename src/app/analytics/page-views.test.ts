import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { aQuoteDetails, answersFor } from '../../../machines/testing/factories';
import {
  booted,
  cardholder,
  completeStepsBefore,
  contact,
  go,
  settled,
  type Actor,
} from '../../../machines/testing/journey-actor';
import { createAnalytics, type AnalyticsEvent } from './analytics';
import { attachPageViews } from './page-views';

const running: Actor[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

async function watched(url = 'http://localhost/') {
  const events: AnalyticsEvent[] = [];
  const actor = await booted(
    { url },
    { loadAggregatorQuote: fromPromise(() => Promise.resolve(aQuoteDetails())) },
  );
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

  // spec 1 §2, spec 2 §6: an aggregator-referred visitor stays one through the purchase, so the thank-you
  // page's view is counted for the comparison site that sent them, not as a direct sale.
  it("counts an aggregator visitor's pages as Aggregator through to thank-you", async () => {
    const { actor, events } = await watched(
      'http://localhost/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1&source=CTM',
    );
    actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
    await settled(actor);
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));

    expect(events.map((event) => [event.page_path, event.channel])).toEqual([
      ['/quote/vehicle-cover', 'Aggregator'],
      ['/pcw-result', 'Aggregator'],
      ['/make-payment', 'Aggregator'],
      ['/thank-you', 'Aggregator'],
    ]);
    // What the purchase needs cleared is still cleared: the comparison site's link is not kept.
    expect(actor.getSnapshot().context.aggregator).toBeNull();
  });

  it("counts a direct visitor's thank-you page as Direct", async () => {
    const { actor, events } = await watched();
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    actor.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    actor.send({ type: 'buyNow.submit', contact });
    await settled(actor);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));

    expect(events.at(-1)).toMatchObject({ page_path: '/thank-you', channel: 'Direct' });
    expect(new Set(events.map((event) => event.channel))).toEqual(new Set(['Direct']));
  });
});
