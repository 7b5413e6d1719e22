/**
 * Quoting and results (spec 2 §2 to §4): the price is fetched, the results page offers the options, the
 * no-claims-discount protection and a registration update, and Buy Now leads to payment.
 */
import { assertEvent, assign } from 'xstate';
import type { JourneyContext } from '../core/types';
import { normaliseRegistration } from '../core/formats';
import { isUnder18AtCoverStart } from '../core/ages';
import { BRAND_RULES } from '../core/brand';
import {
  applyRenewalChoice,
  brandOptsUnder18sOut,
  collectionOptionFor,
  defaultRenewalOptOut,
  paymentMethodsOffered,
  resetForThirtyDayQuote,
  withOnlyPaymentMethodChosen,
  selectOption,
} from './rules';
import { pagePaths, RESTART_RESULTS_PATH } from '../session';
import type { SetVehicleRegistrationResult } from '../core/contract';
import { JOURNEY_TEXT } from '../core/text';
import { core, locationAt, paymentDateInput } from '../core/setup';
import { defineActions, defineGuards, noMessages, known, outputOf } from '../core/define';
import { errorTransitions, routedOrShown } from '../session';
import { failureActions, paymentDateGuards } from './credit-documents';
import { buyNow, buyNowActions, buyNowGuards, submitBuyNow, thirtyDayQuote } from './buy-now';
import { applyOptionIds, applyRerate } from './prices';
import { quoting, quotingActions, quotingGuards } from './quoting';
import { durationPanel } from './duration-panel';
import { extrasChart } from './extras-chart';

type Update = Partial<JourneyContext>;

const withRegistration = (context: JourneyContext, registration: string) => ({
  ...context.quote,
  vehicleDetails: { ...context.quote.vehicleDetails, registration },
});

function applyRegistration(
  context: JourneyContext,
  response: SetVehicleRegistrationResult,
): Update {
  const quote = withRegistration(context, response.vehicleRegistration);
  return { quote, ...applyOptionIds({ ...context, quote }, response), messages: noMessages() };
}

/** A registration change that re-priced a quote not yet fully priced replaces its outcome (spec 2 §4). */
function applyRegistrationRerate(
  context: JourneyContext,
  response: SetVehicleRegistrationResult,
): Update {
  if (!response.underwritingOutcome) return applyRegistration(context, response);
  const rerated = applyRerate(context, {
    hasPriceChanged: true,
    underwritingOutcome: response.underwritingOutcome,
  });
  return {
    ...rerated,
    quote: withRegistration(context, response.vehicleRegistration),
    messages: noMessages(),
  };
}

const optionsOf = (context: JourneyContext) =>
  context.result.underwritingOutcome?.underwrittenOptions ?? [];

