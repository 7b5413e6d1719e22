/** Each provider's adapter, loaded only when the card page sets that provider up. */
import type { PaymentAdapterFactories } from './widget-actor';

export const paymentAdapters: PaymentAdapterFactories = {
  SANDBOX: async (setUp) => (await import('./sandbox/sandbox-adapter')).createSandboxAdapter(setUp),
  STRIPE: async (setUp) => (await import('./stripe/stripe-adapter')).createStripeAdapter(setUp),
  BRAINTREE: async (setUp) =>
    (await import('./braintree/braintree-adapter')).createBraintreeAdapter(setUp),
};
