import { describe, expect, it, vi } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { RateQuoteInput } from '../core/types';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../core/context';
import { anOption, anOutcome, aQuoteResult, aThirtyDayOption } from '../testing/factories';
import { booted, completeStepsBefore, pathOf, settled } from '../testing/journey-actor';
import { answersFor } from '../testing/factories';

/** A direct customer's quote as the sandbox prices it with its end open: both durations sold. */
const bothDurations = () =>
  aQuoteResult({
    underwritingOutcome: anOutcome({ underwrittenOptions: [anOption(), aThirtyDayOption()] }),
  });

describe('the policy duration panel (spec 2 §2 /policy-selection)', () => {
  it('shows the panel for a quote priced for both durations, and results for one priced for one', async () => {
    const panel = await booted(undefined, {
      generateQuote: fromPromise(() => Promise.resolve(bothDurations())),
    });
    await completeStepsBefore(panel, 'quote');
    await settled(panel);
    expect(pathOf(panel)).toBe('/policy-selection');

    const annualOnly = await booted(undefined, {
      generateQuote: fromPromise(() => Promise.resolve(aQuoteResult())),
    });
    await completeStepsBefore(annualOnly, 'quote');
    await settled(annualOnly);
    expect(pathOf(annualOnly)).toBe('/results');
  });

  it.each([
    ['ThirtyDay', 27, 30, aThirtyDayOption],
    ['Annual', 364, 365, anOption],
  ] as const)(
    'choosing %s sets the cover period in its band, prices the quote again and shows that option alone',
    async (duration, minDays, maxDays, option) => {
      const rated = vi.fn((_input: RateQuoteInput) =>
        Promise.resolve(
          aQuoteResult({ underwritingOutcome: anOutcome({ underwrittenOptions: [option()] }) }),
        ),
      );
      const actor = await booted(undefined, {
        generateQuote: fromPromise(() => Promise.resolve(bothDurations())),
        rateExistingQuote: fromPromise(({ input }: { input: RateQuoteInput }) => rated(input)),
      });
      await completeStepsBefore(actor, 'quote');
      await settled(actor);
      actor.send({ type: 'results.chooseDuration', duration });
      await settled(actor);

      expect(rated).toHaveBeenCalledTimes(1);
      const cover = rated.mock.calls[0]?.[0].quote.coverDetails;
      const days = differenceInCalendarDays(
        parseISO(cover?.effectiveTo ?? ''),
        parseISO(cover?.effectiveFrom ?? ''),
      );
      expect(days).toBeGreaterThanOrEqual(minDays);
      expect(days).toBeLessThanOrEqual(maxDays);

      const { context } = actor.getSnapshot();
      expect(pathOf(actor)).toBe('/results');
      expect(context.quote.completedSteps.durationPanel).toBe(true);
      expect(context.result.selectedOption?.policyTermType).toBe(duration);
    },
  );

  it('keeps a customer who has not chosen on the panel when they ask for results or payment', async () => {
    const actor = await booted(undefined, {
      generateQuote: fromPromise(() => Promise.resolve(bothDurations())),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    for (const pathname of ['/results', '/make-payment']) {
      actor.send({ type: 'route.changed', pathname, search: '', navigationType: 'PUSH' });
      expect(pathOf(actor), pathname).toBe('/policy-selection');
    }
  });

  it('times out a customer who leaves the panel for 15 minutes, as any page with their answers does', async () => {
    const clock = new SimulatedClock();
    const actor = await booted(
      undefined,
      { generateQuote: fromPromise(() => Promise.resolve(bothDurations())) },
      clock,
    );
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(pathOf(actor)).toBe('/policy-selection');
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    expect(actor.getSnapshot().matches({ idle: 'warning' })).toBe(true);
    clock.increment(IDLE_WARNING_MS);
    expect(pathOf(actor)).toBe('/time-out');
  });

  it('prices the quote again for both lengths when an answer changes on the way back from the panel', async () => {
    const rated = vi.fn((_input: RateQuoteInput) => Promise.resolve(bothDurations()));
    const actor = await booted(undefined, {
      generateQuote: fromPromise(() => Promise.resolve(bothDurations())),
      rateExistingQuote: fromPromise(({ input }: { input: RateQuoteInput }) => rated(input)),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(pathOf(actor)).toBe('/policy-selection');

    actor.send({
      type: 'route.changed',
      pathname: '/quote/vehicle-cover',
      search: '',
      navigationType: 'PUSH',
    });
    await settled(actor);
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: {
        coverDetails: { ...answersFor('vehicleCover').coverDetails, voluntaryExcess: 500 },
      },
    });
    await settled(actor);

    expect(rated).toHaveBeenCalledTimes(1);
    // No length chosen yet: the period stays open, and the panel asks again with the new prices.
    expect(rated.mock.calls[0]?.[0].quote.coverDetails.effectiveTo ?? null).toBeNull();
    expect(pathOf(actor)).toBe('/policy-selection');
    expect(actor.getSnapshot().context.quote.completedSteps.durationPanel).not.toBe(true);
  });
});
