/**
 * What the returning visitors' entries decide on the machine (spec 1 §4, §8; spec 2 §2, §4, §8): quote
 * retrieval and its 30-minute stamp, the restart premium's failures, and what a restart keeps across a reload.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { journeyMachine } from '../journey';
import type { PolicyDocument, RestartDpaInput, RetrieveStampReading } from '../core/types';
import { toPersisted } from '../session/persistence';
import type { QuotePremium } from '../core/contract';
import { aQuoteDetails } from '../testing/factories';
import { fakeServices } from '../testing/harness';
import { booted, pathOf, settled } from '../testing/journey-actor';
import { retrievalDetailsForm } from '../paths/user-events';

/** A service failing with `error`, typed as the service it stands in for. */
const rejects = <TOutput, TInput>(error: Error) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(error));
const notFound = <TOutput, TInput>() =>
  rejects<TOutput, TInput>(Object.assign(new Error('Not found'), { kind: 'notFound' }));
const conflict = <TOutput, TInput>(code: string) =>
  rejects<TOutput, TInput>(Object.assign(new Error(code), { kind: 'conflict', code }));
const stamp = (quoteRef: string, fresh: boolean) =>
  fromPromise<RetrieveStampReading | null>(() => Promise.resolve({ quoteRef, fresh }));
const quoteOf = (quoteRef: string, firstName = 'Sam') => {
  const details = aQuoteDetails({ metaData: { quoteRef, expiryDate: '2026-12-22T10:00:00.000Z' } });
  const { quoteDetails } = details;
  return {
    ...details,
    quoteDetails: {
      ...quoteDetails,
      proposerDetails: { ...quoteDetails.proposerDetails, firstName },
    },
  };
};

