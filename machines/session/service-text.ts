/** What the customer reads when a call to our services fails (spec 1 §8, spec 2 §8). */

export const serviceText = {
  /** Any status the error catalogue does not name. */
  unexpected: 'An unexpected server error occurred.',
  /** The card payment could not be set up (spec 2 §8). */
  /** The error catalogue's sentences for a call that fails or answers with nothing (spec 1 §8, spec 2 §8). */
  errors: {
    addressesNotFound: 'Could not find addresses with requested postcode.',
    addressNotFound: 'Could not find address with requested Id.',
    vehicleNotFound: 'Could not find vehicle associated with requested registration.',
    vehicleMakesMissing: 'Could not get a list of vehicle makes',
    vehicleModelsMissing: 'Could not get a list of models.',
    listNotFound: 'Could not find the list of options.',
    quoteNotFound: 'Quote not found',
    policyNotFound: 'Policy not found',
    noDocument: 'No document found',
    unableToCreateSession: 'Unable to create a session',
    unableToFindQuote: 'Unable to find quote',
    quoteConflict: 'Conflicted state e.g. QUOTE_TAKEN_UP, QUOTE_EXPIRED',
    reminderConflict: 'Conflicted state e.g. QUOTE_INELIGIBLE',
    noContent: 'No Content',
    success: 'Success',
    badRequest: 'Bad Request',
    lookupValidation: 'Validation error.',
    quoteValidation: 'Validation error',
  },
} as const;
