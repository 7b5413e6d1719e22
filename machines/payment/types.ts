/** The payment part's shapes: the card form, the provider's widget and what was bought. */
import type { RegulatedProduct } from '../results';
import type {
  PaymentCollectionOption,
  PaymentMethod,
  PaymentProvider,
  PortalUserStatus,
  SandboxCard,
} from '../core/contract';
import type { PaymentState } from '../core/state';

/** The cardholder form (spec 2 §3 Cardholder form) as the card page submits it. */
export interface CardholderDetails {
  /** 'Billing details same as the proposer': the proposer's address completes the billing address. */
  sameAsProposer: boolean;
  firstName: string;
  lastName: string;
  email: string;
  line1: string;
  saveCard: boolean;
}

export interface CardPaymentContext {
  /** The adapter and its public values, once set up. */
  setUp: PaymentSetUp | null;
  /** Failed set-ups in a row (spec 2 §4 Drop-in set-up: retried up to 3 times). */
  setUpFailures: number;
  /** The device can pay with a wallet: its button is shown. */
  wallet: boolean;
  /** The card field's own error (provider message or card-type message). */
  cardError: string | null;
  /** The attempt under way: billing details, the prepared payment and the intent created for it. */
  billing: BillingDetails | null;
  saveCard: boolean;
  prepared: PreparedPayment | null;
  intent: PaymentIntentToConfirm | null;
  /** The payment problem modal is open (a failure without a message of its own). */
  problem: boolean;
  /** The element the page gave for the provider's fields (opaque here); kept until the widget starts. */
  host: unknown;
}

/** What the customer bought (TakeUpQuote), kept for thank-you after the quote is cleared. */
export interface Purchase {
  policyReference: string;
  portalUserStatus: PortalUserStatus;
  paymentDate: string;
  sendWelcomePack: boolean;
  paymentMethod: PaymentMethod;
  quoteRef: string;
  /** The comparison site the customer came from (`source`), for its sales-tracking image. */
  aggregatorSource: string | null;
  /**
   * Whether the customer came from a comparison site: the purchase clears the site's link with the quote, and
   * thank-you's analytics still count the sale for the site (spec 1 §2, spec 2 §6).
   */
  fromAggregator: boolean;
  page: 'thankYou' | 'restartThankYou';
  /**
   * Paid by card today, in pounds: the price in full, a Direct Debit plan's deposit, or 0 when the plan asks
   * none. Absent from a purchase stored before it was kept: thank-you then keeps the wording it had.
   */
  paidToday?: number;
  /** The first Direct Debit instalment, in pounds; null when paid in full (absent as `paidToday` is). */
  firstInstalment?: number | null;
  /** What the policy covers, as thank-you shows it; absent from a purchase stored before it was kept. */
  cover?: CoverBought;
  /**
   * The product bought and its insurer, for the rights and documents thank-you lists (issue #28); absent from
   * a purchase stored before they were kept, which then lists neither.
   */
  product?: RegulatedProduct;
}

/** The cover bought: its start and end (ISO instants) and the vehicle with its registration. */
export interface CoverBought {
  from: string;
  to: string;
  /** The make and model, as the vehicle lookup named them. */
  vehicle: string;
  registration: string;
}

export interface BankDetailsForm {
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
}

/** What the provider's widget tells the journey (src/payment/providers/widget-actor.ts). */
export type PaymentWidgetEvent =
  | { type: 'widget.ready'; wallet: boolean }
  | { type: 'widget.failed'; error: unknown }
  | { type: 'widget.cardChanged'; complete: boolean; error: string | null }
  | { type: 'widget.prepared'; payment: PreparedPayment }
  | { type: 'widget.confirmed'; paymentIntentId: string }
  | { type: 'widget.declined'; message: string };

/** What the journey asks of the provider's widget. */
export type PaymentWidgetCommand =
  | { type: 'widget.host'; host: unknown }
  | { type: 'widget.prepare'; billing: BillingDetails }
  | { type: 'widget.confirm'; intent: PaymentIntentToConfirm; billing: BillingDetails }
  | { type: 'widget.abandon' };

