/** Failures of our own API calls, mapped from HTTP statuses to the spec's error catalogue (spec 1 §8, spec 2 §8). */
import { UNEXPECTED_SERVICE_ERROR } from '../../shared/service-errors';

export type ApiService = 'lookup' | 'quote';

/** The body the services send with 400, 403 and 409 answers (openapi ApiError). */
export interface ApiErrorBody {
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
  /** A data-protection check's mismatch: the failed checks the quote still allows before it is locked. */
  attemptsRemaining?: number;
  /** QUOTE_LOCKED after too many failed checks: when the quote can be checked again (ISO date-time). */
  lockedUntil?: string;
}

export abstract class ApiError extends Error {
  abstract readonly kind:
    'notFound' | 'validation' | 'quoteFailed' | 'conflict' | 'unexpected' | 'cancelled';
  constructor(
    message: string,
    /** The OpenAPI path of the call, e.g. /api/v1/Vehicle/GetVehicleDetailsByVrm. */
    readonly operation: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 204 where the call expects data, or 404: the call's own sentence, with a 404's parsed body. */
export class NotFoundError extends ApiError {
  readonly kind = 'notFound';
  constructor(
    message: string,
    operation: string,
    status: number,
    readonly body?: ApiErrorBody,
  ) {
    super(message, operation, status);
  }
}

/** 400: 'Validation error.' (lookup) or 'Validation error' (quote), with the parsed body. */
export class ValidationError extends ApiError {
  readonly kind = 'validation';
  constructor(
    message: string,
    operation: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(message, operation, 400);
  }
}

/** 403: 'Quote failed', with the parsed body. */
export class QuoteFailedError extends ApiError {
  readonly kind = 'quoteFailed';
  constructor(
    operation: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super('Quote failed', operation, 403);
  }
}

/** 409: a conflicted state carrying the server's error code (QUOTE_EXPIRED, PAYMENT_DECLINED...). */
export class ConflictError extends ApiError {
  readonly kind = 'conflict';
  constructor(
    message: string,
    operation: string,
    readonly code: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(message, operation, 409);
  }
}

/** Any other status, or a network failure (status 0). */
export class UnexpectedServerError extends ApiError {
  readonly kind = 'unexpected';
  constructor(
    operation: string,
    status: number,
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {
    super(UNEXPECTED_SERVICE_ERROR, operation, status);
  }
}

/** The caller aborted the request through its AbortSignal. */
export class CancelledError extends ApiError {
  readonly kind = 'cancelled';
  constructor(operation: string) {
    super('The request was cancelled.', operation, 0);
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The server error code an API failure carries, if any (spec 2 §8). */
export function serverErrorCode(error: unknown): string | undefined {
  if (error instanceof ConflictError) return error.code;
  if (error instanceof ValidationError || error instanceof QuoteFailedError)
    return error.body?.code;
  if (error instanceof UnexpectedServerError && isErrorBody(error.body)) return error.body.code;
  return undefined;
}

export function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
