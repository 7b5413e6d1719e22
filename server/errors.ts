import type { Response } from 'express';
import type { ApiError, FieldError, ServerErrorCode } from './contract';

/** What an ApiError body may add to its code and message: the policy a quote became, a check's lock-out. */
export type ErrorDetails = Pick<ApiError, 'policyReference' | 'attemptsRemaining' | 'lockedUntil'>;

/** A failure a handler throws; the app's error handler turns it into the contract's ApiError body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ApiError {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.details,
    };
  }
}

export const notFound = (
  message: string,
  code: ServerErrorCode = 'QUOTE_NOT_FOUND',
  details?: ErrorDetails,
) => new HttpError(404, code, message, undefined, details);

export const conflict = (code: ServerErrorCode, message: string, details?: ErrorDetails) =>
  new HttpError(409, code, message, undefined, details);

/** Too many requests from one client: 429 with when it may try again (`Retry-After`, in seconds). */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, 'VALIDATION_ERROR', message, errors);

/** The bank check refused the sort code in `field` (both contracts word it the same). */
export const invalidSortCode = (field: string) =>
  badRequest('Validation error', [{ field, message: 'Sort code is not valid' }]);

/** The contract's "not found" for lookups: 204 with no body. */
export function noContent(res: Response): void {
  res.status(204).end();
}
