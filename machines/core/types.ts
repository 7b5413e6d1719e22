import type { NavigationType, EntryTarget } from '../session/routing';
import type { StepAnswers } from '../wizard/step-answers';
import type { StepId } from '../wizard/navigation';
import type { Money, PaymentMethod, Quote, AddressSearchItem, FullAddress } from './contract';
import type {
  AggregatorState,
  ContactState,
  PaymentState,
  QuoteState,
  ResultState,
  VehicleLookupState,
} from './state';
import type { ReferenceData } from './reference-data';
import type {
  CardholderDetails,
  CardPaymentContext,
  Purchase,
  BankDetailsForm,
  PaymentWidgetEvent,
} from '../payment/types';

export type * from '../payment/types';

export type VehicleLookupProblem = 'notFound' | 'motorcycle' | 'wrongType' | 'failed' | null;

export interface VehicleLookupContext extends VehicleLookupState {
  problem: VehicleLookupProblem;
}

/** A restart of a lapsed or cancelled policy (spec 2 §2): its quote and the price its landing page shows. */
export interface RestartContext {
  quoteRef: string | null;
  premium: Money | null;
}

export interface ReminderContext {
  quoteRef: string | null;
}

/** Quote retrieval (spec 1 §5): the quote asked for, from the link, the retrieve-quote stamp or the form. */
export interface RetrievalContext {
  quoteRef: string | null;
}

/** What the retrieve-quote stamp says when the retrieval page opens: the quote and whether it is still fresh. */
export interface RetrieveStampReading {
  quoteRef: string;
  /** Saved less than 30 minutes ago (spec 1 §9): the quote reopens without the check. */
  fresh: boolean;
}

export type AddressTarget = 'home' | 'overnight';

/** What an address field shows: its search, the addresses found, the manual form or the address given. */
export type AddressMode = 'search' | 'list' | 'manual' | 'summary';

/** How one address field shows once the customer has acted on it. */
export interface AddressFieldMode {
  mode: AddressMode;
  /** The manual form was opened by 'Edit' on the summary, so cancelling it returns there. */
  fromSummary: boolean;
}

/** The postcode search behind the address fields of About you (spec 1 §2 Address lookup). */
export interface AddressLookupContext {
  target: AddressTarget | null;
  postcode: string;
  houseNumber: string;
  results: AddressSearchItem[];
  /** The full address the customer picked, for the form of `target` to take. */
  chosen: FullAddress | null;
  /** Why the last search or fetch gave nothing, with `message` to show. */
  problem: 'notFound' | 'searchFailed' | 'fetchFailed' | null;
  message: string | null;
  /**
   * Per field, what the customer's last action left it showing; null until they act, when the field's own
   * address decides (see `addressModeOf`): the address lives in the form, not here.
   */
  modes: Record<AddressTarget, AddressFieldMode | null>;
}

/** The pages whose unsubmitted answers are kept: the wizard's steps and the results page's contact form. */
/** The forms whose unsubmitted answers are kept: the steps, the contact details and the payment forms. */
export type DraftKey = StepId | 'results' | PaymentDraftKey;
export type PaymentDraftKey = 'cardholder' | 'directDebit';
export type Drafts = Partial<Record<DraftKey, unknown>>;

export interface EntryContext {
  /** is_mobile=app: the mobile app hides 'Transfer Me'. */
  isMobileApp: boolean;
  email: string | null;
  registration: string | null;
}

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

export interface ContactForm {
  emailAddress: string;
  phoneNumber: string;
  licenceNumber?: string | null;
  additionalDriverLicenceNumbers?: (string | null)[];
  optOutMarketingPreferenceSms: boolean;
  optOutMarketingPreferenceEmail: boolean;
  optOutMarketingPreferencePhone: boolean;
  renewalOptOut: boolean;
  annualIncome?: number | null;
  agree: boolean;
}

export interface DpaForm {
  surname: string;
  dateOfBirth: string;
  postcode: string;
}

/** The restart landing page's check (spec 2 §2): the DPA answers and the vehicle's registration. */
export type RestartDpaForm = DpaForm & { registration: string };

