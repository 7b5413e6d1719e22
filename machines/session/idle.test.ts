import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { journeyMachine } from '../journey';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../core/context';
import { TIMING_OUT_STATES } from './idle';
import { timeOutDeadlineOf } from './view';
import {
  booted,
  cardholder,
  completeStepsBefore,
  onCardPayment,
  pathOf,
} from '../testing/journey-actor';

type Journey = Awaited<ReturnType<typeof booted>>;

/** The wall-clock time `ms` after the customer's last activity. */
const after = (actor: Journey, ms: number) => actor.getSnapshot().context.idleSince + ms;

describe('idle time-out', () => {
  it('goes to the time-out route after 15 minutes without activity, and activity restarts the clock', async () => {
    const clock = new SimulatedClock();
    const actor = await booted(undefined, {}, clock);
    await completeStepsBefore(actor, 'aboutYou');
    clock.increment(IDLE_TIMEOUT_MS - 1000);
    actor.send({ type: 'idle.activity', at: after(actor, IDLE_TIMEOUT_MS - 1000) });
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
    actor.send({ type: 'idle.activity', at: after(actor, IDLE_TIMEOUT_MS - 1000) });
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

  describe('on the wall clock, for a device that slept while its timers waited', () => {
    async function onAboutYouAsleep() {
      const clock = new SimulatedClock();
      const actor = await booted(undefined, {}, clock);
      await completeStepsBefore(actor, 'aboutYou');
      return actor;
    }

    it('shows the time-out page at once when the page wakes after the time-out, not a fresh warning', async () => {
      const actor = await onAboutYouAsleep();
      actor.send({ type: 'idle.clockCheck', at: after(actor, 20 * 60_000) });
      expect(pathOf(actor)).toBe('/time-out');
      expect(actor.getSnapshot().matches({ idle: 'warning' })).toBe(false);
    });

    it('warns when the page wakes between the warning and the time-out, counting to the same deadline', async () => {
      const actor = await onAboutYouAsleep();
      const deadline = after(actor, IDLE_TIMEOUT_MS);
      actor.send({
        type: 'idle.clockCheck',
        at: after(actor, IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1),
      });
      expect(actor.getSnapshot().matches({ idle: 'watching' })).toBe(true);
      actor.send({ type: 'idle.clockCheck', at: after(actor, 14 * 60_000) });
      expect(actor.getSnapshot().matches({ idle: 'warning' })).toBe(true);
      expect(timeOutDeadlineOf(actor.getSnapshot())).toBe(deadline);
      // The warning's own countdown reaching the deadline times out, whatever its timer says.
      actor.send({ type: 'idle.clockCheck', at: deadline - 1 });
      expect(pathOf(actor)).toBe('/quote/about-you');
      actor.send({ type: 'idle.clockCheck', at: deadline });
      expect(pathOf(actor)).toBe('/time-out');
    });

    it('a tap after the time-out is too late to carry on, in the warning or before it', async () => {
      const warned = await onAboutYouAsleep();
      warned.send({ type: 'idle.clockCheck', at: after(warned, 14 * 60_000) });
      warned.send({ type: 'idle.activity', at: after(warned, IDLE_TIMEOUT_MS) });
      expect(pathOf(warned)).toBe('/time-out');

      const tapped = await onAboutYouAsleep();
      tapped.send({ type: 'idle.activity', at: after(tapped, 16 * 60_000) });
      expect(pathOf(tapped)).toBe('/time-out');
      // On the time-out page the clock starts again: a tap there is only activity.
      tapped.send({ type: 'idle.activity', at: after(tapped, 16 * 60_000) });
      expect(pathOf(tapped)).toBe('/time-out');
    });

    it('a tap in time carries on, and the deadline moves with it', async () => {
      const actor = await onAboutYouAsleep();
      const tap = after(actor, IDLE_TIMEOUT_MS - 1);
      actor.send({ type: 'idle.activity', at: tap });
      expect(pathOf(actor)).toBe('/quote/about-you');
      expect(timeOutDeadlineOf(actor.getSnapshot())).toBe(tap + IDLE_TIMEOUT_MS);
    });

    it('a wake on a page that does not time out changes nothing', async () => {
      const clock = new SimulatedClock();
      const actor = await booted(undefined, {}, clock);
      actor.send({ type: 'idle.clockCheck', at: after(actor, 20 * 60_000) });
      expect(pathOf(actor)).toBe('/');
      expect(actor.getSnapshot().matches({ idle: 'watching' })).toBe(true);
    });
  });
});