const resultActions = defineActions({
  saveRetrieveQuoteStamp: (_, _params: { quoteRef: string | null }) => undefined,
  /** Price-comparison visitors and restarts see their results at their own addresses (spec 2 §2). */
  showResultsPath: assign(({ context }) =>
    locationAt(
      context,
      context.aggregator
        ? pagePaths.aggregatorResults
        : context.restart.quoteRef
          ? RESTART_RESULTS_PATH
          : pagePaths.results,
    ),
  ),
  markResultsComplete: assign(({ context }) => ({
    quote: {
      ...context.quote,
      completedSteps: { ...context.quote.completedSteps, results: true },
    },
  })),
  selectDefaultOption: assign(({ context }) => {
    const selection = selectOption(optionsOf(context), context.result.selectedOption);
    return {
      result: { ...context.result, selectedOption: selection.selectedOption },
      payment: { ...context.payment, allowableOptions: selection.allowableOptions },
    };
  }),
  /**
   * spec 2 §4: a 30-day quote resets the payment to Direct Debit and clears its flag; the renewal opt-out
   * takes its default (docs/decisions/0004-results-readings.md); a price with no alternative is chosen.
   */
  preparePayment: assign(({ context }) => {
    const { proposerDetails, coverDetails } = context.quote;
    const renewalOptOut = defaultRenewalOptOut({
      isUnder18: isUnder18AtCoverStart(proposerDetails.dateOfBirth, coverDetails.effectiveFrom),
      brandForcesOptOut: brandOptsUnder18sOut(BRAND_RULES),
      stored: context.payment.renewalOptOut,
    });
    const option = context.result.selectedOption;
    return {
      payment: {
        ...withOnlyPaymentMethodChosen(resetForThirtyDayQuote(context.payment, option), option),
        renewalOptOut,
        automaticRenewal: !renewalOptOut,
      },
    };
  }),
  saveResultsDraft: assign(({ context, event }) => {
    assertEvent(event, 'results.draft');
    return { drafts: { ...context.drafts, results: event.values } };
  }),
  /** The quote summary's Change control: back to vehicle details, step 1 (spec 2 §2). */
  changeFromQuoteSummary: assign(({ context }) => ({ quote: { ...context.quote, activeStep: 1 } })),
  rememberNcdProtection: assign(({ context, event }) => {
    assertEvent(event, 'results.toggleNcdProtection');
    return {
      quote: {
        ...context.quote,
        coverDetails: { ...context.quote.coverDetails, protectNoClaimsDiscount: event.protect },
      },
    };
  }),
  /** The price did not change: the toggle shows what the quote is priced with again. */
  revertNcdProtection: assign(({ context }) => ({
    quote: {
      ...context.quote,
      coverDetails: {
        ...context.quote.coverDetails,
        protectNoClaimsDiscount: !context.quote.coverDetails.protectNoClaimsDiscount,
      },
    },
  })),
  selectPaymentMethod: assign(({ context, event }) => {
    assertEvent(event, 'results.selectPaymentMethod');
    const option = context.result.selectedOption;
    return {
      payment: {
        ...context.payment,
        selectedPaymentMethod: event.method,
        selectedPaymentOption: option ? collectionOptionFor(option, event.method) : null,
      },
    };
  }),
  setRenewal: assign(({ context, event }) => {
    assertEvent(event, 'results.setRenewal');
    return { payment: { ...context.payment, ...applyRenewalChoice(event.choice) } };
  }),
  changeFromSummary: assign(({ context }) => ({ quote: { ...context.quote, activeStep: 7 } })),
  applyRegistration: assign(({ context, event }) => {
    const response = outputOf<SetVehicleRegistrationResult>(event);
    return response ? applyRegistration(context, response) : {};
  }),
  applyRegistrationRerate: assign(({ context, event }) => {
    const response = outputOf<SetVehicleRegistrationResult>(event);
    return response ? applyRegistrationRerate(context, response) : {};
  }),
});

const resultGuards = defineGuards({
  /** Only a price the page offers can be chosen: a 30-day quote, a restart's, is paid by card (spec 2 §2). */
  offersPaymentMethod: ({ context, event }) => {
    assertEvent(event, 'results.selectPaymentMethod');
    return paymentMethodsOffered(context.result.selectedOption).includes(event.method);
  },
  registrationRerated: ({ context, event }) =>
    outputOf<SetVehicleRegistrationResult>(event)?.underwritingOutcome !== undefined &&
    !context.result.isLatestFullyPricedQuote,
});

const actions = {
  ...quotingActions,
  ...resultActions,
  ...buyNowActions,
  ...failureActions,
  ...durationPanel.actions,
  ...extrasChart.actions,
};
const guards = {
  ...quotingGuards,
  ...resultGuards,
  ...buyNowGuards,
  ...paymentDateGuards,
  ...extrasChart.guards,
};
const part = core.extend({ actions, guards });

