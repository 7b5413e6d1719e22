/**
 * Quote retrieval (spec 1 §4, §5, §8): a quote this browser priced within the last 30 minutes reopens at once
 * (the retrieve-quote stamp); otherwise the customer proves who they are and the quote reopens at results.
 */
import { assertEvent, assign, not } from 'xstate';
import type { JourneyContext, RestartDpaInput, RetrieveStampReading } from '../core/types';
import { namesMatch, normaliseRegistration } from '../core/formats';
import { pagePaths } from '../session';
import type { QuoteDetails } from '../core/contract';
import { core } from '../core/setup';
import { defineActions, defineGuards, known, outputOf } from '../core/define';
import { freshEntry } from './context';
import { routedOrShown } from '../session';
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

export const retrievalActions = defineActions({
  enterRetrieval: assign(({ event }) => ({
    ...freshEntry(),
    retrieval: { quoteRef: entryOf(event, 'retrieval').quoteRef },
  })),
  /** A link's own reference wins over the stamp's; the stamp names the quote when the link does not. */
  rememberStampedQuote: assign(({ context, event }) => {
    const stamp = outputOf<RetrieveStampReading | null>(event);
    return { retrieval: { quoteRef: context.retrieval.quoteRef ?? stamp?.quoteRef ?? null } };
  }),
  rememberRetrievalDetails: assign(({ context, event }) => {
    assertEvent(event, 'retrieval.submit');
    const { quoteRef, ...details } = event.details;
    return {
      pendingDpa: details,
      retrieval: { quoteRef: quoteRef.trim().toUpperCase() || context.retrieval.quoteRef },
    };
  }),
  forgetRetrievalDetails: assign({ pendingDpa: null }),
});

export const retrievalGuards = defineGuards({
  /** The stamp is under 30 minutes old and is for the quote the link names, if it names one. */
  stampIsFresh: ({ context, event }) => {
    const stamp = outputOf<RetrieveStampReading | null>(event);
    if (!stamp?.fresh) return false;
    const wanted = context.retrieval.quoteRef;
    return wanted === null || wanted.toUpperCase() === stamp.quoteRef.toUpperCase();
  },
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
  initial: 'readingStamp',
  states: {
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
  },
});