describe('quote retrieval', () => {
  it('reopens a quote this browser priced within 30 minutes at results, without the check', async () => {
    const asked: string[] = [];
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval' },
      {
        readRetrieveQuoteStamp: stamp('Q-STAMPED', true),
        loadSavedQuote: fromPromise<ReturnType<typeof quoteOf>, { quoteRef: string }>(
          ({ input }) => {
            asked.push(input.quoteRef);
            return Promise.resolve(quoteOf('Q-STAMPED'));
          },
        ),
      },
    );
    expect(asked).toEqual(['Q-STAMPED']);
    expect(pathOf(actor)).toBe('/results');
    expect(actor.getSnapshot().context.result.quoteRef).toBe('Q-STAMPED');
  });

  it('asks for the details when the stamp is older than 30 minutes, naming its quote', async () => {
    const checked: RestartDpaInput[] = [];
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval' },
      {
        readRetrieveQuoteStamp: stamp('Q-STALE', false),
        retrievalDpaCheck: fromPromise<ReturnType<typeof quoteOf>, RestartDpaInput>(({ input }) => {
          checked.push(input);
          return Promise.resolve(quoteOf('Q-STALE'));
        }),
      },
    );
    expect(actor.getSnapshot().matches({ flow: { quoteRetrieval: { form: 'fresh' } } })).toBe(true);
    expect(actor.getSnapshot().context.retrieval.quoteRef).toBe('Q-STALE');
    actor.send({ type: 'retrieval.submit', details: { ...retrievalDetailsForm, quoteRef: '' } });
    await settled(actor);
    expect(checked).toEqual([
      {
        quoteReference: 'Q-STALE',
        surname: 'Carter',
        dateOfBirth: '1991-09-03',
        postcode: 'SW1A 1AA',
        vehicleRegistration: 'DL19CAR',
      },
    ]);
    expect(pathOf(actor)).toBe('/results');
  });

  it('does not reopen a fresh stamp for another quote than the link names', async () => {
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval?quoteRef=Q-LINKED' },
      {
        readRetrieveQuoteStamp: stamp('Q-OTHER', true),
      },
    );
    expect(actor.getSnapshot().matches({ flow: { quoteRetrieval: 'form' } })).toBe(true);
    expect(actor.getSnapshot().context.retrieval.quoteRef).toBe('Q-LINKED');
  });

  it('takes the reference the customer types when nothing names the quote', async () => {
    const checked: string[] = [];
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval' },
      {
        retrievalDpaCheck: fromPromise<ReturnType<typeof quoteOf>, RestartDpaInput>(({ input }) => {
          checked.push(input.quoteReference);
          return Promise.resolve(quoteOf(input.quoteReference));
        }),
      },
    );
    expect(actor.getSnapshot().context.retrieval.quoteRef).toBeNull();
    actor.send({
      type: 'retrieval.submit',
      details: { ...retrievalDetailsForm, quoteRef: ' q-typed ' },
    });
    await settled(actor);
    expect(checked).toEqual(['Q-TYPED']);
    expect(pathOf(actor)).toBe('/results');
  });

  it('fails alike for details that match no quote and a first name that is not the quote’s', async () => {
    const answers = [
      () => Promise.reject(Object.assign(new Error('Not found'), { kind: 'notFound' })),
      () => Promise.resolve(quoteOf('AGGQ-TEST-1', 'Alex')),
    ];
    for (const answer of answers) {
      const retrievalDpaCheck = fromPromise<ReturnType<typeof quoteOf>, RestartDpaInput>(answer);
      const actor = await booted(
        { url: 'http://localhost/quote-retrieval?quoteRef=AGGQ-TEST-1' },
        { retrievalDpaCheck },
      );
      actor.send({ type: 'retrieval.submit', details: retrievalDetailsForm });
      await settled(actor);
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ flow: { quoteRetrieval: { form: 'failed' } } })).toBe(true);
      expect(snapshot.context.result.quoteRef).toBeNull();
      expect(pathOf(actor)).toBe('/quote-retrieval');
    }
  });

  it('says the retrieval failed (spec 1 §8) when the stamped quote cannot be loaded', async () => {
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval' },
      {
        readRetrieveQuoteStamp: stamp('Q-STAMPED', true),
        loadSavedQuote: rejects(Object.assign(new Error('Server error'), { kind: 'unexpected' })),
      },
    );
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ flow: { quoteRetrieval: { form: 'failed' } } })).toBe(true);
    expect(snapshot.context.retrieval.quoteRef).toBe('Q-STAMPED');
    expect(pathOf(actor)).toBe('/quote-retrieval');
  });

  it('sends a quote taken up or expired since to its page', async () => {
    const actor = await booted(
      { url: 'http://localhost/quote-retrieval' },
      {
        readRetrieveQuoteStamp: stamp('Q-STAMPED', true),
        loadSavedQuote: conflict('QUOTE_TAKEN_UP'),
      },
    );
    expect(pathOf(actor)).toBe('/quote-taken-up');
  });
});

