/**
 * The sandbox provider's card rules, as a provider's test mode checks a card before it is sent: the same rules
 * the sandbox server applies (shared/sandbox-card.ts), so a number refused here is refused there.
 */
import { cardBrand, cardDigits, isExpired, passesLuhn } from '../../../../shared/sandbox-card';
import type { SandboxCard } from '../../../../machines/core/contract';
import { JOURNEY_TEXT } from '../../../../machines/core/text';

export interface SandboxCardEntry {
  number: string;
  /** MM / YY as typed. */
  expiry: string;
  cvc: string;
  name: string;
}

export type SandboxCardField = keyof SandboxCardEntry;
export type SandboxCardErrors = Partial<Record<SandboxCardField, string>>;

export const emptyCardEntry = (): SandboxCardEntry => ({
  number: '',
  expiry: '',
  cvc: '',
  name: '',
});

const CARD_MESSAGES = {
  number: 'Enter a valid card number',
  expiry: 'Enter the expiry date as MM / YY, not in the past',
  cvc: 'Enter the 3 or 4 digit security code',
  name: 'Enter the name on the card',
} as const;

/** Groups of four as a card shows them. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const [, monthText, yearText] = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry) ?? [];
  if (monthText === undefined || yearText === undefined) return null;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The field errors of an entry; a number of another brand is refused with the spec's card-type message. */
export function checkCardEntry(entry: SandboxCardEntry, now: Date): SandboxCardErrors {
  const errors: SandboxCardErrors = {};
  const digits = cardDigits(entry.number);
  const brand = cardBrand(digits);
  if (/^\d{12,19}$/.test(digits) && brand !== 'visa' && brand !== 'mastercard') {
    errors.number = JOURNEY_TEXT.payment.cardVendor;
  } else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.number = CARD_MESSAGES.number;
  }
  const expiry = parseExpiry(entry.expiry);
  if (!expiry || isExpired({ expiryMonth: expiry.month, expiryYear: expiry.year }, now)) {
    errors.expiry = CARD_MESSAGES.expiry;
  }
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  if (entry.name.trim() === '') errors.name = CARD_MESSAGES.name;
  return errors;
}

export function sandboxCardOf(entry: SandboxCardEntry): SandboxCard {
  const expiry = parseExpiry(entry.expiry);
  return {
    number: cardDigits(entry.number),
    expiryMonth: expiry?.month ?? 0,
    expiryYear: expiry?.year ?? 0,
    cvc: entry.cvc.trim(),
  };
}
