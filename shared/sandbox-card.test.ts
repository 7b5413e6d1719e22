import { describe, expect, it } from 'vitest';
import { cardBrand, classifyCard, isExpired, passesLuhn, TEST_CARDS } from './sandbox-card';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, expiryMonth = 12, expiryYear = 2030) => ({
  number,
  expiryMonth,
  expiryYear,
});

describe('classifyCard', () => {
  it('accepts the success test card, with or without spaces', () => {
    expect(classifyCard(card(TEST_CARDS.succeeds), now)).toEqual({
      kind: 'succeeded',
      last4: '4242',
    });
    expect(classifyCard(card('4242 4242 4242 4242'), now)).toEqual({
      kind: 'succeeded',
      last4: '4242',
    });
  });

  it('scripts the declined, insufficient-funds and 3-D Secure cards', () => {
    expect(classifyCard(card('4000 0000 0000 0002'), now)).toEqual({
      kind: 'declined',
      last4: '0002',
    });
    expect(classifyCard(card('4000 0000 0000 9995'), now)).toEqual({
      kind: 'insufficientFunds',
      last4: '9995',
    });
    expect(classifyCard(card('4000 0027 6000 3184'), now)).toEqual({
      kind: 'requiresAction',
      last4: '3184',
    });
  });

  it('scripts the card declined when the sandbox provider confirms its intent', () => {
    expect(classifyCard(card('4000 0000 0000 0341'), now)).toEqual({
      kind: 'declinedAtConfirmation',
      last4: '0341',
    });
  });

  it('refuses American Express as an unsupported vendor', () => {
    expect(classifyCard(card('3782 822463 10005'), now)).toEqual({
      kind: 'unsupportedVendor',
      last4: '0005',
    });
    expect(classifyCard(card('341111111111111'), now).kind).toBe('unsupportedVendor');
  });

  it('accepts other Luhn-valid Visa and Mastercard numbers, including the 2-series', () => {
    expect(classifyCard(card('4111111111111111'), now).kind).toBe('succeeded');
    expect(classifyCard(card('5555555555554444'), now).kind).toBe('succeeded');
    expect(classifyCard(card('2223003122003222'), now).kind).toBe('succeeded');
  });

  it('calls anything else invalid', () => {
    expect(classifyCard(card('4111111111111112'), now)).toEqual({ kind: 'invalid' });
    expect(classifyCard(card('6011111111111117'), now)).toEqual({ kind: 'invalid' });
    expect(classifyCard(card('4242 42'), now)).toEqual({ kind: 'invalid' });
    expect(classifyCard(card('4242-4242-4242-4242'), now)).toEqual({ kind: 'invalid' });
  });

  it('calls an expired card invalid but accepts one expiring this month', () => {
    expect(classifyCard(card(TEST_CARDS.succeeds, 5, 2026), now)).toEqual({ kind: 'invalid' });
    expect(classifyCard(card(TEST_CARDS.succeeds, 6, 2026), now).kind).toBe('succeeded');
  });
});

describe('card helpers', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a4')).toBe(false);
  });

  it('recognises the brands by prefix', () => {
    expect(cardBrand('4000')).toBe('visa');
    expect(cardBrand('5100')).toBe('mastercard');
    expect(cardBrand('5600')).toBe('other');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(cardBrand('2720')).toBe('mastercard');
    expect(cardBrand('2721')).toBe('other');
    expect(cardBrand('2220')).toBe('other');
    expect(cardBrand('3400')).toBe('amex');
    expect(cardBrand('3700')).toBe('amex');
  });

  it('treats the expiry month as usable to its end', () => {
    expect(isExpired({ expiryMonth: 6, expiryYear: 2026 }, new Date(2026, 5, 30, 23, 59))).toBe(
      false,
    );
    expect(isExpired({ expiryMonth: 6, expiryYear: 2026 }, new Date(2026, 6, 1, 0, 0))).toBe(true);
  });
});
