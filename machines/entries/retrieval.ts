/**
 * Quote retrieval (spec 1 §4, §5, §8): a quote this browser priced within the last 30 minutes reopens at once
 * (the retrieve-quote stamp); otherwise the customer proves who they are and the quote reopens at results.
 * A saved quote's emailed link (issue #29) asks the details it was saved with, then restores every answer and
 * goes on at the furthest step reached, or at results when the saved quote holds a price.
 */
import { assertEvent, assign, not, raise } from 'xstate';
import { initialContext, type AnyJourneyEvent } from '../core/context';
import type { CheckedSavedQuote } from '../core/types';
import { JOURNEY_TEXT } from '../core/text';
import { furthestStep } from '../wizard';
import type { JourneyContext, RestartDpaInput, RetrieveStampReading } from '../core/types';
import { namesMatch, normaliseRegistration } from '../core/formats';
import { pagePaths } from '../session';
import type { QuoteDetails } from '../core/contract';
import { core } from '../core/setup';
import { defineActions, defineGuards, known, outputOf } from '../core/define';
import { freshEntry } from './context';
import { errorTransitions, routedOrShown } from '../session';
import { byLoadedOutcome, entryGuards, entryOf, loadedQuoteActions } from './loaded-quote';
import { checkAttemptActions } from './check-attempts';

/** The quote the retrieval asks for: the one the customer named, else the one the page knew. */
function retrievalInput(context: JourneyContext): RestartDpaInput {
  const details = known(context.pendingDpa, "the customer's answers");
  return {
    quoteReference: known(context.retrieval.quoteRef, 'the quote reference'),
    surname: details.surname,
    dateOfBirth: details.dateOfBirth,
    postcode: details.postcode,
    vehicleRegistration: normaliseRegistration(known(details.registration, 'the registration')),
  };
}

/** A saved quote's answers as the journey takes them, over a fresh journey's; null when they cannot be read. */
const savedAnswersIn = (event: AnyJourneyEvent) =>
  outputOf<CheckedSavedQuote>(event)?.restored ?? null;

/** The saved quote's check: the link's reference and the details the customer gave. */
function savedQuoteInput(context: JourneyContext) {
  const details = known(context.pendingDpa, "the customer's answers");
  return {
    quoteRef: known(context.retrieval.quoteRef, 'the quote reference'),
    surname: details.surname,
    dateOfBirth: details.dateOfBirth,
    postcode: details.postcode,
  };
}

export const retrievalActions = defineActions({
  enterRetrieval: assign(({ event }) => {
    const { quoteRef, saved } = entryOf(event, 'retrieval');
    return { ...freshEntry(), retrieval: { quoteRef, saved: saved === true } };
  }),
  /** A link's own reference wins over the stamp's; the stamp names the quote when the link does not. */
  rememberStampedQuote: assign(({ context, event }) => {
    const stamp = outputOf<RetrieveStampReading | null>(event);
    return {
      retrieval: {
        ...context.retrieval,
        quoteRef: context.retrieval.quoteRef ?? stamp?.quoteRef ?? null,
      },
    };
  }),
  rememberRetrievalDetails: assign(({ context, event }) => {
    assertEvent(event, 'retrieval.submit');
    const { quoteRef, ...details } = event.details;
    return {
      pendingDpa: details,
      retrieval: {
        ...context.retrieval,
        quoteRef: quoteRef.trim().toUpperCase() || context.retrieval.quoteRef,
      },
    };
  }),
  forgetRetrievalDetails: assign({ pendingDpa: null }),
  rememberSavedQuoteDetails: assign(({ event }) => {
    assertEvent(event, 'savedQuote.submit');
    return { pendingDpa: event.details };
  }),
  /**
   * The saved answers become the journey's, over a fresh journey's (no other quote's price or payment stays),
   * and the save is remembered, so saving again renews it under the same reference.
   */
  restoreSavedAnswers: assign(({ context, event }) => {
    const saved = outputOf<CheckedSavedQuote>(event);
    const answers = savedAnswersIn(event);
    if (!saved || !answers) return {};
    const fresh = initialContext(undefined);
    return {
      quote: answers.quote,
      drafts: answers.drafts,
      vehicleLookup: answers.vehicleLookup,
      contact: answers.contact,
      result: fresh.result,
      payment: fresh.payment,
      extrasChoice: null,
      entry: { ...context.entry, email: context.entry.email ?? answers.email },
      saved: {
        quoteRef: saved.quoteRef,
        emailAddress: saved.emailAddress,
        expiresAt: saved.expiresAt,
      },
      pendingDpa: null,
    };
  }),
  /** On to the furthest step the restored answers reach, as a reload of a later step would go (spec 1 §2). */
  goToFurthestStep: raise(({ context }: { context: JourneyContext }) => ({
    type: 'route.go' as const,
    target: { kind: 'step' as const, step: furthestStep(context.quote) },
    replace: true,
  })),
});

