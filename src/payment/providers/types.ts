/**
 * One interface for every card provider (spec 2 §2 Card and wallet payment, §4 Card field, Drop-in set-up,
 * Wallet payment). The journey machine drives an adapter through the payment widget actor
 * (src/payment/providers/widget-actor.ts): set up, prepare, confirm, tear down. Card data stays inside the provider's
 * frame for Stripe and Braintree; only the sandbox adapter, which stands in for a provider offline, sees
 * test card numbers.
 */
import type {
  BillingDetails,
  PaymentIntentToConfirm,
  PaymentSetUp,
  PreparedPayment,
} from '../../../machines/core/types';

export type { BillingDetails, PaymentIntentToConfirm, PaymentSetUp, PreparedPayment };

/** What an adapter tells the journey while it is mounted, outside the calls the journey makes. */
export interface PaymentAdapterListener {
  /** The card field changed: its error (provider message or card-type message), or null when it is valid. */
  cardChanged?(state: { complete: boolean; error: string | null }): void;
  /** The wallet sheet produced a payment method: the journey creates the intent for it. */
  walletPaymentMethod?(payment: PreparedPayment): void;
}

export interface PaymentAdapter {
  /** Draws the provider's fields in `host`; resolves when the customer can type, rejects when set-up fails. */
  mount(host: HTMLElement, listener: PaymentAdapterListener): Promise<{ wallet: boolean }>;
  /**
   * Checks and tokenises what the customer entered. Rejects with a `PaymentDeclined` whose message the page
   * shows (invalid card, unsupported vendor, provider message).
   */
  prepare(billing: BillingDetails): Promise<PreparedPayment>;
  /**
   * Finishes an intent the server created: a 3-D Secure challenge, Stripe's card confirmation with the client
   * secret, or the wallet sheet's completion. Resolves with the confirmed intent's id.
   */
  confirm(
    intent: PaymentIntentToConfirm,
    billing: BillingDetails,
  ): Promise<{ paymentIntentId: string }>;
  /** The intent could not be created: a wallet sheet still open is completed as failed. */
  abandon(): void;
  /** Removes everything the adapter drew and every listener; safe to call more than once. */
  teardown(): void;
}

/** A refusal the customer can act on; its message is shown on the page as it is. */
export class PaymentDeclined extends Error {
  override name = 'PaymentDeclined';
}

/** Builds the adapter for one set-up (GetClientData's answer and, for Braintree, the drop-in token). */
export type PaymentAdapterFactory = (setUp: PaymentSetUp) => Promise<PaymentAdapter>;
