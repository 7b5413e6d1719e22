import { addYears } from 'date-fns';
import type { MakePaymentIntentRequest, PaymentProvider } from '../contract';
import { HttpError, badRequest, conflict } from '../errors';
import type { PaymentStatus } from '../store/payments';
import { MESSAGES } from './messages';
import { classifyCard, sandboxWalletCard, type CardOutcome } from '../../shared/sandbox-card';

/**
 * SANDBOX takes a test card, or its test wallet's payment method id; BRAINTREE the drop-in's payment method id (nonce); STRIPE a payment method id,
 * or nothing when the browser confirms the intent itself with Stripe.js (its card fields never reach us).
 */
export function requirePaymentSource(
  provider: PaymentProvider,
  body: MakePaymentIntentRequest,
): void {
  if (provider === 'SANDBOX') {
    if (body.card && body.paymentMethodId) {
      throw badRequest('Validation error', [
        {
          field: 'body.paymentMethodId',
          message: 'Send a test card or a test wallet payment, not both',
        },
      ]);
    }
    if (body.paymentMethodId !== undefined && sandboxWalletCard(body.paymentMethodId) === null) {
      throw badRequest('Validation error', [
        {
          field: 'body.paymentMethodId',
          message: "With provider SANDBOX a payment method id is the test wallet's",
        },
      ]);
    }
    if (!body.card && body.paymentMethodId === undefined) {
      throw badRequest('Validation error', [
        { field: 'body.card', message: 'A test card or a test wallet payment is required' },
      ]);
    }
    return;
  }
  if (body.card) {
    throw badRequest('Validation error', [
      { field: 'body.card', message: 'A test card is accepted only with provider SANDBOX' },
    ]);
  }
  if (provider === 'BRAINTREE' && !body.paymentMethodId) {
    throw badRequest('Validation error', [
      { field: 'body.paymentMethodId', message: 'A payment method id is required' },
    ]);
  }
}

export interface IntentOutcome {
  status: PaymentStatus;
  failureCode: string | null;
  cardLast4: string | null;
  error?: HttpError;
}

function cardIntentOutcome(outcome: CardOutcome): IntentOutcome {
  switch (outcome.kind) {
    case 'succeeded':
      return { status: 'succeeded', failureCode: null, cardLast4: outcome.last4 };
    case 'requiresAction':
      return { status: 'requires_action', failureCode: null, cardLast4: outcome.last4 };
    // Left for the provider to confirm, as a Stripe intent is: the sandbox provider declines it then.
    case 'declinedAtConfirmation':
      return { status: 'requires_confirmation', failureCode: null, cardLast4: outcome.last4 };
    case 'declined':
      return failed(
        'PAYMENT_DECLINED',
        outcome.last4,
        conflict('PAYMENT_DECLINED', MESSAGES.PAYMENT_DECLINED),
      );
    case 'insufficientFunds':
      return failed(
        'PAYMENT_INSUFFICIENT_FUNDS',
        outcome.last4,
        conflict('PAYMENT_INSUFFICIENT_FUNDS', MESSAGES.PAYMENT_INSUFFICIENT_FUNDS),
      );
    case 'unsupportedVendor':
      return failed(
        'PAYMENT_CARD_VENDOR_UNSUPPORTED',
        outcome.last4,
        new HttpError(
          400,
          'PAYMENT_CARD_VENDOR_UNSUPPORTED',
          MESSAGES.PAYMENT_CARD_VENDOR_UNSUPPORTED,
        ),
      );
    case 'invalid':
      return failed(
        'VALIDATION_ERROR',
        null,
        badRequest(MESSAGES.INVALID_CARD, [{ field: 'body.card', message: MESSAGES.INVALID_CARD }]),
      );
  }
}

const failed = (
  failureCode: string,
  cardLast4: string | null,
  error: HttpError,
): IntentOutcome => ({
  status: 'failed',
  failureCode,
  cardLast4,
  error,
});

export function intentOutcome(body: MakePaymentIntentRequest, now: Date): IntentOutcome {
  if (body.card) return cardIntentOutcome(classifyCard(body.card, now));
  // The sandbox wallet's card is charged as that test card is (shared/sandbox-card.ts).
  const walletCard = sandboxWalletCard(body.paymentMethodId);
  if (walletCard !== null) {
    const expiry = addYears(now, 2);
    const card = {
      number: walletCard,
      expiryMonth: expiry.getMonth() + 1,
      expiryYear: expiry.getFullYear(),
    };
    return cardIntentOutcome(classifyCard(card, now));
  }
  // The sandbox stands in for STRIPE and BRAINTREE too: their payment method ids always succeed.
  if (body.paymentMethodId) return { status: 'succeeded', failureCode: null, cardLast4: null };
  // A STRIPE intent without a payment method waits for the browser to confirm it with Stripe.js.
  return { status: 'requires_confirmation', failureCode: null, cardLast4: null };
}
