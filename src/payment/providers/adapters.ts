/**
 * Each provider's adapter, loaded only when the card page sets that provider up, and fetched again on the next
 * set-up when its fetch failed (src/ui/fetched-again.ts): the card page's Try again after a dropped connection.
 */
import { fetchedAgain } from '../../ui/fetched-again';
import type { PaymentAdapterFactories } from './widget-actor';

const sandbox = fetchedAgain(() => import('./sandbox/sandbox-adapter'));
const stripe = fetchedAgain(() => import('./stripe/stripe-adapter'));
const braintree = fetchedAgain(() => import('./braintree/braintree-adapter'));

export const paymentAdapters: PaymentAdapterFactories = {
  SANDBOX: async (setUp) => (await sandbox()).createSandboxAdapter(setUp),
  STRIPE: async (setUp) => (await stripe()).createStripeAdapter(setUp),
  BRAINTREE: async (setUp) => (await braintree()).createBraintreeAdapter(setUp),
};