/**
 * Where a card payment is taken: the adapter chosen from the quote's provider and GetClientData
 * (rules/payment-provider.ts), the provider's public values, and the amount paid now.
 */
export interface PaymentSetUp {
  provider: PaymentProvider;
  publishableKey: string | null;
  merchantAccountId: string | null;
  /** The Braintree drop-in's client token (GetDropInUiToken). */
  clientToken: string | null;
  /** Paid now, in pounds: the card's full price or the first instalment. */
  amount: number;
  currency: 'GBP';
  country: 'GB';
}

/** What the provider's widget made of the customer's card; real providers never hand over card numbers. */
export type PreparedPayment =
  /** A provider payment method: the drop-in's nonce, or a wallet's payment method id. */
  | { kind: 'paymentMethod'; paymentMethodId: string; wallet: boolean }
  /** The sandbox provider's test card (offline only). */
  | { kind: 'sandboxCard'; card: SandboxCard }
  /** Stripe's card field: confirmed in the browser with the intent's client secret. */
  | { kind: 'confirmWithClientSecret' };

/** The cardholder's billing details, as the provider's confirmation takes them (country GB by default). */
export interface BillingDetails {
  name: string;
  email: string;
  line1: string;
  line2: string;
  postalCode: string;
  state: string;
  country: string;
}

/** An intent MakePaymentIntent created, for the widget to finish (3-D Secure, Stripe confirmation, wallet). */
export interface PaymentIntentToConfirm {
  paymentIntentId: string;
  clientSecret: string;
  status: 'succeeded' | 'requires_action' | 'requires_confirmation';
  /** Where a 3-D Secure challenge is shown, when the provider uses a page of its own. */
  challengeUrl: string | null;
}

export interface PaymentIntentInput {
  quoteRef: string;
  optionId: string;
  collectionOption: PaymentCollectionOption;
  provider: PaymentProvider;
  payment: PreparedPayment;
  saveCard: boolean;
  /** The same for every retry of one attempt, so the provider charges once. */
  idempotencyKey: string;
}

export interface PaymentWidgetInput {
  setUp: PaymentSetUp;
  /** The element to draw in, when the page gave it before the widget started. */
  host: unknown;
}

export type PaymentDraftKey = 'cardholder' | 'directDebit';

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

/** What the payment part keeps in the journey's context: the method's terms, the attempt and what was bought. */
export interface PaymentContext {
  payment: PaymentState;
  /** The card page's provider widget and payment attempt (card.ts); not kept in storage. */
  card: CardPaymentContext;
  pendingBankDetails: BankDetailsForm | null;
  /** The policy bought: what thank-you shows once the quote itself has been cleared. Kept in storage. */
  purchase: Purchase | null;
  /** The policy a taken-up quote became, when the server named it: the taken-up page lists its documents. */
  takenUpPolicy: string | null;
  /** The policy's documents on thank-you (documents.ts); not kept in storage. */
  documents: PolicyDocumentsContext;
}

/** The events the payment part answers. */
export type PaymentEvent =
  | { type: 'payment.submitCard'; cardholder: CardholderDetails }
  | { type: 'payment.submitDirectDebit'; bankDetails: BankDetailsForm }
  | { type: 'payment.draft'; form: PaymentDraftKey; values: unknown }
  /** The element the provider draws its fields in (opaque to the journey), or null when the page leaves. */
  | { type: 'payment.widgetHost'; host: unknown }
  | { type: 'payment.retrySetUp' }
  | { type: 'payment.useOtherMethod' }
  /** From the deposit's card page: back to the Direct Debit page, the bank details as typed. */
  | { type: 'payment.changeBankDetails' }
  | { type: 'payment.closeProblem' }
  | PaymentWidgetEvent
  | { type: 'documents.download'; documentId: string };
