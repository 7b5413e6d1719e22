/**
 * What the journey says about a payment (spec 2 §8 Client payment messages), as JOURNEY_TEXT.payment
 * (machines/core/text.ts); the payment pages' own texts are in ./page-text.ts.
 */

export const paymentText = {
  quoteReferenceRequired: 'Require a quote reference to proceed to payment',
  termStartMissing: 'No provided term start date on selected policy',
  preparationFailed: 'There was a problem preparing your payment.',
  invalidCard: 'Invalid card details',
  /** The provider's script or fields did not arrive in time (offline, blocked). */
  widgetTimedOut:
    'The secure card form could not be loaded. Please check your connection and try again, or pay by the other method.',
  /** spec 2 §8: the drop-in's set-up, retried up to 3 times and reported. */
  clientTokenMissing: 'Failed to retrieve valid client token or amount is missing',
  authenticationFailed:
    'Your card issuer could not confirm this payment. Please try again or use a different card.',
  cardVendor: "Sorry we don't support this card vendor, please try Visa or Mastercard.",
  problem: (phone: string) =>
    `Unfortunately, there has been an issue with your payment. Please try again or give us a call ${phone} and we'll be happy to help.`,
  bankDetailsError: 'Error retrieving bank account details, please delete and re-enter details',
  bankNotFound: 'Bank account not found, please try again with other details',
  /** spec 2 §8 Payment messages, by the server's code. */
  byCode: {
    PAYMENT_FAILED:
      'We were unable to process your payment. Please try again or use a different payment method.',
    PAYMENT_DECLINED:
      'Your payment was declined. Please verify your payment details or contact your card issuer.',
    PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER:
      'Your payment provider does not support 3D Secure. Please choose a different payment method.',
    PAYMENT_TOKEN_ALREADY_USED: 'Something went wrong with the payment. Please try again.',
    QUOTE_MISMATCH: 'There was a problem with your quote. Please try again.',
    PAYMENT_INSUFFICIENT_FUNDS:
      'Unfortunately your payment was unsuccessful. Please try another payment method, or contact your bank or card provider.',
  },
} as const;
