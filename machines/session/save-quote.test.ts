/** Save my quote and come back (issue #29), as the journey models it: the save, its failure and the resume. */
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SavedQuoteAnswers } from '../core/contract';
import { aQuoteDetails } from '../testing/factories';
import {
  fakeSaveQuoteService,
  NEW_SAVED_QUOTE_REF,
  SAVED_UNTIL,
} from '../testing/save-quote-service';
import { booted, completeStepsBefore, pathOf, settled } from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';
import { savedAnswersOf } from './persistence';
import { withRestoredAnswers } from './saved-answers';
import type { JourneyContext } from '../core/types';

const identity = { surname: 'Saver', dateOfBirth: '1992-11-05', postcode: 'sw1a 1aa' };
describe('Save my quote', () => {
  it('on step 3 asks who the customer is, saves the answers so far and remembers the save', async () => {
    const { requests, saveQuoteForLater } = fakeSaveQuoteService();
    const actor = await booted({ url: 'http://localhost/' }, { saveQuoteForLater });
    await completeStepsBefore(actor, 'aboutYou');
    expect(pathOf(actor)).toBe('/quote/about-you');

    actor.send({ type: 'save.open', at: Date.now() });
    expect(actor.getSnapshot().matches({ saveQuote: 'editing' })).toBe(true);
    // Before About you the answers do not say who the customer is: a save without it is not sent.
    actor.send({ type: 'save.submit', form: { emailAddress: 'alex@example.com', identity: null } });
    expect(actor.getSnapshot().matches({ saveQuote: 'editing' })).toBe(true);
    expect(requests).toHaveLength(0);

    actor.send({ type: 'save.submit', form: { emailAddress: ' alex@example.com ', identity } });
    await waitFor(actor, (snapshot) => snapshot.matches({ saveQuote: 'saved' }));
    expect(requests[0]).toMatchObject({
      emailAddress: 'alex@example.com',
      surname: 'Saver',
      dateOfBirth: '1992-11-05',
      postcode: 'SW1A 1AA',
      activeStep: 3,
      answers: { version: 1, journey: { quote: { activeStep: 3 } } },
    });
    expect(requests[0]).not.toHaveProperty('quoteRef');
    expect(actor.getSnapshot().context.saved).toEqual({
      quoteRef: NEW_SAVED_QUOTE_REF,
      emailAddress: 'alex@example.com',
      expiresAt: SAVED_UNTIL,
    });

    // Saving again renews the same save, under its reference.
    actor.send({ type: 'save.close' });
    actor.send({ type: 'save.open', at: Date.now() });
    actor.send({ type: 'save.submit', form: { emailAddress: 'alex@example.com', identity } });
    await waitFor(actor, (snapshot) => snapshot.matches({ saveQuote: 'saved' }));
    expect(requests[1]?.quoteRef).toBe(NEW_SAVED_QUOTE_REF);
  });

  it('after About you takes who the customer is from the answers, and a failure keeps every answer', async () => {
    const { requests, saveQuoteForLater } = fakeSaveQuoteService([
      () => Promise.reject(new Error('Service unavailable')),
    ]);
    const actor = await booted({ url: 'http://localhost/' }, { saveQuoteForLater });
    await completeStepsBefore(actor, 'driverDetails');
    const before: JourneyContext = actor.getSnapshot().context;

    actor.send({ type: 'save.open', at: Date.now() });
    actor.send({ type: 'save.submit', form: { emailAddress: 'sam@example.com', identity: null } });
    await waitFor(actor, (snapshot) => snapshot.matches({ saveQuote: 'failed' }));
    const after = actor.getSnapshot().context;
    expect(after.quote).toEqual(before.quote);
    expect(after.saved).toBeNull();
    expect(pathOf(actor)).toBe('/quote/driver-details');

    actor.send({ type: 'save.submit', form: { emailAddress: 'sam@example.com', identity: null } });
    await waitFor(actor, (snapshot) => snapshot.matches({ saveQuote: 'saved' }));
    const { proposerDetails } = before.quote;
    expect(requests[1]).toMatchObject({
      surname: proposerDetails.lastNames,
      dateOfBirth: proposerDetails.dateOfBirth.slice(0, 10),
      activeStep: 4,
    });
  });

  it('a quote bought meanwhile goes to the taken-up page, as every call does', async () => {
    const { saveQuoteForLater } = fakeSaveQuoteService([
      () =>
        Promise.reject(
          Object.assign(new Error('taken up'), {
            kind: 'conflict',
            status: 409,
            code: 'QUOTE_TAKEN_UP',
          }),
        ),
    ]);
    const actor = await booted({ url: 'http://localhost/' }, { saveQuoteForLater });
    await completeStepsBefore(actor, 'aboutYou');
    actor.send({ type: 'save.open', at: Date.now() });
    actor.send({ type: 'save.submit', form: { emailAddress: 'alex@example.com', identity } });
    await settled(actor);
    expect(pathOf(actor)).toBe('/quote-taken-up');
    expect(actor.getSnapshot().matches({ saveQuote: 'closed' })).toBe(true);
  });

  it('is not offered away from the wizard and results', async () => {
    const actor = await booted({ url: 'http://localhost/' });
    actor.send({ type: 'save.open', at: Date.now() });
    expect(actor.getSnapshot().matches({ saveQuote: 'closed' })).toBe(true);
  });
});