describe('restart premium and reminder conflicts', () => {
  it('opens the premium modal on a failure the shared table does not route; Close shows the check', async () => {
    const actor = await booted(
      { url: 'http://localhost/restart-policy?quoteRef=RST-UNKNOWN' },
      { loadRestartPremium: notFound() },
    );
    expect(actor.getSnapshot().matches({ flow: { restart: 'premiumProblem' } })).toBe(true);
    expect(pathOf(actor)).toBe('/restart-policy');
    actor.send({ type: 'restart.closeProblem' });
    expect(actor.getSnapshot().matches({ flow: { restart: { checkingDetails: 'form' } } })).toBe(
      true,
    );
  });

  it('sends a premium lookup the shared table knows to its page', async () => {
    const actor = await booted(
      { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' },
      { loadRestartPremium: conflict('QUOTE_LOCKED') },
    );
    expect(pathOf(actor)).toBe('/quote-locked');
  });

  // spec 2 §4 Server error-code routing: QUOTE_INELIGIBLE is not among the codes given a page.
  it('sends a reminded quote that can no longer be offered to the error page', async () => {
    const actor = await booted(
      { url: 'http://localhost/your-quote-details?quoteRef=REM-TEST-1' },
      { reminderDpaCheck: conflict('QUOTE_INELIGIBLE') },
    );
    actor.send({
      type: 'reminder.submit',
      details: { surname: 'Reminder', dateOfBirth: '1990-07-22', postcode: 'SW1A 1AA' },
    });
    await settled(actor);
    expect(pathOf(actor)).toBe('/error');
  });
});

describe('a restart across reloads and page views', () => {
  const restarted = () =>
    booted(
      { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' },
      {
        loadRestartPremium: fromPromise(() =>
          Promise.resolve<QuotePremium>({
            quoteReference: 'RST-TEST-1',
            policyTermType: 'ThirtyDay',
            premium: { amount: 133.51, currency: 'GBP' },
          }),
        ),
        restartDpaCheck: fromPromise(() => Promise.resolve(quoteOf('RST-TEST-1'))),
      },
    );
  const details = {
    surname: 'Restart',
    dateOfBirth: '1988-03-14',
    postcode: 'SW1A 1AA',
    registration: 'DL19 CAR',
  };

  it('stays on the restart quote after a reload', async () => {
    const actor = await restarted();
    actor.send({ type: 'restart.submit', details });
    await settled(actor);
    expect(pathOf(actor)).toBe('/30-day-quote');
    const stored = toPersisted(actor.getSnapshot().context, 1, new Date());
    const reloaded = await booted({ url: 'http://localhost/30-day-quote', restored: stored });
    expect(pathOf(reloaded)).toBe('/30-day-quote');
    expect(reloaded.getSnapshot().context.restart.quoteRef).toBe('RST-TEST-1');
  });

  it('tracks the results page on the first entry only', async () => {
    const views: { repeat: boolean }[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: fakeServices({
          loadRestartPremium: fromPromise(() =>
            Promise.resolve<QuotePremium>({
              quoteReference: 'RST-TEST-1',
              policyTermType: 'ThirtyDay',
              premium: { amount: 133.51, currency: 'GBP' },
            }),
          ),
          restartDpaCheck: fromPromise(() => Promise.resolve(quoteOf('RST-TEST-1'))),
        }),
        actions: { trackResultsViewed: (_, params) => void views.push(params) },
      }),
      { input: { url: 'http://localhost/restart-policy?quoteRef=RST-TEST-1' } },
    ).start();
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ flow: { restart: { checkingDetails: 'form' } } }),
    );
    actor.send({ type: 'restart.submit', details });
    await settled(actor);
    actor.send({ type: 'results.change' });
    actor.send({
      type: 'route.changed',
      pathname: '/30-day-quote',
      search: '',
      navigationType: 'PUSH',
    });
    await settled(actor);
    expect(views.map((view) => view.repeat)).toEqual([false, true]);
  });
});

describe('a price-comparison quote bought already', () => {
  it('lists the documents of the policy the answer names on the taken-up page', async () => {
    const asked: string[] = [];
    const takenUp = Object.assign(new Error('QUOTE_ALREADY_TAKEN_UP'), {
      kind: 'conflict',
      code: 'QUOTE_ALREADY_TAKEN_UP',
      body: { code: 'QUOTE_ALREADY_TAKEN_UP', message: 'Taken up', policyReference: 'POL-TAKEN-1' },
    });
    const actor = await booted(
      { url: 'http://localhost/pcw-result?token=AGG-TAKEN&quoteRef=AGGQ-TAKEN' },
      {
        loadAggregatorQuote: rejects(takenUp),
        loadPolicyDocuments: fromPromise<PolicyDocument[], { policyReference: string }>(
          ({ input }) => {
            asked.push(input.policyReference);
            return Promise.resolve([{ id: 'DOC-1', fileName: 'certificate.pdf' }]);
          },
        ),
      },
    );
    expect(pathOf(actor)).toBe('/quote-taken-up');
    expect(asked).toEqual(['POL-TAKEN-1']);
    expect(actor.getSnapshot().context.documents.list.map((item) => item.id)).toEqual(['DOC-1']);
  });

  it('lists nothing when the answer does not name the policy', async () => {
    const actor = await booted(
      { url: 'http://localhost/pcw-result?token=AGG-TAKEN&quoteRef=AGGQ-TAKEN' },
      { loadAggregatorQuote: conflict('QUOTE_ALREADY_TAKEN_UP') },
    );
    expect(pathOf(actor)).toBe('/quote-taken-up');
    expect(actor.getSnapshot().matches({ documents: 'waiting' })).toBe(true);
  });
});
