/**
 * Returning visitors (spec 1 §4, spec 2 §2, §7): a price-comparison visitor's quote is loaded and they carry
 * on at vehicle cover; a restart, a quote reminder or a retrieval passes a data-protection check first.
 */
import { assign } from 'xstate';
import type { JourneyContext, RestartDpaInput } from '../core/types';
import type { QuotePremium } from '../core/contract';
import { normaliseRegistration } from '../core/formats';
import { pagePaths } from '../session';
import { JOURNEY_TEXT } from '../core/text';
import { core } from '../core/setup';
import { defineActions, defineGuards, known, outputOf } from '../core/define';
import { errorTransitions, routedOrShown } from '../session';
import { byLoadedOutcome, entryGuards, entryOf, loadedQuoteActions } from './loaded-quote';
import { quoteRetrieval, retrievalActions, retrievalGuards } from './retrieval';
import { checkAttemptActions } from './check-attempts';
import { freshEntry } from './context';

/** Who the customer said they are, as the checks take it: the answers the form sent. */
function identityOf(context: JourneyContext) {
  const details = known(context.pendingDpa, "the customer's answers");
  return { surname: details.surname, dateOfBirth: details.dateOfBirth, postcode: details.postcode };
}

function restartDpaInput(context: JourneyContext): RestartDpaInput {
  return {
    quoteReference: known(context.restart.quoteRef, 'the policy reference'),
    ...identityOf(context),
    vehicleRegistration: normaliseRegistration(
      known(context.pendingDpa?.registration, 'the registration'),
    ),
  };
}

function reminderInput(context: JourneyContext) {
  return {
    quoteRef: known(context.reminder.quoteRef, 'the quote reference'),
    ...identityOf(context),
  };
}

const entryActions = defineActions({
  enterAggregator: assign(({ event }) => {
    const { token, quoteRef, partner } = entryOf(event, 'aggregator');
    return {
      ...freshEntry(),
      aggregator: {
        token,
        quoteRef,
        expiryDate: null,
        licenceNumberRequired: false,
        partner: partner ?? null,
      },
    };
  }),
  enterRestart: assign(({ event }) => ({
    ...freshEntry(),
    restart: { quoteRef: entryOf(event, 'restart').quoteRef, premium: null },
  })),
  enterReminder: assign(({ event }) => ({
    ...freshEntry(),
    reminder: { quoteRef: entryOf(event, 'reminder').quoteRef },
  })),
  startAggregatorLoad: assign(({ context }) => ({
    quote: { ...context.quote, aggLoading: true },
  })),
  payByCardAfterRestart: assign(({ context }) => ({
    payment: { ...context.payment, selectedPaymentMethod: 'CARD_PAYMENT' as const },
  })),
  storeRestartPremium: assign(({ context, event }) => ({
    restart: {
      ...context.restart,
      premium: outputOf<QuotePremium>(event)?.premium ?? null,
    },
  })),
  restartPremiumFailed: assign(({ context }) => ({
    restart: { ...context.restart, premium: null },
  })),
});

const reminderGuards = defineGuards({
  /** The reminder email's link named the quote (spec 2 §2 Quote reminder form). */
  remindedOfAQuote: ({ context }) => context.reminder.quoteRef !== null,
});

const actions = {
  ...loadedQuoteActions,
  ...entryActions,
  ...retrievalActions,
  ...checkAttemptActions,
};
const guards = { ...entryGuards, ...retrievalGuards, ...reminderGuards };
const part = core.extend({ actions, guards });

/** A price-comparison visitor: load the aggregator's quote and continue at step 7 (spec 1 §4). */
const aggregator = part.createStateConfig({
  tags: ['loading'],
  entry: [
    'startAggregatorLoad',
    { type: 'showPath', params: { path: pagePaths.aggregatorResults } },
  ],
  on: { 'route.changed': { actions: 'keepLocation' } },
  invoke: {
    id: 'loadAggregatorQuote',
    src: 'loadAggregatorQuote',
    input: ({ context }) => {
      const link = known(context.aggregator, 'the comparison site link');
      return { token: link.token, quoteRef: link.quoteRef };
    },
    onDone: {
      target: '#flow.wizard.vehicleCover',
      actions: ['applyLoadedQuote', 'replaceHistory'],
      meta: { requirements: ['spec 2 §4 Restart'] },
    },
    onError: errorTransitions().map((transition) => ({
      ...transition,
      actions: ['stopAggregatorLoading', ...transition.actions] as const,
    })),
  },
});

