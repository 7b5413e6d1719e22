import type { PaymentIntent, StripeCardElementChangeEvent, StripeError } from '@stripe/stripe-js';
import { providerText } from '../../../../machines/payment/provider-text';
import { type BillingDetails, PaymentDeclined } from '../types';

/** Card schemes the insurer takes (spec 2 §4 Card field); Stripe reports 'unknown' until it can tell. */
const acceptedBrands: ReadonlySet<string> = new Set(['visa', 'mastercard', 'unknown']);

/** The card field's state as the journey sees it: the vendor refusal wins over Stripe's own message. */
export function cardFieldState(
  event: Pick<StripeCardElementChangeEvent, 'brand' | 'complete' | 'error'>,
): {
  complete: boolean;
  error: string | null;
} {
  if (!acceptedBrands.has(event.brand)) {
    return { complete: event.complete, error: providerText.cardVendor };
  }
  return { complete: event.complete, error: event.error?.message ?? null };
}

/**
 * What confirmCardPayment resolves with, read loosely: the types promise an intent or an error, but an empty
 * answer must still end the attempt rather than pass as paid.
 */
export interface StripeConfirmation {
  paymentIntent?: PaymentIntent | undefined;
  error?: StripeError | undefined;
}

/** Turns Stripe's confirmation answer into the confirmed intent's id, or the refusal the page shows. */
export function settleConfirmation(result: StripeConfirmation | undefined): {
  paymentIntentId: string;
} {
  if (result?.error) {
    throw new PaymentDeclined(result.error.message ?? providerText.stripeResponseErrors);
  }
  if (!result?.paymentIntent) throw new Error(providerText.noStripeResponse);
  if (result.paymentIntent.status !== 'succeeded') {
    throw new PaymentDeclined(providerText.stripeResponseErrors);
  }
  return { paymentIntentId: result.paymentIntent.id };
}

/** Billing details in Stripe's shape; the journey leaves country empty for UK addresses. */
export function stripeBillingDetails(billing: BillingDetails) {
  return {
    name: billing.name,
    email: billing.email,
    address: {
      line1: billing.line1,
      line2: billing.line2,
      postal_code: billing.postalCode,
      state: billing.state,
      country: billing.country || 'GB',
    },
  };
}

/** Whole pence, as the Payment Request API takes amounts; rounding absorbs binary fractions of pounds. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}
