import type { Response } from 'express';
import type { ApiError, FieldError, ServerErrorCode } from './contract';

/** A failure a handler throws; the app's error handler turns it into the contract's ApiError body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly policyReference?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ApiError {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.policyReference ? { policyReference: this.policyReference } : {}),
    };
  }
}

export const notFound = (message: string, code: ServerErrorCode = 'QUOTE_NOT_FOUND') =>
  new HttpError(404, code, message);

export const conflict = (code: ServerErrorCode, message: string) =>
  new HttpError(409, code, message);

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, 'VALIDATION_ERROR', message, errors);

/** The bank check refused the sort code in `field` (both contracts word it the same). */
export const invalidSortCode = (field: string) =>
  badRequest('Validation error', [{ field, message: 'Sort code is not valid' }]);

/** The contract's "not found" for lookups: 204 with no body. */
export function noContent(res: Response): void {
  res.status(204).end();
}
