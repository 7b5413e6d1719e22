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
  /** Stripe's wallet button (spec 2 §2 Card and wallet payment), by what the device can pay with. */
  wallet: {
    applePay: 'Pay with Apple Pay',
    googlePay: 'Pay with Google Pay',
    other: 'Pay with a saved card',
  },
  /** Braintree's drop-in while it loads, for screen readers. */
  braintreeLoading: 'Loading secure payment options',
  /** The sandbox provider's clearly labelled test form and its 3-D Secure page. */
  sandbox: {
    title: 'Test payment form.',
    note: 'No real card is charged: use one of the sandbox test cards.',
    number: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    cvc: 'Security code',
    name: 'Name on card',
    /** The sandbox's stand-in for a wallet (Apple Pay, Google Pay): its button, and its sheet of test cards. */
    wallet: 'Pay with the test wallet',
    orCard: 'Or pay with a test card',
    walletHeading: 'Test wallet',
    walletLegend: 'Cards in the test wallet',
    walletPay: 'Pay with this card',
    /** Each test card in the wallet, by the last four digits of its number and what the sandbox does with it. */
    walletCards: {
      succeeds: (last4: string) => `Visa ending ${last4}: pays`,
      threeDSecure: (last4: string) => `Visa ending ${last4}: asks for 3-D Secure`,
      declined: (last4: string) => `Visa ending ${last4}: declined`,
      insufficientFunds: (last4: string) => `Visa ending ${last4}: not enough funds`,
      declinedAtConfirmation: (last4: string) => `Visa ending ${last4}: declined when confirmed`,
    },
    challengeHeading: 'Confirm this payment with your card issuer',
    challengeFrame: '3-D Secure check',
  },
} as const;