/** The quote retrieval form (spec 1 §5), with the quote's reference when the page does not know it. */
export type RetrievalForm = DpaForm & { firstName: string; registration: string; quoteRef: string };

export type JourneyEvent =
  | { type: 'boot.retry' }
  | { type: 'route.changed'; pathname: string; search: string; navigationType: NavigationType }
  | { type: 'idle.activity' }
  | { type: 'idle.timedOut' }
  | { type: 'journey.reset' }
  | { type: 'header.logoClicked' }
  | { type: 'homeDialog.stay' }
  | { type: 'homeDialog.leave' }
  | { type: 'wizard.next'; step: StepId; answers: StepAnswers; spam?: boolean }
  | { type: 'wizard.back' }
  | { type: 'wizard.draft'; step: StepId; values: unknown }
  | { type: 'vehicle.lookup'; registration: string }
  | { type: 'address.search'; target: AddressTarget; postcode: string; houseNumber?: string }
  | { type: 'address.choose'; target: AddressTarget; itemId: string }
  | { type: 'address.clear'; target: AddressTarget }
  | { type: 'address.enterManually'; target: AddressTarget }
  | { type: 'address.edit'; target: AddressTarget }
  | { type: 'address.cancelManual'; target: AddressTarget }
  | { type: 'address.saveManual'; target: AddressTarget }
  | { type: 'vehicle.changeVehicle' }
  | { type: 'vehicle.transfer' }
  | { type: 'results.selectOption'; optionId: string }
  | { type: 'results.selectPaymentMethod'; method: PaymentMethod }
  | { type: 'results.toggleNcdProtection'; protect: boolean }
  | { type: 'results.updateRegistration'; registration: string }
  | { type: 'results.setRenewal'; choice: 'yes' | 'no' }
  | { type: 'results.change' }
  | { type: 'results.changeVehicle' }
  | { type: 'results.draft'; values: unknown }
  | { type: 'results.loadPaymentDate' }
  | { type: 'buyNow.submit'; contact: ContactForm }
  | { type: 'payment.submitCard'; cardholder: CardholderDetails }
  | { type: 'payment.submitDirectDebit'; bankDetails: BankDetailsForm }
  | { type: 'payment.draft'; form: PaymentDraftKey; values: unknown }
  /** The element the provider draws its fields in (opaque to the journey), or null when the page leaves. */
  | { type: 'payment.widgetHost'; host: unknown }
  | { type: 'payment.retrySetUp' }
  | { type: 'payment.useOtherMethod' }
  | { type: 'payment.closeProblem' }
  | PaymentWidgetEvent
  | { type: 'restart.submit'; details: RestartDpaForm }
  /** The restart's premium could not be shown: the customer closes the modal that says so. */
  | { type: 'restart.closeProblem' }
  | { type: 'reminder.submit'; details: DpaForm }
  | { type: 'retrieval.submit'; details: RetrievalForm }
  | { type: 'thirtyDay.accept' }
  | { type: 'thirtyDay.decline' }
  | { type: 'sync.external'; snapshot: PersistedJourney }
  | { type: 'documents.download'; documentId: string };

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

/** A re-rate of the quote already priced; `isSuspectedSpam` is sent only when set. */
export interface RateQuoteInput {
  quoteRef: string;
  quote: Quote;
  isSuspectedSpam?: boolean;
}

/** The data-protection check of a restart: the customer's answers with the policy's reference. */
export interface RestartDpaInput {
  quoteReference: string;
  surname: string;
  dateOfBirth: string;
  postcode: string;
  vehicleRegistration: string;
}

export type { EntryTarget };

/** A document of a taken-up policy (spec 2 §7 GetPolicyDocumentsByPolicyReference). */
export interface PolicyDocument {
  id: string;
  fileName: string;
}

export interface PolicyDocumentsContext {
  list: PolicyDocument[];
  /** The document being downloaded. */
  downloading: PolicyDocument | null;
  /** The file name of the last download that failed, until the next one starts. */
  failedDownload: string | null;
}
