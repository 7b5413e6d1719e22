import { endOfMonth } from 'date-fns';
import type { components } from '../openapi/generated/quote';

type SandboxCard = components['schemas']['SandboxCard'];

export type CardDetails = Pick<SandboxCard, 'number' | 'expiryMonth' | 'expiryYear'>;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

export type CardOutcome =
  | { kind: 'succeeded'; last4: string }
  | { kind: 'requiresAction'; last4: string }
  | { kind: 'declinedAtConfirmation'; last4: string }
  | { kind: 'declined'; last4: string }
  | { kind: 'insufficientFunds'; last4: string }
  | { kind: 'unsupportedVendor'; last4: string }
  | { kind: 'invalid' };

/** The sandbox's test cards, numbered as the common payment providers' test cards are. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  /** Taken when the intent is made, declined when the sandbox provider confirms it in the browser. */
  declinedAtConfirmation: '4000000000000341',
} as const;

const scripted: Readonly<
  Record<string, 'declined' | 'insufficientFunds' | 'requiresAction' | 'declinedAtConfirmation'>
> = {
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficientFunds',
  [TEST_CARDS.threeDSecure]: 'requiresAction',
  [TEST_CARDS.declinedAtConfirmation]: 'declinedAtConfirmation',
};

/**
 * The sandbox provider's test wallet (src/payment/providers/sandbox): its sheet holds the test cards, and the
 * payment method id it gives the journey names the card chosen, `pm_sandbox_wallet_<card>_<random>`. The
 * sandbox takes such an id in place of a test card and charges it as that card is charged, as a wallet's
 * card may be declined or ask for 3-D Secure.
 */
export type SandboxWalletCard = keyof typeof TEST_CARDS;

const WALLET_PAYMENT = /^pm_sandbox_wallet_([A-Za-z]+)_[0-9a-f]{8,64}$/;

export function sandboxWalletPaymentId(card: SandboxWalletCard, random: string): string {
  return `pm_sandbox_wallet_${card}_${random}`;
}

/** The test card a sandbox wallet payment method was made with; null for any other payment method id. */
export function sandboxWalletCard(paymentMethodId: string | undefined): string | null {
  const card = WALLET_PAYMENT.exec(paymentMethodId ?? '')?.[1];
  return card !== undefined && Object.hasOwn(TEST_CARDS, card)
    ? TEST_CARDS[card as SandboxWalletCard]
    : null;
}

export const cardDigits = (number: string): string => number.replace(/\s/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'other';
}

/** A card is usable until the end of its expiry month. */
export function isExpired(
  card: Pick<CardDetails, 'expiryMonth' | 'expiryYear'>,
  now: Date,
): boolean {
  return endOfMonth(new Date(card.expiryYear, card.expiryMonth - 1, 1)) < now;
}

/** What the sandbox provider does with a test card (spec 2 §8 payment messages name the failures). */
export function classifyCard(card: CardDetails, now: Date): CardOutcome {
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || isExpired(card, now)) return { kind: 'invalid' };
  const last4 = digits.slice(-4);
  const scriptedKind = scripted[digits];
  if (scriptedKind) return { kind: scriptedKind, last4 };
  const brand = cardBrand(digits);
  // spec 2 §9: accepted card brands are Visa and Mastercard
  if (brand === 'amex') return { kind: 'unsupportedVendor', last4 };
  if (brand === 'other' || !passesLuhn(digits)) return { kind: 'invalid' };
  return { kind: 'succeeded', last4 };
}
