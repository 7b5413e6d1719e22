/** Where a server error code sends the customer, and the journey's fixed messages (spec 2 §4, §8). */
import type { ServerErrorCode } from '../state/contract';

export type PaymentMessageCode = Extract<
  ServerErrorCode,
  | 'PAYMENT_FAILED'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER'
  | 'PAYMENT_TOKEN_ALREADY_USED'
  | 'QUOTE_MISMATCH'
  | 'PAYMENT_INSUFFICIENT_FUNDS'
>;

/** spec 2 §8 Payment messages. */
export const PAYMENT_MESSAGES: Readonly<Record<PaymentMessageCode, string>> = {
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
};

/** spec 2 §8 Payment problem modal. */
export const PAYMENT_PROBLEM_MESSAGE = (phone: string): string =>
  `Unfortunately, there has been an issue with your payment. Please try again or give us a call ${phone} and we'll be happy to help.`;

export const CARD_VENDOR_MESSAGE =
  "Sorry we don't support this card vendor, please try Visa or Mastercard.";

export const RERATE_TOAST =
  'Your quote had to be rated again due to a change in the information provided.';
export const TOAST_DURATION_MS = 3000;
export const OPTION_ID_MISSING = 'OptionId is missing';
export const RESPONSE_ID_MISSING = 'Underwriting Outcome ResponseId is missing';
export const REMINDER_MISMATCH =
  'Some of the details provided do not match the information in your quote.';
export const RESTART_NOT_FOUND = 'Unable to find policy with the details provided';
export const NO_PAYMENT_OPTION = 'No payment options selected';
export const REGISTRATION_UPDATE_FAILED = 'Unable to update vehicle registration.';
export const QUOTE_REFERENCE_REQUIRED = 'Require a quote reference to proceed to payment';

export type ErrorPage = 'decline' | 'quoteTakenUp' | 'quoteExpired' | 'quoteLocked' | 'error';

export type ServerCodeRoute =
  { kind: 'page'; page: ErrorPage; replace: boolean } | { kind: 'inline'; message: string };

type PageRoute = Extract<ServerCodeRoute, { kind: 'page' }>;

const INLINE_MESSAGES = new Map<string, string>([
  ...Object.entries(PAYMENT_MESSAGES),
  ['PAYMENT_CARD_VENDOR_UNSUPPORTED', CARD_VENDOR_MESSAGE],
] satisfies [string, string][]);

const page = (name: ErrorPage, replace: boolean): PageRoute => ({
  kind: 'page',
  page: name,
  replace,
});

/** The taken-up and expired pages replace the history entry so Back cannot return to a dead quote. */
const PAGE_ROUTES = new Map<string, PageRoute>([
  ['QUOTE_REFERRED', page('decline', false)],
  ['QUOTE_DECLINED', page('decline', false)],
  ['QUOTE_ALREADY_TAKEN_UP', page('quoteTakenUp', true)],
  ['QUOTE_TAKEN_UP', page('quoteTakenUp', true)],
  ['QUOTE_EXPIRED', page('quoteExpired', true)],
  ['QUOTE_LOCKED', page('quoteLocked', false)],
] satisfies [ServerErrorCode, PageRoute][]);

const ERROR_PAGE = page('error', false);

/** spec 2 §4 Server error-code routing: any code not listed goes to the error page. */
export function routeForServerCode(code: string | undefined): ServerCodeRoute {
  if (code === undefined) return ERROR_PAGE;
  const message = INLINE_MESSAGES.get(code);
  if (message !== undefined) return { kind: 'inline', message };
  return PAGE_ROUTES.get(code) ?? ERROR_PAGE;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const stringCode = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.code === 'string' ? value.code : undefined;

/** The server code an API error carries: its own `code` (409s) or its parsed body's. */
export function errorCodeOf(error: unknown): string | undefined {
  return stringCode(error) ?? (isRecord(error) ? stringCode(error.body) : undefined);
}