const results = part.createStateConfig({
  entry: [
    'showResultsPath',
    // spec 2 §4 Restart: tracked on the first entry only, not on a return (say after the thirty-day offer).
    {
      type: 'trackResultsViewed',
      params: ({ context }) => ({ repeat: context.quote.completedSteps.results }),
    },
    'markResultsComplete',
    'selectDefaultOption',
    'forgetFailedCreditDocument',
    'preparePayment',
    {
      type: 'saveRetrieveQuoteStamp',
      params: ({ context }) => ({ quoteRef: context.result.quoteRef }),
    },
    {
      type: 'recordRestartVisit',
      params: ({ context }) => ({
        quoteRef: context.restart.quoteRef,
        kind: 'quoteViewed' as const,
      }),
    },
  ],
  tags: ['idleTimeout'],
  initial: 'ready',
  on: { 'results.draft': { actions: 'saveResultsDraft' } },
  states: {
    ready: {
      meta: { requirements: ['spec 2 §4 Result selection'] },
      on: {
        'results.selectPaymentMethod': {
          guard: 'offersPaymentMethod',
          actions: ['selectPaymentMethod', 'clearMessage'],
        },
        'results.setRenewal': { actions: 'setRenewal' },
        'results.toggleNcdProtection': { target: 'updatingNcd', actions: 'rememberNcdProtection' },
        'results.updateRegistration': { target: 'updatingRegistration' },
        // The credit documents themselves are made beside the page (credit-documents.ts).
        'results.downloadCreditDocument': {
          guard: 'needsPaymentDate',
          target: 'loadingPaymentDate',
        },
        'results.change': {
          target: '#flow.wizard.vehicleCover',
          actions: 'changeFromSummary',
          meta: { requirements: ['spec 2 §2 Navigation rules'] },
        },
        'results.changeVehicle': {
          target: '#flow.wizard.vehicleDetails',
          actions: 'changeFromQuoteSummary',
          meta: { requirements: ['spec 2 §2 Navigation rules'] },
        },
        'buyNow.submit': submitBuyNow,
        // spec 2 §1, §9: the optional extras (extras-chart.ts).
        ...extrasChart.onReady,
      },
    },
    /**
     * The credit agreement commences on the first payment date (spec 2 §2 Acceptance block), asked for when the
     * customer downloads it, which waits for the answer (credit-documents.ts). Without it the agreement says so
     * in words, so a failure is only reported.
     */
    loadingPaymentDate: {
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'loadPaymentDate',
        src: 'loadPaymentDate',
        input: ({ context }) => paymentDateInput(context),
        onDone: { target: 'ready', actions: 'storePaymentDate' },
        onError: {
          target: 'ready',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    updatingNcd: {
      tags: ['overlay'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'updateNoClaimsProtection',
        src: 'updateNoClaimsProtection',
        input: ({ context, event }) => {
          assertEvent(event, 'results.toggleNcdProtection');
          return {
            quoteRef: known(context.result.quoteRef, 'the quote reference'),
            protect: event.protect,
          };
        },
        onDone: { target: 'ready', actions: ['storeRepricedQuote', 'selectDefaultOption'] },
        onError: errorTransitions({ target: '#flow.results.ready', part: 'results' }).map(
          (transition) => ({
            ...transition,
            actions: ['revertNcdProtection', ...transition.actions],
          }),
        ),
      },
    },
    updatingRegistration: {
      tags: ['overlay'],
      meta: { requirements: ['spec 2 §4 Vehicle registration update'] },
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'setVehicleRegistration',
        src: 'setVehicleRegistration',
        input: ({ context, event }) => {
          assertEvent(event, 'results.updateRegistration');
          return {
            quoteRef: known(context.result.quoteRef, 'the quote reference'),
            registration: normaliseRegistration(event.registration),
          };
        },
        onDone: [
          {
            guard: 'registrationRerated',
            target: 'ready',
            actions: ['applyRegistrationRerate', 'scrollToTop', 'announceRerate'],
          },
          { target: 'ready', actions: 'applyRegistration' },
        ],
        onError: routedOrShown('ready', [
          {
            type: 'setMessage',
            params: {
              part: 'results',
              text: JOURNEY_TEXT.results.registrationUpdateFailed,
              field: 'registration',
            },
          },
        ]),
      },
    },
    buyNow,
    repricingExtras: extrasChart.states.repricingExtras,
  },
});

export const quotingAndResults = {
  actions,
  guards,
  states: {
    quoting: part.createStateConfig(quoting),
    policySelection: durationPanel.states.policySelection,
    results,
    thirtyDayQuote: part.createStateConfig(thirtyDayQuote),
  },
};