/** The restart's check failed: the page says so above the form, with the attempts left (spec 2 §2, §4). */
const policyNotFound = [
  'rememberAttemptsLeft',
  {
    type: 'setMessage',
    params: { part: 'entries', text: JOURNEY_TEXT.entryChecks.restartNotFound },
  },
  'scrollToTop',
] as const;

/** Restart of a lapsed policy: premium, data-protection check, then its 30-day quote (spec 2 §2 and §4). */
const restart = part.createStateConfig({
  entry: [
    { type: 'showPath', params: { path: pagePaths.restartPolicy } },
    {
      type: 'recordRestartVisit',
      params: ({ context }) => ({ quoteRef: context.restart.quoteRef, kind: 'dpaVisit' as const }),
    },
  ],
  tags: ['idleTimeout'],
  meta: { requirements: ['spec 2 §2 Restart landing (DPA) screen', 'spec 2 §4 Restart'] },
  initial: 'loadingPremium',
  states: {
    loadingPremium: {
      tags: ['loading'],
      entry: 'stopAggregatorLoading',
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'loadRestartPremium',
        src: 'loadRestartPremium',
        input: ({ context }) => ({
          quoteRef: known(context.restart.quoteRef, 'the policy reference'),
        }),
        onDone: { target: 'checkingDetails', actions: 'storeRestartPremium' },
        // spec 2 §8: the codes the shared table knows go to their pages; any other failure opens the modal.
        onError: routedOrShown('premiumProblem', ['restartPremiumFailed']),
      },
    },
    /** The price could not be shown: a modal says so; the check itself is still offered behind it. */
    premiumProblem: {
      on: { 'restart.closeProblem': 'checkingDetails' },
    },
    checkingDetails: {
      initial: 'form',
      states: {
        form: {
          on: {
            'restart.submit': {
              target: 'checking',
              actions: ['rememberDpaDetails', 'clearMessage'],
            },
          },
        },
        checking: {
          tags: ['overlay'],
          on: { 'route.changed': { actions: 'keepLocation' } },
          invoke: {
            id: 'restartDpaCheck',
            src: 'restartDpaCheck',
            input: ({ context }) => restartDpaInput(context),
            onDone: byLoadedOutcome(['applyLoadedQuote', 'payByCardAfterRestart']),
            // spec 2 §2, §8: any failure of the check says the policy was not found, the answers kept; only
            // the codes the shared table routes (a locked or expired quote) go to their pages. Details that
            // match no policy are the customer's mistake, not reported.
            onError: [
              { guard: 'isNotFoundError', target: 'form', actions: policyNotFound },
              ...routedOrShown('form', policyNotFound),
            ],
          },
        },
      },
    },
  },
});

/** Quote reminder: the customer proves who they are, then sees their quote (spec 2 §2). */
const reminder = part.createStateConfig({
  entry: [{ type: 'showPath', params: { path: pagePaths.yourQuoteDetails } }],
  tags: ['idleTimeout'],
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'remindedOfAQuote', target: 'form' }, { target: 'noReference' }],
    },
    /** Opened without the email's quote reference: the page says it needs the link and offers the ways on. */
    noReference: {},
    form: {
      on: {
        'reminder.submit': { target: 'checking', actions: ['rememberDpaDetails', 'clearMessage'] },
      },
    },
    checking: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'reminderDpaCheck',
        src: 'reminderDpaCheck',
        input: ({ context }) => reminderInput(context),
        onDone: byLoadedOutcome(['applyLoadedQuote']),
        onError: [
          {
            guard: 'isNotFoundError',
            target: 'form',
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

/** The router's moves into an entry: the URL names it, with its token or reference. */
const routeIn = (
  [
    ['aggregator', '#flow.aggregator', 'enterAggregator'],
    ['restart', '#flow.restart', 'enterRestart'],
    ['reminder', '#flow.reminder', 'enterReminder'],
    ['retrieval', '#flow.quoteRetrieval', 'enterRetrieval'],
  ] as const
).map(([entry, target, enter]) => ({
  guard: { type: 'goesToEntry' as const, params: { entry } },
  target,
  actions: enter,
}));

export const entries = {
  actions,
  guards,
  states: { aggregator, restart, reminder, quoteRetrieval },
  routeIn,
};
