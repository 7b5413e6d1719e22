/**
 * The data-protection checks' lock-out (spec 2 §4 Restart, §8): a failed check says how many attempts are
 * left and warns before the last; a quote locked by failed checks says so and when it unlocks, by the UK clock.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { QuoteDetails, QuotePremium } from '../core/contract';
import type { DpaForm, RestartDpaInput } from '../core/types';
import { JOURNEY_TEXT } from '../core/text';
import { TEXT } from '../core/catalogue';
import { booted, pathOf, settled, type Actor } from '../testing/journey-actor';
import { retrievalDetailsForm } from '../paths/user-events';
import { checkMessageOf, retrievalFailureOf } from './view';
import { lockedPageOf, lockedUntilOf, unlockTimeOf } from './lock-out';

const checks = JOURNEY_TEXT.entryChecks;

/** A check whose answers are, in turn, the failures given. */
function failingCheck<TInput>(...failures: Error[]) {
  const answers = [...failures];
  return fromPromise<QuoteDetails, TInput>(() =>
    Promise.reject(answers.shift() ?? new Error('No more answers')),
  );
}

const mismatch = (attemptsRemaining?: number) =>
  Object.assign(new Error('Not found'), {
    kind: 'notFound',
    body: {
      code: 'QUOTE_NOT_FOUND',
      message: 'Policy not found',
      ...(attemptsRemaining === undefined ? {} : { attemptsRemaining }),
    },
  });

const locked = (lockedUntil?: string) =>
  Object.assign(new Error('Conflict'), {
    kind: 'conflict',
    code: 'QUOTE_LOCKED',
    body: { code: 'QUOTE_LOCKED', message: 'Locked', ...(lockedUntil ? { lockedUntil } : {}) },
  });

/** A restart link whose price shows, so its check is offered at once. */
const restartLink = { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' };
const restartPremium = fromPromise<QuotePremium, { quoteRef: string }>(() =>
  Promise.resolve<QuotePremium>({
    quoteReference: 'RST-TEST-1',
    policyTermType: 'ThirtyDay',
    premium: { amount: 133.51, currency: 'GBP' },
  }),
);

const restartDetails = {
  surname: 'Restart',
  dateOfBirth: '1988-03-14',
  postcode: 'SW1A 1AA',
  registration: 'DL19 CAR',
};

async function submitRestart(actor: Actor) {
  actor.send({ type: 'restart.submit', details: restartDetails });
  await settled(actor);
}

const messageOf = (actor: Actor) => checkMessageOf(actor.getSnapshot());

describe('a failed check', () => {
  it('says how many attempts are left, and warns before the last', async () => {
    const actor = await booted(restartLink, {
      loadRestartPremium: restartPremium,
      restartDpaCheck: failingCheck<RestartDpaInput>(mismatch(4), mismatch(1), mismatch()),
    });
    await submitRestart(actor);
    expect(messageOf(actor)).toBe(`${checks.restartNotFound} ${TEXT.entries.attemptsLeft(4)}`);
    expect(TEXT.entries.attemptsLeft(4)).toContain('4 attempts left');

    await submitRestart(actor);
    expect(messageOf(actor)).toBe(`${checks.restartNotFound} ${TEXT.entries.attemptsLeft(1)}`);
    expect(TEXT.entries.attemptsLeft(1)).toContain('1 attempt left');
    expect(TEXT.entries.attemptsLeft(1)).toContain('lock this quote');

    // An answer that does not count the attempts says only that the details did not match.
    await submitRestart(actor);
    expect(messageOf(actor)).toBe(checks.restartNotFound);
    expect(pathOf(actor)).toBe('/restart-policy');
  });

  it('tells the quote reminder’s customer the attempts left', async () => {
    const actor = await booted(
      { url: 'http://localhost/your-quote-details?quoteRef=REM-TEST-1' },
      { reminderDpaCheck: failingCheck<DpaForm & { quoteRef: string }>(mismatch(2)) },
    );
    actor.send({
      type: 'reminder.submit',
      details: { surname: 'Reminder', dateOfBirth: '1990-07-22', postcode: 'SW1A 1AA' },
    });
    await settled(actor);
    expect(messageOf(actor)).toBe(`${checks.reminderMismatch} ${TEXT.entries.attemptsLeft(2)}`);
  });

  it('adds the attempts left to the retrieval’s failure', async () => {
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval?quoteRef=AGGQ-TEST-1' },
      {
        retrievalDpaCheck: fromPromise<QuoteDetails, RestartDpaInput>(() =>
          Promise.reject(mismatch(1)),
        ),
      },
    );
    actor.send({ type: 'retrieval.submit', details: retrievalDetailsForm });
    await settled(actor);
    const failure = retrievalFailureOf('0800 000 000')(actor.getSnapshot());
    expect(failure).toBe(
      `${TEXT.entries.retrieval.failed('0800 000 000', 'AGGQ-TEST-1')} ${TEXT.entries.attemptsLeft(1)}`,
    );
  });
});

describe('the locked page', () => {
  it('says there were too many attempts and when the quote unlocks, by the UK clock', async () => {
    const actor = await booted(restartLink, {
      loadRestartPremium: restartPremium,
      restartDpaCheck: failingCheck<RestartDpaInput>(locked('2026-07-01T13:35:00.000Z')),
    });
    await submitRestart(actor);
    expect(pathOf(actor)).toBe('/quote-locked');
    const page = lockedPageOf(lockedUntilOf(actor.getSnapshot()));
    expect(page.heading).toBe(TEXT.entries.lockedOut.heading);
    expect(page.lead).toBe(TEXT.entries.lockedOut.lead);
    // 13:35 UTC is 14:35 in British Summer Time.
    expect(page.unlocks).toBe(TEXT.entries.lockedOut.unlocks('14:35', 'Wednesday 1 July 2026'));
  });

  it('keeps the general words for a lock that does not say when it ends', async () => {
    const actor = await booted(restartLink, {
      loadRestartPremium: restartPremium,
      restartDpaCheck: failingCheck<RestartDpaInput>(locked()),
    });
    await submitRestart(actor);
    expect(pathOf(actor)).toBe('/quote-locked');
    const page = lockedPageOf(lockedUntilOf(actor.getSnapshot()));
    expect(page).toEqual({ ...TEXT.outcomes.quoteLocked, unlocks: null });
  });

  it('reads the unlock time on the UK clock in winter and summer, whatever the zone it is given in', () => {
    expect(unlockTimeOf('2026-11-24T10:05:00.000Z')).toEqual({
      time: '10:05',
      day: 'Tuesday 24 November 2026',
    });
    expect(unlockTimeOf('2026-03-29T00:30:00.000Z')).toEqual({
      time: '00:30',
      day: 'Sunday 29 March 2026',
    });
    expect(unlockTimeOf('2026-03-29T01:30:00.000Z')).toEqual({
      time: '02:30',
      day: 'Sunday 29 March 2026',
    });
    expect(unlockTimeOf('2026-07-01T23:30:00.000+00:00')).toEqual({
      time: '00:30',
      day: 'Thursday 2 July 2026',
    });
    expect(unlockTimeOf('not a time')).toBeNull();
  });
});