export const retrievalGuards = defineGuards({
  /** The stamp is under 30 minutes old and is for the quote the link names, if it names one. */
  stampIsFresh: ({ context, event }) => {
    const stamp = outputOf<RetrieveStampReading | null>(event);
    if (!stamp?.fresh) return false;
    const wanted = context.retrieval.quoteRef;
    return wanted === null || wanted.toUpperCase() === stamp.quoteRef.toUpperCase();
  },
  /** The page was opened from a saved quote's emailed link. */
  isSavedQuoteLink: ({ context }) => context.retrieval.saved,
  /** The saved quote's answers are ones this journey can read. */
  savedAnswersReadable: ({ event }) => savedAnswersIn(event) !== null,
  /** The saved quote holds a price that can be bought (Quoted): it reopens at results. */
  savedQuoteIsQuoted: ({ event }) =>
    outputOf<CheckedSavedQuote>(event)?.quote?.underwritingOutcome.outcome === 'Quoted',
  /** GetQuoteDpaCheck does not know the first name: the quote it returned must carry the one given. */
  retrievedNameMatches: ({ context, event }) => {
    const details = outputOf<QuoteDetails>(event);
    return (
      details !== undefined &&
      namesMatch(details.quoteDetails.proposerDetails.firstName, context.pendingDpa?.firstName)
    );
  },
});

const part = core.extend({
  actions: { ...loadedQuoteActions, ...retrievalActions, ...checkAttemptActions },
  guards: { ...entryGuards, ...retrievalGuards },
});

export const quoteRetrieval = part.createStateConfig({
  entry: { type: 'showPath', params: { path: pagePaths.quoteRetrieval } },
  tags: ['idleTimeout'],
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isSavedQuoteLink', target: 'savedForm' }, { target: 'readingStamp' }],
    },
    readingStamp: {
      tags: ['loading'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'readRetrieveQuoteStamp',
        src: 'readRetrieveQuoteStamp',
        input: () => ({}),
        onDone: [
          { guard: 'stampIsFresh', target: 'loadingQuote', actions: 'rememberStampedQuote' },
          { target: 'form', actions: 'rememberStampedQuote' },
        ],
        onError: { target: 'form' },
      },
    },
    loadingQuote: {
      tags: ['loading'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'loadSavedQuote',
        src: 'loadSavedQuote',
        input: ({ context }) => ({
          quoteRef: known(context.retrieval.quoteRef, 'the quote reference'),
        }),
        onDone: byLoadedOutcome(['applyLoadedQuote']),
        // A quote taken up or expired since goes to its page; any other failure is the retrieval failure
        // (spec 1 §8), and the form asks for the details.
        onError: routedOrShown('form.failed', ['rememberAttemptsLeft']),
      },
    },
    form: {
      initial: 'fresh',
      states: {
        fresh: {},
        /** The details did not find the quote: the failure message with the phone number and reference. */
        failed: {},
      },
      on: {
        'retrieval.submit': { target: 'checking', actions: 'rememberRetrievalDetails' },
      },
    },
    checking: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'retrievalDpaCheck',
        src: 'retrievalDpaCheck',
        input: ({ context }) => retrievalInput(context),
        onDone: [
          {
            guard: not('retrievedNameMatches'),
            target: 'form.failed',
            actions: ['forgetRetrievalDetails', 'rememberAttemptsLeft', 'scrollToTop'],
          },
          ...byLoadedOutcome(['applyLoadedQuote']),
        ],
        onError: [
          {
            guard: 'isNotFoundError',
            target: 'form.failed',
            actions: ['rememberAttemptsLeft', 'scrollToTop'],
          },
          ...routedOrShown('form.failed', ['rememberAttemptsLeft', 'scrollToTop']),
        ],
      },
    },
    /** A saved quote's link: the details it was saved with (surname, date of birth, postcode). */
    savedForm: {
      on: {
        'savedQuote.submit': {
          target: 'resuming',
          actions: ['rememberSavedQuoteDetails', 'clearMessage'],
        },
      },
    },
    resuming: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'savedQuoteDpaCheck',
        src: 'savedQuoteDpaCheck',
        input: ({ context }) => savedQuoteInput(context),
        onDone: [
          {
            guard: not('savedAnswersReadable'),
            target: 'savedForm',
            actions: [
              'forgetRetrievalDetails',
              {
                type: 'setMessage',
                params: { part: 'entries', text: JOURNEY_TEXT.entryChecks.savedUnreadable },
              },
            ],
          },
          {
            guard: 'savedQuoteIsQuoted',
            target: '#flow.results',
            actions: ['restoreSavedAnswers', 'applySavedQuote'],
          },
          { actions: ['restoreSavedAnswers', 'goToFurthestStep'] },
        ],
        // Wrong details and an unknown reference alike, as on the quote reminder (spec 2 §2, §8).
        onError: [
          {
            guard: 'isNotFoundError',
            target: 'savedForm',
            actions: [
              'rememberAttemptsLeft',
              {
                type: 'setMessage',
                params: { part: 'entries', text: JOURNEY_TEXT.entryChecks.reminderMismatch },
              },
            ],
          },
          ...errorTransitions(),
        ],
      },
    },
  },
});
