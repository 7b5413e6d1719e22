/** Where a server error code sends the customer (spec 2 §4), with the payment messages shown in place (§8). */
import type { ServerErrorCode } from '../core/contract';
import { JOURNEY_TEXT } from '../core/text';
import { isRecord } from '../../shared/is-record';

export type PaymentMessageCode = Extract<
  ServerErrorCode,
  | 'PAYMENT_FAILED'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER'
  | 'PAYMENT_TOKEN_ALREADY_USED'
  | 'QUOTE_MISMATCH'
  | 'PAYMENT_INSUFFICIENT_FUNDS'
>;

/** spec 2 §8 Payment messages, shown on the payment page for these codes. */
export const PAYMENT_MESSAGES: Readonly<Record<PaymentMessageCode, string>> =
  JOURNEY_TEXT.payment.byCode;

/** spec 2 §2 Toasts. */
export const TOAST_DURATION_MS = 3000;

export type ErrorPage = 'decline' | 'quoteTakenUp' | 'quoteExpired' | 'quoteLocked' | 'error';

export type ServerCodeRoute =
  { kind: 'page'; page: ErrorPage; replace: boolean } | { kind: 'inline'; message: string };

type PageRoute = Extract<ServerCodeRoute, { kind: 'page' }>;

/**
 * spec 2 §4 Server error-code routing: each page, whether it replaces the history entry, and the codes that
 * lead to it. The taken-up and expired pages replace it so Back cannot return to a dead quote; any code not
 * listed here or among the inline payment messages goes to the error page.
 */
export const ERROR_PAGES = {
  decline: { replace: false, codes: ['QUOTE_REFERRED', 'QUOTE_DECLINED'] },
  // QUOTE_TAKEN_UP is a quote fetch's name for QUOTE_ALREADY_TAKEN_UP (spec 2 §4, §8 409 conflicts).
  quoteTakenUp: { replace: true, codes: ['QUOTE_ALREADY_TAKEN_UP', 'QUOTE_TAKEN_UP'] },
  // QUOTE_INELIGIBLE (the reminder check's conflict) is not listed: it goes to the error page.
  quoteExpired: { replace: true, codes: ['QUOTE_EXPIRED'] },
  quoteLocked: { replace: false, codes: ['QUOTE_LOCKED'] },
  error: { replace: false, codes: [] },
} as const satisfies Record<ErrorPage, { replace: boolean; codes: readonly ServerErrorCode[] }>;

/** The pages a listed code leads to, in the table's order; `error` takes every other code. */
export const LISTED_ERROR_PAGES = (Object.keys(ERROR_PAGES) as ErrorPage[]).filter(
  (page) => page !== 'error',
);

const INLINE_MESSAGES = new Map<string, string>([
  ...Object.entries(PAYMENT_MESSAGES),
  ['PAYMENT_CARD_VENDOR_UNSUPPORTED', JOURNEY_TEXT.payment.cardVendor],
] satisfies [string, string][]);

const pageRoute = (page: ErrorPage): PageRoute => ({
  kind: 'page',
  page,
  replace: ERROR_PAGES[page].replace,
});

const PAGE_ROUTES = new Map<string, PageRoute>(
  LISTED_ERROR_PAGES.flatMap((page) =>
    ERROR_PAGES[page].codes.map((code): [string, PageRoute] => [code, pageRoute(page)]),
  ),
);

const ERROR_PAGE = pageRoute('error');

/** spec 2 §4 Server error-code routing: any code not listed goes to the error page. */
export function routeForServerCode(code: string | undefined): ServerCodeRoute {
  if (code === undefined) return ERROR_PAGE;
  const message = INLINE_MESSAGES.get(code);
  if (message !== undefined) return { kind: 'inline', message };
  return PAGE_ROUTES.get(code) ?? ERROR_PAGE;
}

const stringCode = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.code === 'string' ? value.code : undefined;

/** The server code an API error carries: its own `code` (409s) or its parsed body's. */
export function errorCodeOf(error: unknown): string | undefined {
  return stringCode(error) ?? (isRecord(error) ? stringCode(error.body) : undefined);
}

/** The policy a taken-up quote became, when the server named it (an aggregator token's answer). */
export function policyReferenceOf(error: unknown): string | null {
  const body = isRecord(error) ? error.body : undefined;
  return isRecord(body) && typeof body.policyReference === 'string' && body.policyReference !== ''
    ? body.policyReference
    : null;
}

/** QUOTE_LOCKED after too many failed data-protection checks: when the quote can be checked again. */
export function lockedUntilOf(error: unknown): string | null {
  const body = isRecord(error) ? error.body : undefined;
  return isRecord(body) && typeof body.lockedUntil === 'string' && body.lockedUntil !== ''
    ? body.lockedUntil
    : null;
}

/** A failed data-protection check: how many more the quote allows before it is locked, when the server said. */
export function attemptsRemainingOf(error: unknown): number | null {
  const body = isRecord(error) ? error.body : undefined;
  return isRecord(body) && typeof body.attemptsRemaining === 'number'
    ? body.attemptsRemaining
    : null;
}
