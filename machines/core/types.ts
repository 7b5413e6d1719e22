import type { EntryTarget } from '../session/routing';
import type { StepId } from '../wizard/navigation';
import type { AggregatorState, ContactState, PaymentState, QuoteState, ResultState } from './state';
import type { ReferenceData } from './reference-data';
import type {
  DpaForm,
  EntryContext,
  ReminderContext,
  RestartContext,
  RetrievalContext,
  EntriesEvent,
} from '../entries/types';
import type { ContactForm, ResultsEvent } from '../results/types';
import type { SessionEvent } from '../session/types';
import type { AddressLookupContext, VehicleLookupContext, WizardEvent } from '../wizard/types';
import type {
  BankDetailsForm,
  CardPaymentContext,
  PaymentDraftKey,
  PaymentEvent,
  PolicyDocumentsContext,
  Purchase,
} from '../payment/types';

export type * from '../payment/types';
export type * from '../entries/types';
export type * from '../results/types';
export type * from '../session/types';
export type * from '../wizard/types';

/** The forms whose unsubmitted answers are kept: the steps, the contact details and the payment forms. */
export type DraftKey = StepId | 'results' | PaymentDraftKey;
export type Drafts = Partial<Record<DraftKey, unknown>>;

/** A message shown on the current page: an inline payment message or a field error. */
export interface PageMessage {
  kind: 'error' | 'info';
  field?: string;
  message: string;
}

export interface JourneyContext {
  referenceData: ReferenceData | null;
  bootError: string | null;
  quote: QuoteState;
  result: ResultState;
  payment: PaymentState;
  contact: ContactState;
  vehicleLookup: VehicleLookupContext;
  addressLookup: AddressLookupContext;
  aggregator: AggregatorState | null;
  restart: RestartContext;
  reminder: ReminderContext;
  retrieval: RetrievalContext;
  /** Unsubmitted answers of each step, so a reload or a failed call loses nothing typed. */
  drafts: Drafts;
  /** The drafts as last adopted from another tab: what differs from them was typed here. */
  syncedDrafts: Drafts;
  entry: EntryContext;
  /** The path the journey shows and whether it replaced the history entry. */
  location: { path: string; replace: boolean };
  /** The path and query the app was opened at, routed once the journey has started. */
  entryUrl: string;
  /** The next path shown replaces the history entry (a redirect). */
  replaceNext: boolean;
  /** What the customer submitted, kept while the call it started is pending (nothing typed is lost). */
  pendingContact: ContactForm | null;
  /** The card page's provider widget and payment attempt (machines/payment/card.ts); not kept in storage. */
  card: CardPaymentContext;
  pendingBankDetails: BankDetailsForm | null;
  /** The policy bought: what thank-you shows once the quote itself has been cleared. Kept in storage. */
  purchase: Purchase | null;
  pendingDpa: (DpaForm & { registration?: string; firstName?: string }) | null;
  message: PageMessage | null;
  /** Increases with every stored change; two tabs compare it before adopting each other's answers. */
  revision: number;
  /** Set when another tab saved answers while this one had unsaved ones. */
  syncConflict: boolean;
  /** The policy a taken-up quote became, when the server named it: the taken-up page lists its documents. */
  takenUpPolicy: string | null;
  /** The policy's documents on thank-you (machines/payment/documents.ts); not kept in storage. */
  documents: PolicyDocumentsContext;
}

export type JourneyEvent = SessionEvent | WizardEvent | ResultsEvent | PaymentEvent | EntriesEvent;

/** What the journey keeps in browser storage (key root, version 1). */
export interface PersistedJourney {
  version: 1;
  revision: number;
  savedAt: string;
  data: Pick<
    JourneyContext,
    | 'quote'
    | 'result'
    | 'payment'
    | 'contact'
    | 'vehicleLookup'
    | 'aggregator'
    | 'drafts'
    | 'entry'
    | 'location'
    | 'purchase'
  > & {
    /** A restart under way, so a reload stays on its quote; journeys stored before it have none. */
    restart?: RestartContext;
  };
}

export interface JourneyInput {
  /** The URL the app was opened at. */
  url?: string;
  /** What browser storage held under `root`, already checked (see persistence.ts). */
  restored?: PersistedJourney | null;
}

export type { EntryTarget };
