import { describe, expect, it } from 'vitest';
import { JOURNEY_TEXT } from '../core/text';
import {
  errorCodeOf,
  PAYMENT_MESSAGES,
  policyReferenceOf,
  routeForServerCode,
} from './error-codes';

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
      message: JOURNEY_TEXT.payment.cardVendor,
    });
  });

  it.each([
    undefined,
    'QUOTE_NOT_FOUND',
    'INTERNAL_ERROR',
    'ICE_ERROR',
    'VALIDATION_ERROR',
    // A quote-fetch conflict the routing table gives no page of its own.
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

describe('policyReferenceOf (the taken-up page’s documents)', () => {
  it('reads the policy a taken-up answer names', () => {
    const error = { code: 'QUOTE_ALREADY_TAKEN_UP', body: { policyReference: 'POL-1' } };
    expect(policyReferenceOf(error)).toBe('POL-1');
  });

  it.each([
    undefined,
    new Error('x'),
    { body: {} },
    { body: { policyReference: '' } },
    { body: 'POL-1' },
  ])('reads no policy from %o', (error) => {
    expect(policyReferenceOf(error)).toBeNull();
  });
});
