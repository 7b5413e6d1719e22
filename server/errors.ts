import type { Response } from 'express';

export type ServerErrorCode =
  | 'INTERNAL_ERROR'
  | 'ICE_ERROR'
  | 'VALIDATION_ERROR'
  | 'QUOTE_MISMATCH'
  | 'QUOTE_LOCKED'
  | 'QUOTE_DECLINED'
  | 'QUOTE_REFERRED'
  | 'QUOTE_NOT_FOUND'
  | 'QUOTE_EXPIRED'
  | 'QUOTE_ALREADY_TAKEN_UP'
  | 'QUOTE_TAKEN_UP'
  | 'QUOTE_INELIGIBLE'
  | 'PAYMENT_FAILED'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_TOKEN_ALREADY_USED'
  | 'PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER'
  | 'PAYMENT_INSUFFICIENT_FUNDS'
  | 'PAYMENT_CARD_VENDOR_UNSUPPORTED'
  | 'NOT_FOUND';

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  code: ServerErrorCode;
  message: string;
  errors?: FieldError[];
}

/** A failure a handler throws; the app's error handler turns it into the contract's ApiError body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ApiErrorBody {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }
}

export const notFound = (message: string, code: ServerErrorCode = 'QUOTE_NOT_FOUND') =>
  new HttpError(404, code, message);

export const conflict = (code: ServerErrorCode, message: string) =>
  new HttpError(409, code, message);

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, 'VALIDATION_ERROR', message, errors);

/** The contract's "not found" for lookups: 204 with no body. */
export function noContent(res: Response): void {
  res.status(204).end();
}
