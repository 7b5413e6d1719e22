/**
 * The journey's vocabulary: context, events, the services it invokes (by name, provided at app start),
 * its guards and its actions. Region files build their states from `journeySetup`.
 */
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type {
  CardPaymentInput,
  CardPaymentOutput,
  ContactForm,
  DpaForm,
  JourneyContext,
  JourneyInput,
  PageMessage,
  RateQuoteInput,
} from './journey.types';
import { resolveRoute, type PageId } from './rules/routing';
import { completeStep } from './rules/step-answers';
import { previousStep, nextStep, type StepId } from './rules/wizard-navigation';
import {
  routeForServerCode,
  errorCodeOf,
  RERATE_TOAST,
  TOAST_DURATION_MS,
} from './rules/error-routing';
import {
  applyRenewalChoice,
  collectionOptionFor,
  isPurchasable,
  resetForThirtyDayQuote,
  selectOption,
} from './rules/results';
import { mergeLoadedQuote } from './rules/aggregator-merge';
import * as updates from './journey.updates';
import {
  emptyAddressLookup,
  factsOf,
  initialContext,
  IDLE_TIMEOUT_MS,
  type AnyJourneyEvent,
  type JourneyEmitted,
} from './journey.context';

export { IDLE_TIMEOUT_MS, initialContext, stepPath } from './journey.context';
export type { AnyJourneyEvent, InternalEvent, JourneyEmitted } from './journey.context';
import type {
  BankDetailsCheckResult,
  QuoteDetails,
  QuotePremium,
  QuoteResult,
  SetVehicleRegistrationResult,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
  VehicleLookupResult,
  GenerateQuoteRequest,
  QuoteOutcome,
  AddressSearchItem,
  FullAddress,
} from './state/contract';
import type { CompletedStepKey } from './state/journey-state';
import type { ReferenceData } from './types/reference-data';

/** The output of a done event, typed by the caller (each invoke's onDone knows its actor). */
function outputOf<T>(event: { type: string; output?: T } | { type: string }): T | undefined {
  return 'output' in event ? event.output : undefined;
}

function errorMessageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'The quote form could not be loaded.';
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} service is not provided`));

const message = (text: string, field?: string): PageMessage =>
  field === undefined ? { kind: 'error', message: text } : { kind: 'error', message: text, field };

/** The type of the machine's input; every field is optional. */
const noInput: JourneyInput = {};

export const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as AnyJourneyEvent,
    input: noInput,
    emitted: {} as JourneyEmitted,
    tags: {} as 'loading' | 'overlay' | 'idleTimeout',
  },
  actors: {
    loadReferenceData: fromPromise<ReferenceData>(notProvided('loadReferenceData')),
    lookupVehicle: fromPromise<VehicleLookupResult, { registration: string }>(
      notProvided('lookupVehicle'),
    ),
    searchAddresses: fromPromise<AddressSearchItem[], { postcode: string; houseNumber?: string }>(
      notProvided('searchAddresses'),
    ),
    getAddressById: fromPromise<FullAddress, { addressId: string }>(notProvided('getAddressById')),
    generateQuote: fromPromise<QuoteResult, GenerateQuoteRequest>(notProvided('generateQuote')),
    rateExistingQuote: fromPromise<QuoteResult, RateQuoteInput>(notProvided('rateExistingQuote')),
    updateNoClaimsProtection: fromPromise<QuoteResult, { quoteRef: string; protect: boolean }>(
      notProvided('updateNoClaimsProtection'),
    ),
    setVehicleRegistration: fromPromise<
      SetVehicleRegistrationResult,
      { quoteRef: string; registration: string }
    >(notProvided('setVehicleRegistration')),
    saveContactPreferences: fromPromise<
      UpdateContactPreferencesResult,
      UpdateContactPreferencesRequest
    >(notProvided('saveContactPreferences')),
    payByCard: fromPromise<CardPaymentOutput, CardPaymentInput>(notProvided('payByCard')),
    checkBankDetails: fromPromise<
      BankDetailsCheckResult,
      { sortCode: string; accountNumber: string }
    >(notProvided('checkBankDetails')),
    takeUpQuote: fromPromise<TakeUpQuoteResult, TakeUpQuoteRequest>(notProvided('takeUpQuote')),
    loadAggregatorQuote: fromPromise<QuoteDetails, { token: string; quoteRef: string }>(
      notProvided('loadAggregatorQuote'),
    ),
    loadRestartPremium: fromPromise<QuotePremium, { quoteRef: string }>(
      notProvided('loadRestartPremium'),
    ),
    restartDpaCheck: fromPromise<
      QuoteDetails,
      {
        quoteReference: string;
        surname: string;
        dateOfBirth: string;
        postcode: string;
        vehicleRegistration: string;
      }
    >(notProvided('restartDpaCheck')),
    reminderDpaCheck: fromPromise<QuoteDetails, DpaForm & { quoteRef: string }>(
      notProvided('reminderDpaCheck'),
    ),
  },
  delays: { IDLE_TIMEOUT: IDLE_TIMEOUT_MS },
  guards: {
    /** The error carries a server code that the shared table sends to `page` (spec 2 §4). */
    errorRoutesTo: ({ event }, params: { page: string }) => {
      const route = routeForServerCode(errorCodeOf((event as { error?: unknown }).error));
      return route.kind === 'page' && route.page === params.page;
    },
    isInlinePaymentError: ({ event }) =>
      routeForServerCode(errorCodeOf((event as { error?: unknown }).error)).kind === 'inline',
    isNotFoundError: ({ event }) =>
      (event as { error?: { kind?: unknown } }).error?.kind === 'notFound',
    goesToStep: ({ event }, params: { step: StepId }) =>
      event.type === 'route.go' &&
      event.target.kind === 'step' &&
      event.target.step === params.step,
    goesToPage: ({ event }, params: { page: PageId }) =>
      event.type === 'route.go' &&
      event.target.kind === 'page' &&
      event.target.page === params.page,
    goesToEntry: ({ event }, params: { entry: 'aggregator' | 'restart' | 'reminder' }) =>
      event.type === 'route.go' &&
      event.target.kind === 'entry' &&
      event.target.entry.kind === params.entry,
    isAnswerFor: ({ event }, params: { step: StepId }) =>
      event.type === 'wizard.next' && event.step === params.step,
    isPastFirstStep: ({ context }) => context.quote.activeStep > 1,
    isListedAddress: ({ context, event }) =>
      event.type === 'address.choose' &&
      context.addressLookup.results.some((item) => item.itemId === event.itemId),
    hasVehicleFor: ({ context, event }, params: { step: StepId }) =>
      event.type === 'wizard.next' &&
      event.step === params.step &&
      context.vehicleLookup.vehicleInfo !== null &&
      context.vehicleLookup.problem === null,
    isMotorcycle: ({ event }) => outputOf<VehicleLookupResult>(event)?.isMotorCycle === true,
    isCommercialVehicle: ({ event }) =>
      outputOf<VehicleLookupResult>(event)?.isCommercialVehicle === true,
    canTransfer: ({ context }) => !context.entry.isMobileApp,
    canReuseQuote: ({ context }) =>
      context.result.quoteRef !== null &&
      !context.quote.hasRiskDataChanged &&
      isPurchasable(context.result.outcome),
    hasQuoteToRerate: ({ context }) =>
      context.result.quoteRef !== null && context.quote.hasRiskDataChanged,
    outcomeIs: ({ event }, params: { outcome: QuoteOutcome }) =>
      outputOf<QuoteResult>(event)?.underwritingOutcome.outcome === params.outcome,
    hasNoPaymentMethod: ({ context }) => context.payment.selectedPaymentMethod === null,
    priceChangedOnUnpricedQuote: ({ context, event }) =>
      outputOf<UpdateContactPreferencesResult>(event)?.hasPriceChanged === true &&
      !context.result.isLatestFullyPricedQuote,
    optionIdMissing: ({ event }) => !outputOf<UpdateContactPreferencesResult>(event)?.optionId,
    responseIdMissing: ({ event }) =>
      !outputOf<UpdateContactPreferencesResult>(event)?.underwritingOutcomeResponseId,
    thirtyDayQuoteOffered: ({ event }) =>
      Boolean(outputOf<UpdateContactPreferencesResult>(event)?.thirtyDayQuoteDetails?.quoteRef),
    paysByCard: ({ context }) => context.payment.selectedPaymentMethod === 'CARD_PAYMENT',
    registrationRerated: ({ context, event }) =>
      outputOf<SetVehicleRegistrationResult>(event)?.underwritingOutcome !== undefined &&
      !context.result.isLatestFullyPricedQuote,
    bankAccountValid: ({ event }) => outputOf<BankDetailsCheckResult>(event)?.isValid === true,
    isRestartQuote: ({ context }) =>
      context.restart.quoteRef !== null && context.restart.quoteRef === context.result.quoteRef,
    isNewerElsewhere: ({ context, event }) =>
      event.type === 'sync.external' && event.snapshot.revision > context.revision,
  },
  actions: {
    /** Effects supplied at app start (storage, analytics, error reporting, API calls whose failure is only logged). */
    saveRetrieveQuoteStamp: (_, _params: { quoteRef: string | null }) => undefined,
    trackPageView: (_, _params: { page: string }) => undefined,
    reportError: (_, _params: { error: unknown }) => undefined,
    recordRestartVisit: (
      _,
      _params: { quoteRef: string | null; kind: 'dpaVisit' | 'quoteViewed' },
    ) => undefined,
    markRestartTakenUp: (_, _params: { quoteRef: string | null }) => undefined,

    showPath: assign(({ context }, params: { path: string }) => ({
      location: { path: params.path, replace: context.replaceNext },
      replaceNext: false,
    })),
    replaceHistory: assign({ replaceNext: true }),
    /** The router must put the browser back on the journey's current path. */
    keepLocation: assign(({ context }) => ({ location: { ...context.location, replace: true } })),
    clearMessage: assign({ message: null }),
    setMessage: assign((_, params: { text: string; field?: string }) => ({
      message: message(params.text, params.field),
    })),
    scrollToTop: emit({ type: 'scrollToTop' }),
    decideRoute: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'route.changed') return;
      const decision = resolveRoute(
        { pathname: event.pathname, search: event.search },
        event.navigationType,
        factsOf(context),
      );
      if (decision.target.kind === 'stay') {
        if (decision.replace) enqueue.assign({ location: { ...context.location, replace: true } });
        return;
      }
      enqueue.raise({ type: 'route.go', target: decision.target, replace: decision.replace });
    }),
    markReplace: assign(({ event }) => ({
      replaceNext: event.type === 'route.go' && event.replace,
    })),
    completeStep: assign(({ context, event }) => {
      if (event.type !== 'wizard.next') return {};
      const drafts = Object.fromEntries(
        Object.entries(context.drafts).filter(([step]) => step !== event.step),
      );
      return {
        quote: updates.withSpamFlag(
          completeStep(context.quote, event.step, event.answers),
          event.spam === true,
        ),
        drafts,
        message: null,
      };
    }),
    goToNextStep: raise(({ context, event }) => {
      const step = event.type === 'wizard.next' ? event.step : 'vehicleDetails';
      const next = nextStep(step, context.quote);
      return next === null
        ? {
            type: 'route.go' as const,
            target: { kind: 'page' as const, page: 'home' as const },
            replace: false,
          }
        : {
            type: 'route.go' as const,
            target: { kind: 'step' as const, step: next },
            replace: false,
          };
    }),
    goToPreviousStep: raise(({ context }, params: { step: StepId }) => {
      const previous = previousStep(params.step, context.quote);
      return {
        type: 'route.go' as const,
        target:
          previous === null
            ? { kind: 'page' as const, page: 'home' as const }
            : { kind: 'step' as const, step: previous },
        replace: false,
      };
    }),
    saveDraft: assign(({ context, event }) => {
      if (event.type !== 'wizard.draft') return {};
      return { drafts: { ...context.drafts, [event.step]: event.values } };
    }),
    rememberContact: assign(({ event }) => ({
      pendingContact: event.type === 'buyNow.submit' ? event.contact : null,
    })),
    clearBootError: assign({ bootError: null }),
    storeReferenceData: assign(({ event }) => ({
      referenceData: outputOf<ReferenceData>(event) ?? null,
    })),
    storeBootError: assign(({ event }) => ({
      bootError: errorMessageOf((event as { error?: unknown }).error),
    })),
    routeEntryUrl: raise(({ context }) => {
      const url = new URL(context.entryUrl || '/', 'http://localhost');
      return {
        type: 'route.changed' as const,
        pathname: url.pathname,
        search: url.search,
        navigationType: 'PUSH' as const,
      };
    }),
    markCompleted: assign(({ context }, params: { step: CompletedStepKey }) => ({
      quote: {
        ...context.quote,
        completedSteps: { ...context.quote.completedSteps, [params.step]: true },
      },
    })),
    showServerErrorMessage: assign(({ event }) => {
      const route = routeForServerCode(errorCodeOf((event as { error?: unknown }).error));
      return { message: route.kind === 'inline' ? message(route.message) : null };
    }),

    startAddressSearch: assign(({ event }) => {
      if (event.type !== 'address.search') return {};
      return {
        addressLookup: {
          ...emptyAddressLookup(),
          target: event.target,
          postcode: event.postcode.trim().toUpperCase(),
          houseNumber: event.houseNumber?.trim() ?? '',
        },
      };
    }),
    storeAddressResults: assign(({ context, event }) => ({
      addressLookup: {
        ...context.addressLookup,
        results: outputOf<AddressSearchItem[]>(event) ?? [],
      },
    })),
    noAddressesFound: assign(({ context }) => ({
      addressLookup: {
        ...context.addressLookup,
        results: [],
        problem: 'notFound' as const,
        message: `We could not find any addresses for ${context.addressLookup.postcode}. Please check the postcode or enter your address manually.`,
      },
    })),
    addressSearchFailed: assign(({ context }) => ({
      addressLookup: {
        ...context.addressLookup,
        results: [],
        problem: 'searchFailed' as const,
        message: 'There was a problem searching, please enter your address below',
      },
    })),
    startAddressChoice: assign(({ context, event }) => {
      if (event.type !== 'address.choose') return {};
      return {
        addressLookup: {
          ...context.addressLookup,
          target: event.target,
          chosen: null,
          problem: null,
          message: null,
        },
      };
    }),
    storeChosenAddress: assign(({ context, event }) => ({
      addressLookup: { ...context.addressLookup, chosen: outputOf<FullAddress>(event) ?? null },
    })),
    addressFetchFailed: assign(({ context }) => ({
      addressLookup: {
        ...context.addressLookup,
        chosen: null,
        problem: 'fetchFailed' as const,
        message: 'Error fetching address',
      },
    })),
    clearAddressLookup: assign({ addressLookup: emptyAddressLookup() }),
    startVehicleLookup: assign(({ context, event }) => {
      if (event.type !== 'vehicle.lookup') return {};
      return {
        quote: {
          ...context.quote,
          vehicleDetails: {
            ...context.quote.vehicleDetails,
            registration: event.registration.trim().toUpperCase(),
          },
        },
        vehicleLookup: { ...context.vehicleLookup, problem: null },
        message: null,
      };
    }),
    storeVehicle: assign(({ context, event }) => {
      const lookup = outputOf<VehicleLookupResult>(event);
      return lookup ? updates.storeVehicle(context, lookup) : {};
    }),
    refuseMotorcycle: assign(({ context }) => ({
      vehicleLookup: {
        ...context.vehicleLookup,
        vehicleInfo: null,
        problem: 'motorcycle' as const,
      },
      message: message(
        'Motorcycles, mopeds or scooters not insurable on this policy.',
        'registration',
      ),
    })),
    refuseWrongType: assign(({ context, event }) => ({
      vehicleLookup: {
        ...context.vehicleLookup,
        isCommercialVehicle: true,
        vehicleInfo: outputOf<VehicleLookupResult>(event)?.vehicleInfo ?? null,
        problem: 'wrongType' as const,
      },
    })),
    vehicleNotFound: assign(({ context }) => ({
      vehicleLookup: { ...context.vehicleLookup, vehicleInfo: null, problem: 'notFound' as const },
      message: message('We are unable to find your vehicle.', 'registration'),
    })),
    vehicleLookupFailed: assign(({ context }) => ({
      vehicleLookup: { ...context.vehicleLookup, vehicleInfo: null, problem: 'failed' as const },
      message: message(
        'We could not look up your vehicle just now. Please try again.',
        'registration',
      ),
    })),
    forgetVehicle: assign(({ context }) => ({
      vehicleLookup: {
        isCommercialVehicle: false,
        isMotorCycle: false,
        vehicleInfo: null,
        problem: null,
      },
      quote: {
        ...context.quote,
        vehicleDetails: { ...context.quote.vehicleDetails, registration: '' },
      },
    })),
    transferToOtherJourney: emit(({ context }) => ({
      type: 'transfer' as const,
      registration: context.quote.vehicleDetails.registration,
    })),

    storeQuoteResult: assign(({ context, event }) => {
      const priced = outputOf<QuoteResult>(event);
      return priced ? updates.fromQuoteResult(context, priced) : {};
    }),
    showResultsPath: assign(({ context }) => ({
      location: {
        path: context.aggregator
          ? '/pcw-result'
          : context.restart.quoteRef
            ? '/30-day-quote'
            : '/results',
        replace: context.replaceNext,
      },
      replaceNext: false,
    })),
    markResultsComplete: assign(({ context }) => ({
      quote: {
        ...context.quote,
        completedSteps: { ...context.quote.completedSteps, results: true },
      },
    })),
    selectDefaultOption: assign(({ context }) => {
      const options = context.result.underwritingOutcome?.underwrittenOptions ?? [];
      const selection = selectOption(options, context.result.selectedOption);
      return {
        result: { ...context.result, selectedOption: selection.selectedOption },
        payment: { ...context.payment, allowableOptions: selection.allowableOptions },
      };
    }),
    selectOption: assign(({ context, event }) => {
      if (event.type !== 'results.selectOption') return {};
      const options = context.result.underwritingOutcome?.underwrittenOptions ?? [];
      const chosen = options.find((option) => option.optionId === event.optionId) ?? null;
      const selection = selectOption(options, chosen);
      return {
        result: { ...context.result, selectedOption: selection.selectedOption },
        payment: { ...context.payment, allowableOptions: selection.allowableOptions },
      };
    }),
    selectPaymentMethod: assign(({ context, event }) => {
      if (event.type !== 'results.selectPaymentMethod') return {};
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
      if (event.type !== 'results.setRenewal') return {};
      const choice = applyRenewalChoice(event.choice);
      return { payment: { ...context.payment, ...choice } };
    }),
    changeFromSummary: assign(({ context }) => ({ quote: { ...context.quote, activeStep: 7 } })),
    applyRerate: assign(({ context, event }) => {
      const response = outputOf<UpdateContactPreferencesResult>(event);
      return response ? updates.applyRerate(context, response) : {};
    }),
    announceRerate: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'scrollToTop' });
      enqueue.emit({ type: 'toast', message: RERATE_TOAST, durationMs: TOAST_DURATION_MS });
    }),
    applyOptionIds: assign(({ context, event }) => {
      const response = outputOf<UpdateContactPreferencesResult>(event);
      return response ? updates.applyOptionIds(context, response) : {};
    }),
    storeContact: assign(({ context }) => updates.storeContact(context, context.pendingContact)),
    offerThirtyDayQuote: assign(({ context, event }) => {
      const response = outputOf<UpdateContactPreferencesResult>(event);
      return response ? updates.offerThirtyDay(context, response) : {};
    }),
    acceptThirtyDayQuote: assign(({ context }) => updates.acceptThirtyDay(context)),
    declineThirtyDayQuote: assign(({ context }) => ({
      payment: resetForThirtyDayQuote(context.payment),
      result: {
        ...context.result,
        thirtyDayQuoteDetails: {
          quoteRef: null,
          showOnly30DayQuote: false,
          thirtyDayUnderwritingOutcome: null,
        },
      },
    })),
    applyRegistration: assign(({ context, event }) => {
      const response = outputOf<SetVehicleRegistrationResult>(event);
      return response ? updates.applyRegistration(context, response) : {};
    }),
    applyRegistrationRerate: assign(({ context, event }) => {
      const response = outputOf<SetVehicleRegistrationResult>(event);
      return response ? updates.applyRegistrationRerate(context, response) : {};
    }),

    rememberPaymentDetails: assign(({ event }) => ({
      pendingPaymentDetails: event.type === 'payment.submitCard' ? event.paymentDetails : null,
    })),
    storePaymentIntent: assign(({ context, event }) => ({
      payment: {
        ...context.payment,
        paymentIntentId: outputOf<CardPaymentOutput>(event)?.paymentIntentId ?? null,
      },
    })),
    rememberBankDetails: assign(({ event }) => ({
      pendingBankDetails: event.type === 'payment.submitDirectDebit' ? event.bankDetails : null,
    })),
    storeTakeUp: assign(({ context, event }) => {
      const takeUp = outputOf<TakeUpQuoteResult>(event);
      return takeUp ? updates.storeTakeUp(context, takeUp) : {};
    }),

    enterAggregator: assign(({ event }) => {
      if (
        event.type !== 'route.go' ||
        event.target.kind !== 'entry' ||
        event.target.entry.kind !== 'aggregator'
      )
        return {};
      const { token, quoteRef } = event.target.entry;
      return {
        aggregator: {
          token,
          quoteRef,
          expiryDate: null,
          licenceNumberRequired: false,
          partner: null,
        },
      };
    }),
    enterRestart: assign(({ context, event }) => {
      if (
        event.type !== 'route.go' ||
        event.target.kind !== 'entry' ||
        event.target.entry.kind !== 'restart'
      )
        return {};
      return {
        restart: { ...context.restart, quoteRef: event.target.entry.quoteRef, error: null },
        aggregator: null,
      };
    }),
    enterReminder: assign(({ context, event }) => {
      if (
        event.type !== 'route.go' ||
        event.target.kind !== 'entry' ||
        event.target.entry.kind !== 'reminder'
      )
        return {};
      return {
        reminder: { ...context.reminder, quoteRef: event.target.entry.quoteRef, error: null },
        aggregator: null,
      };
    }),
    startAggregatorLoad: assign(({ context }) => ({
      quote: { ...context.quote, aggLoading: true },
    })),
    stopAggregatorLoading: assign(({ context }) => ({
      quote: { ...context.quote, aggLoading: false },
    })),
    applyLoadedQuote: assign(({ context, event }) => {
      const details = outputOf<QuoteDetails>(event);
      if (!details) return {};
      const source = context.restart.quoteRef
        ? 'restart'
        : context.reminder.quoteRef
          ? 'reminder'
          : 'aggregator';
      const result = updates.fromQuoteDetails(context, details);
      const selection = selectOption(details.underwritingOutcome.underwrittenOptions, null);
      return {
        quote: mergeLoadedQuote(context.quote, details, new Date(), source),
        result: { ...result, selectedOption: selection.selectedOption },
        payment: { ...context.payment, allowableOptions: selection.allowableOptions },
        aggregator: context.aggregator
          ? {
              ...context.aggregator,
              expiryDate: details.metaData.expiryDate,
              licenceNumberRequired: details.licenceNumberRequired,
            }
          : null,
        pendingDpa: null,
      };
    }),
    payByCardAfterRestart: assign(({ context }) => ({
      payment: { ...context.payment, selectedPaymentMethod: 'CARD_PAYMENT' as const },
    })),
    storeRestartPremium: assign(({ context, event }) => ({
      restart: {
        ...context.restart,
        premium: outputOf<QuotePremium>(event)?.premium ?? null,
        premiumFailed: false,
      },
    })),
    restartPremiumFailed: assign(({ context }) => ({
      restart: { ...context.restart, premiumFailed: true },
    })),
    rememberDpaDetails: assign(({ event }) => {
      if (event.type === 'restart.submit') return { pendingDpa: event.details };
      if (event.type === 'reminder.submit') return { pendingDpa: event.details };
      return {};
    }),
    adoptExternalChanges: assign(({ context, event }) =>
      event.type === 'sync.external' ? updates.adoptExternal(context, event.snapshot) : {},
    ),
    resetJourney: assign(({ context }) => ({
      ...initialContext({ url: `http://localhost${context.location.path || '/'}` }),
      referenceData: context.referenceData,
      entry: context.entry,
      revision: context.revision + 1,
    })),
  },
});

export type { ContactForm };
