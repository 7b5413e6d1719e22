/**
 * The journey's vocabulary: context, events, the services it invokes (by name, provided at app start), its
 * guards, and the actions every part of it uses (routing, messages, start-up, effects). Each part of the
 * journey adds its own actions in machines/actions/, and journey.setup.ts puts them together.
 */
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type {
  CardPaymentInput,
  CardPaymentOutput,
  DpaForm,
  JourneyContext,
  JourneyInput,
  PageMessage,
  RateQuoteInput,
} from './journey.types';
import { resolveRoute, type PageId } from './rules/routing';
import { type StepId } from './rules/wizard-navigation';
import { routeForServerCode, errorCodeOf } from './rules/error-routing';
import { isPurchasable } from './rules/results';
import * as updates from './journey.updates';
import {
  factsOf,
  initialContext,
  IDLE_TIMEOUT_MS,
  type AnyJourneyEvent,
  type JourneyEmitted,
} from './journey.context';
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
import type { ReferenceData } from './types/reference-data';
/** The output of a done event, typed by the caller (each invoke's onDone knows its actor). */
export function outputOf<T>(event: { type: string; output?: T } | { type: string }): T | undefined {
  return 'output' in event ? event.output : undefined;
}

export function errorMessageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'The quote form could not be loaded.';
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} service is not provided`));

export const message = (text: string, field?: string): PageMessage =>
  field === undefined ? { kind: 'error', message: text } : { kind: 'error', message: text, field };

/** The type of the machine's input; every field is optional. */
const noInput: JourneyInput = {};

export const baseSetup = setup({
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
    showServerErrorMessage: assign(({ event }) => {
      const route = routeForServerCode(errorCodeOf((event as { error?: unknown }).error));
      return { message: route.kind === 'inline' ? message(route.message) : null };
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
