/**
 * The results part's shapes: Buy Now's contact form, a re-rate, the credit documents and the events of the
 * results pages.
 */
import type { ContactState, ResultState } from '../core/state';
import type { SoldDuration } from '../../shared/policy-terms';
import type { AddOnCode, PaymentCollectionOption, PaymentMethod, Quote } from '../core/contract';
import type { ExtraCode } from '../../shared/add-ons';

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

/**
 * What the results part keeps in the journey's context: the price, the contact details, a pending save and the
 * acceptance block's credit documents.
 */
export interface ResultsContext {
  result: ResultState;
  contact: ContactState;
  /** What the customer submitted, kept while the call it started is pending (nothing typed is lost). */
  pendingContact: ContactForm | null;
  /** The acceptance block's credit documents on the results pages (credit-documents.ts); not kept in storage. */
  creditDocuments: CreditDocumentsContext;
  /** The extras the customer chose while their price is worked out or could not be (extras-chart.ts). */
  extrasChoice: ExtrasChoice | null;
  /** The price a re-rate at Buy Now changed, told until the customer presses Buy Now again; not kept in storage. */
  rerated: RerateNotice | null;
}

/** A re-rate's change to the price the customer had chosen: how it is paid and both totals (issue #28). */
export interface RerateNotice {
  method: PaymentMethod;
  /** A 30-day policy's price rather than an annual one's. */
  thirtyDay: boolean;
  was: number;
  now: number;
}

/**
 * The customer's choice of optional extras not yet in the price shown (`payment.addons` holds those that are):
 * `wanted` is what the ticks show, `pricing` what the call under way prices.
 */
export interface ExtrasChoice {
  wanted: AddOnCode[];
  pricing: AddOnCode[];
}

/** The quote priced again with these add-ons (RepriceQuoteWithAddOnsQuote, spec 2 §7). */
export interface RepriceWithAddOnsInput {
  quoteRef: string;
  quote: Quote;
  addOns: AddOnCode[];
}

/** A re-rate of the quote already priced; `isSuspectedSpam` is sent only when set. */
export interface RateQuoteInput {
  quoteRef: string;
  quote: Quote;
  isSuspectedSpam?: boolean;
}

/** The two credit documents of the acceptance block (spec 2 §2 Acceptance block). */
export type CreditDocumentKind = 'preContract' | 'loanAgreement';

/** What the credit documents are written from (spec 2 §2 Acceptance block). */
export interface CreditDocumentFacts {
  customerName: string;
  customerAddress: string[];
  quoteReference: string;
  /** The agreement date. */
  today: Date;
  /** The first payment, the agreement's commencement date; null while it is not known. */
  paymentDate: Date | null;
  /** The quote's Direct Debit payment collection option. */
  option: PaymentCollectionOption;
}

/** The credit document being made, and the last one that failed (machines/results/credit-documents.ts). */
export interface CreditDocumentsContext {
  /** The document asked for, and the agreement date the acceptance block shows, while it is made. */
  making: { kind: CreditDocumentKind; today: Date; option: PaymentCollectionOption } | null;
  /** The document whose download failed last, until the next starts or the results page is shown afresh. */
  failed: CreditDocumentKind | null;
}

/** The events the results part answers. */
export type ResultsEvent =
  | { type: 'results.selectPaymentMethod'; method: PaymentMethod }
  | { type: 'results.toggleNcdProtection'; protect: boolean }
  | { type: 'results.updateRegistration'; registration: string }
  | { type: 'results.setRenewal'; choice: 'yes' | 'no' }
  | { type: 'results.change' }
  | { type: 'results.changeVehicle' }
  /** The duration panel's choice: the cover period follows it and the quote is priced for it. */
  | { type: 'results.chooseDuration'; duration: SoldDuration }
  | { type: 'results.draft'; values: unknown }
  /** An optional extra ticked (`add`) or unticked; the quote is priced again with it (extras-chart.ts). */
  | { type: 'results.toggleExtra'; code: ExtraCode; add: boolean }
  /** After a failed re-price: price the extras the customer chose again. */
  | { type: 'results.retryExtras' }
  /** A credit document of the acceptance block, dated `today` as the block shows it. */
  | { type: 'results.downloadCreditDocument'; kind: CreditDocumentKind; today: Date }
  | { type: 'buyNow.submit'; contact: ContactForm }
  | { type: 'thirtyDay.accept' }
  | { type: 'thirtyDay.decline' };
