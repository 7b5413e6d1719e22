import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { journeyMachine } from '../journey';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../core/context';
import { TIMING_OUT_STATES } from './idle';
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
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    clock.increment(IDLE_WARNING_MS - 1000);
    expect(pathOf(actor)).toBe('/quote/about-you');
    clock.increment(1000);
    expect(pathOf(actor)).toBe('/time-out');
    expect(actor.getSnapshot().context.quote.completedSteps.timeOut).toBe(true);
  });

  it('warns two minutes before the time-out, and Continue keeps the customer where they were', async () => {
    const clock = new SimulatedClock();
    const actor = await booted(undefined, {}, clock);
    await completeStepsBefore(actor, 'aboutYou');
    const warned = () => actor.getSnapshot().matches({ idle: 'warning' });
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1);
    expect(warned()).toBe(false);
    clock.increment(1);
    expect(warned()).toBe(true);
    actor.send({ type: 'idle.activity' });
    expect(warned()).toBe(false);
    expect(pathOf(actor)).toBe('/quote/about-you');
    // The clock starts again from Continue: a full 13 minutes to the next warning, 15 to the time-out.
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1);
    expect(warned()).toBe(false);
    clock.increment(1);
    expect(warned()).toBe(true);
    clock.increment(IDLE_WARNING_MS);
    expect(pathOf(actor)).toBe('/time-out');
    expect(warned()).toBe(false);
  });

  it('neither warns nor times out on a page that does not time out', async () => {
    const clock = new SimulatedClock();
    const actor = await booted(undefined, {}, clock);
    expect(pathOf(actor)).toBe('/');
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    clock.increment(IDLE_WARNING_MS);
    expect(actor.getSnapshot().matches({ idle: 'watching' })).toBe(true);
    expect(pathOf(actor)).toBe('/');
  });

  it('warns on exactly the pages that time out', () => {
    const flow = journeyMachine.getStateNodeById('flow');
    const timingOut = Object.entries(flow.states)
      .filter(([, node]) => 'idle.timedOut' in node.on)
      .map(([key]) => key);
    expect(timingOut.sort()).toEqual([...TIMING_OUT_STATES].sort());
  });

  it('does not time out a finished purchase', async () => {
    const clock = new SimulatedClock();
    const actor = await onCardPayment({}, clock);
    actor.send({ type: 'payment.submitCard', cardholder });
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
    clock.increment(IDLE_TIMEOUT_MS + 1);
    expect(pathOf(actor)).toBe('/thank-you');
    expect(actor.getSnapshot().matches({ idle: 'warning' })).toBe(false);
  });
});
