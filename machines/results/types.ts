/** The results part's shapes: Buy Now's contact form, a re-rate and the events of the results pages. */
import type { ContactState, ResultState } from '../core/state';
import type { PaymentMethod, Quote } from '../core/contract';

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

/** What the results part keeps in the journey's context: the price, the contact details and a pending save. */
export interface ResultsContext {
  result: ResultState;
  contact: ContactState;
  /** What the customer submitted, kept while the call it started is pending (nothing typed is lost). */
  pendingContact: ContactForm | null;
}

/** A re-rate of the quote already priced; `isSuspectedSpam` is sent only when set. */
export interface RateQuoteInput {
  quoteRef: string;
  quote: Quote;
  isSuspectedSpam?: boolean;
}

/** The events the results part answers. */
export type ResultsEvent =
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
  | { type: 'thirtyDay.accept' }
  | { type: 'thirtyDay.decline' };
