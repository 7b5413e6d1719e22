/** spec 2 §8 payment messages, as the sandbox words its payment failures. */
export const MESSAGES = {
  PAYMENT_FAILED:
    'We were unable to process your payment. Please try again or use a different payment method.',
  PAYMENT_DECLINED:
    'Your payment was declined. Please verify your payment details or contact your card issuer.',
  PAYMENT_TOKEN_ALREADY_USED: 'Something went wrong with the payment. Please try again.',
  QUOTE_MISMATCH: 'There was a problem with your quote. Please try again.',
  PAYMENT_INSUFFICIENT_FUNDS:
    'Unfortunately your payment was unsuccessful. Please try another payment method, or contact your bank or card provider.',
  PAYMENT_CARD_VENDOR_UNSUPPORTED:
    "Sorry we don't support this card vendor, please try Visa or Mastercard.",
  INVALID_CARD: 'Invalid card details',
} as const;
