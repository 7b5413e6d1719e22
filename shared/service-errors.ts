/**
 * The services' error catalogue (spec 1 §8, spec 2 §8): the sentence each call's failure carries, by status.
 * The transport (src/api) puts it on the error it throws; the journey's catalogue (TEXT.service) shows the
 * same words; tests name them from here. Written once, where both sides may import it.
 */
export const SERVICE_ERRORS = {
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
} as const;

/** Any status the error catalogue does not name. */
export const UNEXPECTED_SERVICE_ERROR = 'An unexpected server error occurred.';
