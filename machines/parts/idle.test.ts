import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { IDLE_TIMEOUT_MS } from '../journey.context';
import {
  booted,
  cardholder,
  completeStepsBefore,
  onCardPayment,
  pathOf,
} from '../testing/journey-actor';

describe('idle time-out', () => {
  it('goes to the time-out route after 15 minutes without activity, and activity restarts the clock', async () => {
    const clock = new SimulatedClock();
    const actor = await booted(undefined, {}, clock);
    await completeStepsBefore(actor, 'aboutYou');
    clock.increment(IDLE_TIMEOUT_MS - 1000);
    actor.send({ type: 'idle.activity' });
    clock.increment(IDLE_TIMEOUT_MS - 1000);
    expect(pathOf(actor)).toBe('/quote/about-you');
    clock.increment(1000);
    expect(pathOf(actor)).toBe('/time-out');
    expect(actor.getSnapshot().context.quote.completedSteps.timeOut).toBe(true);
  });

  it('does not time out a finished purchase', async () => {
    const clock = new SimulatedClock();
    const actor = await onCardPayment({}, clock);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    clock.increment(IDLE_TIMEOUT_MS + 1);
    expect(pathOf(actor)).toBe('/thank-you');
  });
});
