/** The journey's starting context, its emitted and internal events, and the facts its routing reads. */
import type {
  AddressLookupContext,
  AddressTarget,
  CardPaymentContext,
  JourneyContext,
  JourneyEvent,
  JourneyInput,
} from './types';
import type { JourneyFacts, RouteTarget } from '../session/routing';
import {
  initialContactState,
  initialPaymentState,
  initialQuoteState,
  initialResultState,
  initialVehicleLookupState,
} from './state';
import type { FullAddress } from './contract';

/** spec 1 §2, spec 2 §9: idle time-out. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;

/** How long before the time-out the customer is warned and may carry on (WCAG 2.2 SC 2.2.1). */
export const IDLE_WARNING_MS = 2 * 60 * 1000;

/** How long the card provider's script and fields may take to appear before the page offers a way out. */
export const PAYMENT_WIDGET_TIMEOUT_MS = 20_000;

export type JourneyEmitted =
  | { type: 'scrollToTop' }
  | { type: 'toast'; message: string; durationMs: number }
  | { type: 'transfer'; registration: string }
  /** The address the customer picked from a lookup, for the form of `target` to take once. */
  | { type: 'address.chosen'; target: AddressTarget; address: FullAddress };

/** Internal events the journey raises to itself. */
export type InternalEvent = { type: 'route.go'; target: RouteTarget; replace: boolean };

export type AnyJourneyEvent = JourneyEvent | InternalEvent;

export const initialCardPayment = (): CardPaymentContext => ({
  setUp: null,
  setUpFailures: 0,
  wallet: false,
  cardError: null,
  billing: null,
  saveCard: false,
  prepared: null,
  intent: null,
  problem: false,
  host: null,
});

export function initialContext(input: JourneyInput | undefined): JourneyContext {
  const url = new URL(input?.url ?? 'http://localhost/');
  const restored = input?.restored?.data;
  return {
    referenceData: null,
    bootError: null,
    quote: restored?.quote ?? initialQuoteState(),
    result: restored?.result ?? initialResultState(),
    payment: restored?.payment ?? initialPaymentState(),
    contact: restored?.contact ?? initialContactState(),
    vehicleLookup: restored?.vehicleLookup ?? { ...initialVehicleLookupState(), problem: null },
    addressLookup: emptyAddressLookup(),
    aggregator: restored?.aggregator ?? null,
    restart: restored?.restart ?? { quoteRef: null, premium: null },
    reminder: { quoteRef: null },
    retrieval: { quoteRef: null },
    takenUpPolicy: null,
    drafts: restored?.drafts ?? {},
    syncedDrafts: restored?.drafts ?? {},
    entry: {
      isMobileApp:
        url.searchParams.get('is_mobile') === 'app' || (restored?.entry.isMobileApp ?? false),
      email: url.searchParams.get('email') ?? restored?.entry.email ?? null,
      registration: url.searchParams.get('registration') ?? restored?.entry.registration ?? null,
    },
    location: { path: '', replace: false },
    entryUrl: `${url.pathname}${url.search}`,
    replaceNext: false,
    message: null,
    pendingContact: null,
    card: initialCardPayment(),
    pendingBankDetails: null,
    purchase: restored?.purchase ?? null,
    pendingDpa: null,
    revision: input?.restored?.revision ?? 0,
    syncConflict: false,
    documents: { list: [], downloading: null, failedDownload: null },
  };
}

export const emptyAddressLookup = (): AddressLookupContext => ({
  target: null,
  postcode: '',
  houseNumber: '',
  results: [],
  chosen: null,
  problem: null,
  message: null,
  modes: { home: null, overnight: null },
});

export function factsOf(context: JourneyContext): JourneyFacts {
  const method = context.payment.selectedPaymentMethod;
  return {
    currentPath: context.location.path,
    quote: context.quote,
    hasPurchasableResult: context.result.quoteRef !== null && context.result.outcome === 'Quoted',
    selectedPaymentPage:
      method === 'CARD_PAYMENT'
        ? 'makePayment'
        : method === 'DIRECT_DEBIT'
          ? 'paymentSummary'
          : null,
    isTakenUp: context.purchase !== null,
    contactSaved: context.contact.contactEmail !== '',
  };
}
