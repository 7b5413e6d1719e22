/**
 * Stripe's card field and wallet behind the PaymentAdapter interface (spec 2 §2 Card and wallet payment,
 * §4 Card field, Wallet payment). Card data stays in Stripe's frame; the card is confirmed in the browser
 * with the intent's client secret, the wallet's payment method by id.
 */
import type {
  PaymentRequestPaymentMethodEvent,
  Stripe,
  StripeCardElement,
  StripeElementStyle,
} from '@stripe/stripe-js';
import { providerText } from '../../../../machines/payment/provider-text';
import {
  type BillingDetails,
  type PaymentAdapter,
  type PaymentAdapterListener,
  type PaymentIntentToConfirm,
  type PaymentSetUp,
  PaymentDeclined,
} from '../types';
import { withTimeout } from '../with-timeout';
import { cardFieldState, settleConfirmation, stripeBillingDetails } from './stripe-results';
import { createStripeWallet, type StripeWallet } from './stripe-wallet';

export interface StripeAdapterDeps {
  /** Stands in for Stripe.js in tests; by default it is fetched only when the payment page needs it. */
  loadStripe?: (publishableKey: string) => Promise<Stripe | null>;
  /** How long Stripe.js and its frames may take to arrive. */
  timeoutMs?: number;
}

export const defaultStripeTimeoutMs = 15_000;

/** The pure entry adds no script tag until called, so the first page never contacts Stripe. */
async function loadStripeOnDemand(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}

const cardStyle: StripeElementStyle = {
  base: {
    color: '#1a1a1a',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: '16px',
    lineHeight: '24px',
    '::placeholder': { color: '#5f6368' },
  },
  invalid: { color: '#b00020', iconColor: '#b00020' },
};

export async function createStripeAdapter(
  setUp: PaymentSetUp,
  deps: StripeAdapterDeps = {},
): Promise<PaymentAdapter> {
  const timeoutMs = deps.timeoutMs ?? defaultStripeTimeoutMs;
  if (!setUp.publishableKey) throw new Error(providerText.preparationFailed);
  const load = deps.loadStripe ?? loadStripeOnDemand;
  let stripe: Stripe | null;
  try {
    stripe = await withTimeout(load(setUp.publishableKey), timeoutMs, providerText.loadTimedOut);
  } catch {
    // A rejected script or chunk means the same to the customer as one that never came: offline or blocked.
    throw new Error(providerText.loadTimedOut);
  }
  if (!stripe) throw new Error(providerText.preparationFailed);
  return stripeAdapter(stripe, setUp, timeoutMs);
}

function stripeAdapter(stripe: Stripe, setUp: PaymentSetUp, timeoutMs: number): PaymentAdapter {
  let card: StripeCardElement | null = null;
  let wallet: StripeWallet | null = null;
  let cardState: { complete: boolean; error: string | null } = { complete: false, error: null };
  const nodes: HTMLElement[] = [];
  /** Counts mounts, so a mount overtaken by a newer one (or by teardown) adds nothing once it resumes. */
  let generation = 0;
  let closed = false;

  /** Removes what the last mount drew; the adapter stays usable for a mount in a new host. */
  const release = () => {
    generation += 1;
    wallet?.teardown();
    card?.destroy();
    for (const node of nodes) node.remove();
    nodes.length = 0;
    card = null;
    wallet = null;
    cardState = { complete: false, error: null };
  };

  const mountCard = (host: HTMLElement, listener: PaymentAdapterListener): Promise<void> => {
    const cardNode = document.createElement('div');
    cardNode.className = 'stripe-card-field';
    host.append(cardNode);
    nodes.push(cardNode);
    const element = stripe.elements().create('card', { hidePostalCode: true, style: cardStyle });
    card = element;
    element.on('change', (event) => {
      cardState = cardFieldState(event);
      listener.cardChanged?.(cardState);
    });
    const ready = new Promise<void>((resolve, reject) => {
      element.once('ready', () => resolve());
      element.once('loaderror', () => reject(new Error(providerText.loadTimedOut)));
    });
    element.mount(cardNode);
    return withTimeout(ready, timeoutMs, providerText.loadTimedOut);
  };

  const mountWallet = async (host: HTMLElement, listener: PaymentAdapterListener) => {
    const mine = generation;
    let created: StripeWallet;
    try {
      created = createStripeWallet(stripe, setUp, (payment) =>
        listener.walletPaymentMethod?.(payment),
      );
    } catch {
      // The Payment Request API is deprecated in Stripe.js; losing it must not cost the card field.
      return false;
    }
    wallet = created;
    const walletNode = document.createElement('div');
    walletNode.className = 'stripe-wallet';
    if (!(await created.showButton(walletNode, timeoutMs)) || mine !== generation) return false;
    host.prepend(walletNode);
    nodes.push(walletNode);
    return true;
  };

  const preparedCard = () => {
    if (!card) throw new Error(providerText.noElementsMounted);
    if (cardState.error) throw new PaymentDeclined(cardState.error);
    if (!cardState.complete) throw new PaymentDeclined(providerText.invalidCard);
    return { kind: 'confirmWithClientSecret' } as const;
  };

  return {
    async mount(host, listener) {
      if (closed) throw new Error(providerText.noElementsMounted);
      // The page may hand over a new host (a re-render): Stripe's frames cannot move, so they are redrawn.
      release();
      try {
        const [, hasWallet] = await Promise.all([
          mountCard(host, listener),
          mountWallet(host, listener),
        ]);
        return { wallet: hasWallet };
      } catch (error) {
        release();
        throw error;
      }
    },

    prepare(_billing: BillingDetails) {
      return new Promise((resolve) => resolve(preparedCard()));
    },

    async confirm(intent: PaymentIntentToConfirm, billing: BillingDetails) {
      const walletEvent = wallet?.takePending() ?? null;
      if (intent.status === 'succeeded') {
        walletEvent?.complete('success');
        return { paymentIntentId: intent.paymentIntentId };
      }
      if (walletEvent) return confirmWallet(stripe, intent.clientSecret, walletEvent);
      if (!card) throw new Error(providerText.noElementsMounted);
      const result = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card, billing_details: stripeBillingDetails(billing) },
      });
      return settleConfirmation(result);
    },

    abandon() {
      wallet?.failPending();
    },

    teardown() {
      if (closed) return;
      closed = true;
      release();
    },
  };
}

/**
 * Stripe's wallet flow: confirm without next actions so the sheet can close, then let Stripe.js show any
 * 3-D Secure challenge over the page.
 */
async function confirmWallet(
  stripe: Stripe,
  clientSecret: string,
  event: PaymentRequestPaymentMethodEvent,
): Promise<{ paymentIntentId: string }> {
  let first;
  try {
    first = await stripe.confirmCardPayment(
      clientSecret,
      { payment_method: event.paymentMethod.id },
      { handleActions: false },
    );
  } catch (error) {
    event.complete('fail');
    throw error;
  }
  if (!first.paymentIntent) {
    event.complete('fail');
    return settleConfirmation(first);
  }
  event.complete('success');
  if (first.paymentIntent.status === 'requires_action') {
    return settleConfirmation(await stripe.confirmCardPayment(clientSecret));
  }
  return settleConfirmation(first);
}
