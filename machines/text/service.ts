/** What the customer reads when a call to our services fails (spec 1 §8, spec 2 §8). */

export const serviceText = {
  /** Any status the error catalogue does not name. */
  unexpected: 'An unexpected server error occurred.',
  /** The card payment could not be set up (spec 2 §8). */
  paymentPreparationFailed: 'There was a problem preparing your payment.',
} as const;
