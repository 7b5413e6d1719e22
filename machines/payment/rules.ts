/**
 * Card payment rules (spec 2 §3 Cardholder form, §4 Cardholder form and Card field, §8 Client payment messages)
 * and the choice of provider adapter: pure functions the journey and the payment page share.
 */
import type { BillingDetails, CardholderDetails } from '../core/types';
import type {
  ClientData,
  PaymentCollectionOption,
  PaymentProvider,
  Quote,
  UnderwrittenOption,
} from '../core/contract';
import { JOURNEY_TEXT } from '../core/text';
import { isUnsetDate } from '../core/state';

/** spec 2 §4 Drop-in set-up, §9: "Drop-in set-up retries 3": after a failed first attempt, so 4 in all. */
export const PAYMENT_SET_UP_RETRIES = 3;

/** spec 2 §9: country GB. */
export const BILLING_COUNTRY = 'GB';

/**
 * The adapter for a card payment: the quote's provider when GetClientData has that provider's keys; the
 * sandbox provider when the storefront has no keys at all; none when the keys are another provider's (a
 * misconfiguration the payment page reports as a problem preparing the payment).
 */
export function adapterFor(
  quoteProvider: PaymentProvider,
  client: Pick<ClientData, 'provider' | 'publishableKey' | 'merchantAccountId'>,
): PaymentProvider | null {
  const hasKeys =
    (client.provider === 'STRIPE' && Boolean(client.publishableKey)) ||
    (client.provider === 'BRAINTREE' && Boolean(client.merchantAccountId));
  if (!hasKeys) return client.provider === 'SANDBOX' ? 'SANDBOX' : null;
  return client.provider === quoteProvider || quoteProvider === 'SANDBOX' ? client.provider : null;
}

export interface PurchaseFacts {
  quoteRef: string | null;
  option: Pick<UnderwrittenOption, 'effectiveFrom'> | null;
  collectionOption: PaymentCollectionOption | null;
}

/** spec 2 §8: what stops a payment before it starts, in the order the customer can put it right. */
export function paymentBlocker({
  quoteRef,
  option,
  collectionOption,
}: PurchaseFacts): string | null {
  if (!quoteRef) return JOURNEY_TEXT.payment.quoteReferenceRequired;
  if (!collectionOption || !option) return JOURNEY_TEXT.results.noPaymentOption;
  // The contract's unset date, as an empty one, is a term start not provided.
  if (isUnsetDate(option.effectiveFrom)) return JOURNEY_TEXT.payment.termStartMissing;
  return null;
}

/**
 * The billing details the provider's confirmation takes: the cardholder's name, email and first address line,
 * completed by the proposer's address when the billing details are the proposer's.
 */
export function billingDetailsOf(
  cardholder: CardholderDetails,
  proposer: Pick<Quote['proposerDetails'], 'address'>,
): BillingDetails {
  const name = `${cardholder.firstName.trim()} ${cardholder.lastName.trim()}`.trim();
  const base = { name, email: cardholder.email.trim(), line1: cardholder.line1.trim() };
  if (!cardholder.sameAsProposer) {
    return { ...base, line2: '', postalCode: '', state: '', country: BILLING_COUNTRY };
  }
  const address = proposer.address;
  return {
    ...base,
    line2: address.line2 ?? '',
    postalCode: address.postcode,
    state: address.county ?? '',
    country: BILLING_COUNTRY,
  };
}

/**
 * A failure that is a definite answer (refused, declined, not found) ends the payment attempt, so the next one
 * gets new idempotency keys; a time-out, a network failure or a server fault may have charged, so a retry
 * keeps the keys and the provider answers it once.
 */
export function endsPaymentAttempt(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
  if (status === null) return true;
  return status >= 400 && status < 500;
}

export const idempotencyKey = (attemptKey: string, call: 'intent' | 'takeUp'): string =>
  `${attemptKey}-${call === 'intent' ? 'intent' : 'take-up'}`;