describe('a saved quote reopened from its link', () => {
  async function savedContext() {
    const { saveQuoteForLater, requests } = fakeSaveQuoteService();
    const actor = await booted({ url: 'http://localhost/' }, { saveQuoteForLater });
    await completeStepsBefore(actor, 'driverDetailsTwo');
    return { context: actor.getSnapshot().context, request: requests };
  }

  const answersOf = (context: JourneyContext, quote?: SavedQuoteAnswers['quote']) =>
    withRestoredAnswers({
      quoteRef: NEW_SAVED_QUOTE_REF,
      emailAddress: 'alex@example.com',
      savedAt: '2026-11-30T10:00:00.000Z',
      expiresAt: SAVED_UNTIL,
      activeStep: context.quote.activeStep,
      answers: savedAnswersOf(context),
      ...(quote ? { quote } : {}),
    });

  const link = `http://localhost/quote-retrieval?quoteRef=${NEW_SAVED_QUOTE_REF}&saved=1`;

  it('asks the saved details, then restores every answer at the furthest step', async () => {
    const { context } = await savedContext();
    const asked: unknown[] = [];
    const actor = await booted(
      { url: link },
      {
        savedQuoteDpaCheck: fromPromise(({ input }) => {
          asked.push(input);
          return Promise.resolve(answersOf(context));
        }),
      },
    );
    expect(actor.getSnapshot().matches({ flow: { quoteRetrieval: 'savedForm' } })).toBe(true);
    actor.send({ type: 'savedQuote.submit', details: identity });
    await settled(actor);
    expect(asked).toEqual([{ quoteRef: NEW_SAVED_QUOTE_REF, ...identity }]);
    expect(pathOf(actor)).toBe('/quote/driver-details-two');
    expect(actor.getSnapshot().context.quote).toEqual(context.quote);
    expect(actor.getSnapshot().context.saved?.quoteRef).toBe(NEW_SAVED_QUOTE_REF);
  });

  it('goes to results when the saved quote holds a price', async () => {
    const { context } = await savedContext();
    const actor = await booted(
      { url: link },
      {
        savedQuoteDpaCheck: fromPromise(() => Promise.resolve(answersOf(context, aQuoteDetails()))),
      },
    );
    actor.send({ type: 'savedQuote.submit', details: identity });
    await settled(actor);
    expect(pathOf(actor)).toBe('/results');
  });

  it('wrong details say so and keep the form, as on the quote reminder; a lock-out goes to its page', async () => {
    let calls = 0;
    const actor = await booted(
      { url: link },
      {
        savedQuoteDpaCheck: fromPromise(() => {
          calls += 1;
          return Promise.reject(
            calls === 1
              ? Object.assign(new Error('not found'), {
                  kind: 'notFound',
                  body: { code: 'QUOTE_NOT_FOUND', message: 'Not found', attemptsRemaining: 4 },
                })
              : Object.assign(new Error('locked'), { code: 'QUOTE_LOCKED' }),
          );
        }),
      },
    );
    actor.send({ type: 'savedQuote.submit', details: identity });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ flow: { quoteRetrieval: 'savedForm' } })).toBe(true);
    expect(snapshot.context.messages.entries?.message).toBe(
      JOURNEY_TEXT.entryChecks.reminderMismatch,
    );
    expect(snapshot.context.lockOut.attemptsRemaining).toBe(4);
    actor.send({ type: 'savedQuote.submit', details: identity });
    await settled(actor);
    expect(pathOf(actor)).toBe('/quote-locked');
  });

  it('answers this journey cannot read are not half-loaded', async () => {
    const { context } = await savedContext();
    const actor = await booted(
      { url: link },
      {
        savedQuoteDpaCheck: fromPromise(() =>
          Promise.resolve(
            withRestoredAnswers({
              ...answersOf(context),
              answers: { version: 999, journey: {} },
            }),
          ),
        ),
      },
    );
    actor.send({ type: 'savedQuote.submit', details: identity });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ flow: { quoteRetrieval: 'savedForm' } })).toBe(true);
    expect(snapshot.context.messages.entries?.message).toBe(
      JOURNEY_TEXT.entryChecks.savedUnreadable,
    );
    expect(snapshot.context.quote.activeStep).toBe(1);
  });
});
