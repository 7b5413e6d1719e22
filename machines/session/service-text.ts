/** What the customer reads when a call to our services fails (spec 1 §8, spec 2 §8). */
import { SERVICE_ERRORS, UNEXPECTED_SERVICE_ERROR } from '../../shared/service-errors';

export const serviceText = {
  /** Any status the error catalogue does not name. */
  unexpected: UNEXPECTED_SERVICE_ERROR,
  /** The error catalogue's sentences for a call that fails or answers with nothing (spec 1 §8, spec 2 §8). */
  errors: SERVICE_ERRORS,
} as const;
