/** What the adapter gives Braintree's drop-in, and how it reads the drop-in's answers. */
import type {
  googlePayCreateOptions,
  Options,
  PaymentMethodOptions,
  PaymentMethodPayload,
} from 'braintree-web-drop-in';
import { providerText } from '../../../../machines/payment/provider-text';
import { brand } from '../../../app/config/brand';
import {
  type BillingDetails,
  type PaymentSetUp,
  type PreparedPayment,
  PaymentDeclined,
} from '../types';

/** The drop-in skeleton's label, from the catalogue. */
export const braintreeText = { loading: providerText.braintreeLoading } as const;

export function dropinOptions(
  setUp: PaymentSetUp & { clientToken: string },
  container: HTMLElement,
  googlePayMerchantId?: string,
): Options {
  const total = setUp.amount.toFixed(2);
  // Braintree documents Google's merchant id as needed in production only; the types mark it required.
  const googlePay = {
    ...(googlePayMerchantId ? { merchantId: googlePayMerchantId } : {}),
    transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: total, currencyCode: 'GBP' },
  } as googlePayCreateOptions;
  return {
    authorization: setUp.clientToken,
    container,
    card: { cardholderName: { required: false } },
    threeDSecure: true,
    googlePay,
    applePay: {
      displayName: brand.storefrontName,
      paymentRequest: {
        total: { label: brand.storefrontName, amount: total },
        countryCode: 'GB',
        currencyCode: 'GBP',
        // The insurer takes Visa and Mastercard only (spec 2 §4 Card field); the sheet offers no others.
        supportedNetworks: ['visa', 'masterCard'],
        merchantCapabilities: ['supports3DS'],
      },
    },
    paypal: { flow: 'vault' },
  };
}

/** The cardholder's name as 3-D Secure wants it: everything before the last space, and the rest. */
export function splitName(name: string): { givenName: string; surname: string } {
  const trimmed = name.trim();
  const at = trimmed.lastIndexOf(' ');
  if (at < 0) return { givenName: trimmed, surname: '' };
  return { givenName: trimmed.slice(0, at).trim(), surname: trimmed.slice(at + 1) };
}

export function threeDSecureOptions(amount: number, billing: BillingDetails): PaymentMethodOptions {
  return {
    threeDSecure: {
      amount: amount.toFixed(2),
      email: billing.email,
      billingAddress: {
        ...splitName(billing.name),
        streetAddress: billing.line1,
        extendedAddress: billing.line2,
        postalCode: billing.postalCode,
        countryCodeAlpha2: billing.country || 'GB',
      },
    },
  };
}

/** Braintree spells Mastercard 'MasterCard'; compared without case or spaces. */
const acceptedCardTypes: ReadonlySet<string> = new Set(['visa', 'mastercard']);

/**
 * The journey's view of the drop-in's payload, or the refusal the page shows. The caller clears the selected
 * method on refusal so the customer can pick another.
 */
export function preparedFromPayload(payload: PaymentMethodPayload): PreparedPayment {
  if (payload.type === 'CreditCard') {
    const cardType = payload.details.cardType.replace(/\s+/g, '').toLowerCase();
    if (!acceptedCardTypes.has(cardType)) throw new PaymentDeclined(providerText.cardVendor);
    // Braintree reads a possible shift that did not happen as a failed challenge.
    if (payload.liabilityShiftPossible === true && payload.liabilityShifted === false) {
      throw new PaymentDeclined(providerText.authenticationFailed);
    }
  }
  return {
    kind: 'paymentMethod',
    paymentMethodId: payload.nonce,
    wallet: payload.type !== 'CreditCard',
  };
}

/** Braintree's errors are Error-like objects; their message is meant for the customer. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string') return message;
  }
  return '';
}
