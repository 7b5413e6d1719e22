import { describe, expect, it } from 'vitest';
import { toPersisted } from './persistence';
import { booted, completeStepsBefore, go, onResults, pathOf } from '../testing/journey-actor';

describe('navigation reported by the router', () => {
  it('redirects a visit beyond the furthest step to the furthest step, replacing history', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    go(actor, '/quote/vehicle-cover');
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.location.replace).toBe(true);
  });

  it('sends an unknown wizard path to vehicle details', async () => {
    const actor = await booted();
    go(actor, '/quote/no-such-step');
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
  });

  it('sends browser back to anywhere but thank-you or vehicle-details to vehicle-details, replacing history', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'driverDetails');
    go(actor, '/quote/vehicle-details-two', 'POP');
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
    expect(actor.getSnapshot().context.location.replace).toBe(true);
  });

  it('does not open results, payment or outcome pages that the journey has not reached', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    for (const path of ['/results', '/make-payment', '/thank-you', '/summary', '/quote-expired']) {
      go(actor, path);
      expect(pathOf(actor)).toBe('/quote/about-you');
    }
  });
});

describe('reset and start-up', () => {
  it('starts from a restored journey and routes the URL it was opened at', async () => {
    const first = await booted();
    await completeStepsBefore(first, 'driverDetails');
    const { context } = first.getSnapshot();
    const restored = toPersisted(context, 3, new Date('2026-11-22T10:00:00.000Z'));
    const second = await booted({ url: 'http://localhost/quote/about-you', restored });
    expect(pathOf(second)).toBe('/quote/about-you');
    expect(second.getSnapshot().context.quote.proposerDetails.lastNames).toBe('Carter');
  });

  it('journey.reset returns every part of the journey to its defaults', async () => {
    const actor = await onResults();
    actor.send({ type: 'journey.reset' });
    const { context } = actor.getSnapshot();
    expect(pathOf(actor)).toBe('/');
    expect(context.result.quoteRef).toBeNull();
    expect(context.payment.portalUserStatus).toBe('USER_NOT_CREATED');
    expect(context.result.paymentProvider).toBe('BRAINTREE');
    expect(context.quote.completedSteps.results).toBe(false);
  });
});
