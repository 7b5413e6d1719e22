import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { RateQuoteInput } from '../core/types';
import type { GenerateQuoteRequest } from '../core/contract';
import { answersFor, anOutcome, aQuoteResult } from '../testing/factories';
import {
  type Actor,
  booted,
  completeStepsBefore,
  onResults,
  pathOf,
  settled,
} from '../testing/journey-actor';

describe('quote outcome routing', () => {
  it.each([
    ['Quoted', '/results'],
    ['Declined', '/summary'],
    ['Referred', '/referral'],
    ['UnderReview', '/referral'],
  ] as const)('%s goes to %s', async (outcome, path) => {
    const actor = await booted(undefined, {
      generateQuote: fromPromise(() =>
        Promise.resolve(aQuoteResult({ underwritingOutcome: anOutcome({ outcome }) })),
      ),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(pathOf(actor)).toBe(path);
  });

  it.each([
    ['QUOTE_DECLINED', '/summary', false],
    ['QUOTE_REFERRED', '/summary', false],
    ['QUOTE_ALREADY_TAKEN_UP', '/quote-taken-up', true],
    ['QUOTE_EXPIRED', '/quote-expired', true],
    ['QUOTE_LOCKED', '/quote-locked', false],
    ['INTERNAL_ERROR', '/error', false],
    ['QUOTE_NOT_FOUND', '/error', false],
  ] as const)('server code %s routes to %s', async (code, path, replace) => {
    const actor = await booted(undefined, {
      generateQuote: fromPromise(() =>
        Promise.reject(Object.assign(new Error('Conflicted state'), { kind: 'conflict', code })),
      ),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(pathOf(actor)).toBe(path);
    expect(actor.getSnapshot().context.location.replace).toBe(replace);
  });

  it('does not accept a second Continue while the quote is being priced', async () => {
    const generateQuote = vi.fn(
      () => new Promise<ReturnType<typeof aQuoteResult>>(() => undefined),
    );
    const actor = await booted(undefined, { generateQuote: fromPromise(generateQuote) });
    await completeStepsBefore(actor, 'vehicleCover');
    actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
    actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(generateQuote).toHaveBeenCalledTimes(1);
  });

  it('re-rates a quote already shown when the risk changed, and reuses it when nothing did', async () => {
    const rateExistingQuote = vi.fn(() => Promise.resolve(aQuoteResult()));
    const generateQuote = vi.fn(() => Promise.resolve(aQuoteResult()));
    const actor = await booted(undefined, {
      rateExistingQuote: fromPromise(rateExistingQuote),
      generateQuote: fromPromise(generateQuote),
    });
    await completeStepsBefore(actor, 'quote');
    await settled(actor);
    expect(generateQuote).toHaveBeenCalledTimes(1);

    actor.send({ type: 'results.change' });
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
    actor.send({ type: 'wizard.next', step: 'vehicleCover', answers: answersFor('vehicleCover') });
    await settled(actor);
    expect(pathOf(actor)).toBe('/results');
    expect(rateExistingQuote).not.toHaveBeenCalled();

    actor.send({ type: 'results.change' });
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: answersFor('vehicleCover', { coverDetails: { voluntaryExcess: 500 } }),
    });
    await settled(actor);
    expect(rateExistingQuote).toHaveBeenCalledTimes(1);
    expect(generateQuote).toHaveBeenCalledTimes(1);
  });
});

describe('the honeypot (spec 1 §5)', () => {
  const isMarked = (actor: Actor) => actor.getSnapshot().context.quote.isSuspectedSpam;

  it('moves on from a step submitted with the honeypot filled, and marks the quote for good', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'driverDetails');
    expect(isMarked(actor)).toBe(false);

    actor.send({
      type: 'wizard.next',
      step: 'driverDetails',
      answers: answersFor('driverDetails'),
      spam: true,
    });
    await settled(actor);
    expect(actor.getSnapshot().matches({ flow: { wizard: 'driverDetailsTwo' } })).toBe(true);
    expect(isMarked(actor)).toBe(true);

    actor.send({
      type: 'wizard.next',
      step: 'driverDetailsTwo',
      answers: answersFor('driverDetailsTwo'),
    });
    await settled(actor);
    expect(actor.getSnapshot().matches({ flow: { wizard: 'vehicleCover' } })).toBe(true);
    expect(isMarked(actor)).toBe(true);
  });

  it('sends the mark with the new quote request and shows the price as usual', async () => {
    const generateQuote = vi.fn((_: { input: GenerateQuoteRequest }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await booted(undefined, { generateQuote: fromPromise(generateQuote) });
    await completeStepsBefore(actor, 'quote', {}, ['vehicleDetailsTwo']);
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));

    expect(generateQuote).toHaveBeenCalledTimes(1);
    const request = generateQuote.mock.calls[0]?.[0].input;
    expect(request?.isSuspectedSpam).toBe(true);
    expect(request?.quote.proposerDetails.lastNames).toBe('Carter');
    expect(request?.quote).not.toHaveProperty('isSuspectedSpam');
    expect(pathOf(actor)).toBe('/results');
  });

  it('leaves the mark out of a clean quote request', async () => {
    const generateQuote = vi.fn((_: { input: GenerateQuoteRequest }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await booted(undefined, { generateQuote: fromPromise(generateQuote) });
    await completeStepsBefore(actor, 'quote');
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));

    expect(generateQuote.mock.calls[0]?.[0].input).not.toHaveProperty('isSuspectedSpam');
  });

  it('sends a mark made after the first price with the re-rate', async () => {
    const rateExistingQuote = vi.fn((_: { input: RateQuoteInput }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await onResults({ rateExistingQuote: fromPromise(rateExistingQuote) });
    expect(isMarked(actor)).toBe(false);

    actor.send({ type: 'results.change' });
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: answersFor('vehicleCover', { coverDetails: { voluntaryExcess: 500 } }),
      spam: true,
    });
    await settled(actor);

    expect(rateExistingQuote).toHaveBeenCalledTimes(1);
    expect(rateExistingQuote.mock.calls[0]?.[0].input).toMatchObject({
      quoteRef: 'DC-TEST0001',
      isSuspectedSpam: true,
    });
  });

  it('re-rates a priced quote to send a new mark, even with no answer changed', async () => {
    const rateExistingQuote = vi.fn((_: { input: RateQuoteInput }) =>
      Promise.resolve(aQuoteResult()),
    );
    const actor = await onResults({ rateExistingQuote: fromPromise(rateExistingQuote) });
    const unchanged = actor.getSnapshot().context.quote;

    actor.send({ type: 'results.change' });
    actor.send({
      type: 'wizard.next',
      step: 'vehicleCover',
      answers: {
        coverDetails: unchanged.coverDetails,
        additionalQuestions: unchanged.additionalQuestions,
      },
      spam: true,
    });
    await settled(actor);

    expect(rateExistingQuote).toHaveBeenCalledTimes(1);
    expect(rateExistingQuote.mock.calls[0]?.[0].input).toMatchObject({ isSuspectedSpam: true });
  });

  it('is cleared with the rest of the quote by journey.reset', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'quote', {}, ['aboutYou']);
    await waitFor(actor, (snapshot) => snapshot.matches({ flow: 'results' }));
    expect(isMarked(actor)).toBe(true);

    actor.send({ type: 'journey.reset' });
    expect(isMarked(actor)).toBe(false);
  });
});
