/**
 * A returning visitor's quote that cannot be bought (spec 2 §3 Quote outcome: Declined, Referred and UnderReview
 * are non-purchasable) goes where a direct customer's goes after pricing (machines/results/quoting.ts): a
 * decline to the decline page, a referral or a review to the referral page, never to a results page with no
 * price to offer.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { QuoteOutcome } from '../core/contract';
import type { QuotePremium } from '../core/contract';
import type { RetrieveStampReading } from '../core/types';
import { anOutcome, aQuoteDetails } from '../testing/factories';
import { booted, pathOf, settled } from '../testing/journey-actor';
import { retrievalDetailsForm } from '../paths/user-events';

const quoteWith = (quoteRef: string, outcome: QuoteOutcome) =>
  aQuoteDetails({
    metaData: { quoteRef, expiryDate: '2026-12-22T10:00:00.000Z' },
    underwritingOutcome: anOutcome({
      outcome,
      underwrittenOptions: outcome === 'Quoted' ? anOutcome().underwrittenOptions : [],
    }),
  });

/** A check answering `details`, typed as the service it stands in for. */
const answering = <TInput,>(details: ReturnType<typeof quoteWith>) =>
  fromPromise<ReturnType<typeof quoteWith>, TInput>(() => Promise.resolve(details));

const premium: QuotePremium = {
  quoteReference: 'RST-TEST-1',
  policyTermType: 'ThirtyDay',
  premium: { amount: 133.51, currency: 'GBP' },
};

/** Each entry, passed with a quote of `outcome`: the journey after the answer. */
const entries = {
  restart: async (outcome: QuoteOutcome) => {
    const actor = await booted(
      { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' },
      {
        loadRestartPremium: fromPromise(() => Promise.resolve(premium)),
        restartDpaCheck: answering(quoteWith('RST-TEST-1', outcome)),
      },
    );
    actor.send({
      type: 'restart.submit',
      details: {
        surname: 'Restart',
        dateOfBirth: '1988-03-14',
        postcode: 'SW1A 1AA',
        registration: 'DL19 CAR',
      },
    });
    await settled(actor);
    return actor;
  },
  reminder: async (outcome: QuoteOutcome) => {
    const actor = await booted(
      { url: 'http://localhost/your-quote-details?quoteRef=REM-TEST-1' },
      { reminderDpaCheck: answering(quoteWith('REM-TEST-1', outcome)) },
    );
    actor.send({
      type: 'reminder.submit',
      details: { surname: 'Reminder', dateOfBirth: '1990-07-22', postcode: 'SW1A 1AA' },
    });
    await settled(actor);
    return actor;
  },
  retrieval: async (outcome: QuoteOutcome) => {
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval?quoteRef=AGGQ-TEST-1' },
      { retrievalDpaCheck: answering(quoteWith('AGGQ-TEST-1', outcome)) },
    );
    actor.send({ type: 'retrieval.submit', details: retrievalDetailsForm });
    await settled(actor);
    return actor;
  },
  'retrieval with a fresh stamp': (outcome: QuoteOutcome) =>
    booted(
      { url: 'http://localhost/quote-retrieval' },
      {
        readRetrieveQuoteStamp: fromPromise<RetrieveStampReading | null>(() =>
          Promise.resolve({ quoteRef: 'AGGQ-TEST-1', fresh: true }),
        ),
        loadSavedQuote: answering(quoteWith('AGGQ-TEST-1', outcome)),
      },
    ),
};

describe('a returning visitor whose quote cannot be bought', () => {
  const expected: [QuoteOutcome, string][] = [
    ['Declined', '/summary'],
    ['Referred', '/referral'],
    ['UnderReview', '/referral'],
  ];
  for (const [entry, enter] of Object.entries(entries)) {
    for (const [outcome, path] of expected) {
      it(`${entry}: a ${outcome} quote shows ${path}, as a direct customer's does`, async () => {
        const actor = await enter(outcome);
        const snapshot = actor.getSnapshot();
        expect(pathOf(actor)).toBe(path);
        expect(snapshot.hasTag('loading')).toBe(false);
        expect(snapshot.context.result.outcome).toBe(outcome);
      });
    }
  }

  it('a Quoted quote still opens at its results', async () => {
    const actor = await entries.reminder('Quoted');
    expect(pathOf(actor)).toBe('/results');
  });
});
