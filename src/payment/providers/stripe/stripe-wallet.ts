/**
 * The wallet (Apple Pay, Google Pay, Link) through Stripe's Payment Request API. Stripe.js Endive (the
 * @stripe/stripe-js 10 line) throws on `elements.create('paymentRequestButton')`, so the button is ours and
 * opens the sheet with `paymentRequest.show()`, which must run inside the click.
 */
import type {
  CanMakePaymentResult,
  PaymentRequest,
  PaymentRequestPaymentMethodEvent,
  Stripe,
} from '@stripe/stripe-js';
import { brand } from '../../../app/config/brand';
import type { PaymentSetUp, PreparedPayment } from '../types';
import { withTimeout } from '../with-timeout';
import { toPence } from './stripe-results';
import { providerText } from '../../../../machines/payment/provider-text';

/** The wallet button's label, from the catalogue. */
export const walletButtonText = providerText.wallet;

export function walletButtonLabel(result: CanMakePaymentResult): string {
  if (result.applePay) return walletButtonText.applePay;
  if (result.googlePay) return walletButtonText.googlePay;
  return walletButtonText.other;
}

export interface StripeWallet {
  /** Draws the button in `node` when the device can pay with a wallet; false otherwise. */
  showButton(node: HTMLElement, timeoutMs: number): Promise<boolean>;
  /** The sheet's payment method awaiting its intent; the caller then owns its completion. */
  takePending(): PaymentRequestPaymentMethodEvent | null;
  /** Closes a sheet still waiting, as failed. */
  failPending(): void;
  teardown(): void;
}

export function createStripeWallet(
  stripe: Stripe,
  setUp: PaymentSetUp,
  onPaymentMethod: (payment: PreparedPayment) => void,
): StripeWallet {
  const request: PaymentRequest = stripe.paymentRequest({
    country: 'GB',
    currency: 'gbp',
    total: { label: brand.storefrontName, amount: toPence(setUp.amount) },
    requestPayerName: true,
    requestPayerEmail: true,
  });
  let pending: PaymentRequestPaymentMethodEvent | null = null;
  let button: HTMLButtonElement | null = null;
  let closed = false;

  const onMethod = (event: PaymentRequestPaymentMethodEvent) => {
    // Only one sheet can be open; a stale one must not be left spinning.
    pending?.complete('fail');
    pending = event;
    onPaymentMethod({
      kind: 'paymentMethod',
      paymentMethodId: event.paymentMethod.id,
      wallet: true,
    });
  };
  const onClick = () => request.show();
  request.on('paymentmethod', onMethod);

  const failPending = () => {
    pending?.complete('fail');
    pending = null;
  };

  return {
    async showButton(node, timeoutMs) {
      // A device that cannot answer in time is treated as having no wallet: the card field still works.
      const result = await withTimeout(request.canMakePayment(), timeoutMs, 'canMakePayment').catch(
        () => null,
      );
      if (!result || closed) return false;
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'wallet-button';
      button.textContent = walletButtonLabel(result);
      button.addEventListener('click', onClick);
      node.append(button);
      return true;
    },
    takePending() {
      const event = pending;
      pending = null;
      return event;
    },
    failPending,
    teardown() {
      if (closed) return;
      closed = true;
      failPending();
      request.off('paymentmethod', onMethod);
      button?.removeEventListener('click', onClick);
      button?.remove();
      button = null;
    },
  };
}
