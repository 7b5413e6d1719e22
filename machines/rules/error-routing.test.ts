import { describe, expect, it } from 'vitest';
import {
  CARD_VENDOR_MESSAGE,
  errorCodeOf,
  NO_PAYMENT_OPTION,
  OPTION_ID_MISSING,
  PAYMENT_MESSAGES,
  PAYMENT_PROBLEM_MESSAGE,
  QUOTE_REFERENCE_REQUIRED,
  REGISTRATION_UPDATE_FAILED,
  REMINDER_MISMATCH,
  RERATE_TOAST,
  RESPONSE_ID_MISSING,
  RESTART_NOT_FOUND,
  routeForServerCode,
  TOAST_DURATION_MS,
} from './error-routing';

describe('messages (spec 2 §8)', () => {
  it('gives the six payment codes their texts', () => {
    expect(PAYMENT_MESSAGES).toEqual({
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
    });
  });

  it('puts the brand phone number into the payment problem message', () => {
    expect(PAYMENT_PROBLEM_MESSAGE('0330 123 4567')).toBe(
      "Unfortunately, there has been an issue with your payment. Please try again or give us a call 0330 123 4567 and we'll be happy to help.",
    );
  });

  it('states the fixed client messages verbatim', () => {
    expect(CARD_VENDOR_MESSAGE).toBe(
      "Sorry we don't support this card vendor, please try Visa or Mastercard.",
    );
    expect(RERATE_TOAST).toBe(
      'Your quote had to be rated again due to a change in the information provided.',
    );
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(OPTION_ID_MISSING).toBe('OptionId is missing');
    expect(RESPONSE_ID_MISSING).toBe('Underwriting Outcome ResponseId is missing');
    expect(REMINDER_MISMATCH).toBe(
      'Some of the details provided do not match the information in your quote.',
    );
    expect(RESTART_NOT_FOUND).toBe('Unable to find policy with the details provided');
    expect(NO_PAYMENT_OPTION).toBe('No payment options selected');
    expect(REGISTRATION_UPDATE_FAILED).toBe('Unable to update vehicle registration.');
    expect(QUOTE_REFERENCE_REQUIRED).toBe('Require a quote reference to proceed to payment');
  });
});

describe('routeForServerCode (spec 2 §4 Server error-code routing)', () => {
  it.each([
    ['QUOTE_REFERRED', 'decline', false],
    ['QUOTE_DECLINED', 'decline', false],
    ['QUOTE_ALREADY_TAKEN_UP', 'quoteTakenUp', true],
    ['QUOTE_TAKEN_UP', 'quoteTakenUp', true],
    ['QUOTE_EXPIRED', 'quoteExpired', true],
    ['QUOTE_LOCKED', 'quoteLocked', false],
  ])('sends %s to the %s page (replace %s)', (code, page, replace) => {
    expect(routeForServerCode(code)).toEqual({ kind: 'page', page, replace });
  });

  it.each(Object.entries(PAYMENT_MESSAGES))('shows %s inline', (code, message) => {
    expect(routeForServerCode(code)).toEqual({ kind: 'inline', message });
  });

  it('shows the card-vendor message inline for an unsupported card', () => {
    expect(routeForServerCode('PAYMENT_CARD_VENDOR_UNSUPPORTED')).toEqual({
      kind: 'inline',
      message: CARD_VENDOR_MESSAGE,
    });
  });

  it.each([
    undefined,
    'QUOTE_NOT_FOUND',
    'INTERNAL_ERROR',
    'ICE_ERROR',
    'VALIDATION_ERROR',
    'QUOTE_INELIGIBLE',
    'SOMETHING_NEW',
    '',
    'toString',
    'constructor',
  ])('sends %s to the error page', (code) => {
    expect(routeForServerCode(code)).toEqual({ kind: 'page', page: 'error', replace: false });
  });
});

describe('errorCodeOf', () => {
  class FakeConflictError extends Error {
    constructor(readonly code: string) {
      super('Conflicted state e.g. QUOTE_TAKEN_UP, QUOTE_EXPIRED');
    }
  }
  class FakeValidationError extends Error {
    constructor(readonly body: unknown) {
      super('Validation error');
    }
  }

  it('reads the code of a conflict error', () => {
    expect(errorCodeOf(new FakeConflictError('QUOTE_EXPIRED'))).toBe('QUOTE_EXPIRED');
  });

  it('reads the code of a parsed error body', () => {
    const error = new FakeValidationError({
      code: 'VALIDATION_ERROR',
      message: 'Validation error',
    });
    expect(errorCodeOf(error)).toBe('VALIDATION_ERROR');
  });

  it('prefers the error’s own code to its body’s', () => {
    expect(errorCodeOf({ code: 'QUOTE_LOCKED', body: { code: 'INTERNAL_ERROR' } })).toBe(
      'QUOTE_LOCKED',
    );
  });

  it.each([
    undefined,
    null,
    'QUOTE_EXPIRED',
    42,
    new Error('network'),
    { code: 409 },
    { body: undefined },
    { body: 'Bad Request' },
    { body: { code: null } },
  ])('gives undefined for %o', (error) => {
    expect(errorCodeOf(error)).toBeUndefined();
  });
});
