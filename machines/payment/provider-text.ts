/**
 * What the card providers' adapters say (spec 2 §8 Client payment messages): loaded with the payment page,
 * never on the first page.
 */
import { paymentText } from './text';

export const providerText = {
  cardVendor: paymentText.cardVendor,
  preparationFailed: paymentText.preparationFailed,
  invalidCard: paymentText.invalidCard,
  noStripeResponse: 'No Stripe Response',
  stripeResponseErrors: 'Stripe Response Errors',
  noElementsMounted: 'No stripe or payment elements mounted',
  clientTokenMissing: paymentText.clientTokenMissing,
  /** The provider's script did not arrive in time (offline, blocked). */
  loadTimedOut: paymentText.widgetTimedOut,
  /** The 3-D Secure check was not passed. */
  authenticationFailed: paymentText.authenticationFailed,
} as const;
