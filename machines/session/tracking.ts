/** What the journey keeps in local storage besides its state (spec 1 §3, §4, §9). */
import { addMinutes, isBefore, isValid, parseISO } from 'date-fns';

export const RETRIEVE_QUOTE_STAMP_MINUTES = 30;

/** spec 1 §1: the product line as analytics names it. */
export const ANALYTICS_ITEM_CATEGORY = 'Carriage of goods for hire & reward';

export type AnalyticsChannel = 'Aggregator' | 'Direct';

/**
 * spec 1 §2, spec 2 §6: page views carry where the visitor came from, a comparison site or directly. A purchase
 * clears the comparison site's link with the bought quote; the purchase keeps where the sale came from, so the
 * thank-you page's events still say Aggregator.
 */
export const analyticsChannel = (context: {
  aggregator: unknown;
  purchase?: { fromAggregator?: boolean } | null;
}): AnalyticsChannel =>
  context.aggregator || context.purchase?.fromAggregator === true ? 'Aggregator' : 'Direct';

export interface RetrieveQuoteStamp {
  quoteRef: string;
  savedAt: string;
  expiresAt: string;
}

/** spec 1 §4: saved on reaching the results screen, valid for 30 minutes. */
export function retrieveQuoteStamp(quoteRef: string, now: Date): RetrieveQuoteStamp {
  return {
    quoteRef,
    savedAt: now.toISOString(),
    expiresAt: addMinutes(now, RETRIEVE_QUOTE_STAMP_MINUTES).toISOString(),
  };
}

/** Stored data is read back untrusted, so a stamp with an unreadable expiry is not valid. */
export function isStampValid(
  stamp: Pick<RetrieveQuoteStamp, 'expiresAt'> | null | undefined,
  now: Date,
): boolean {
  if (!stamp) return false;
  const expiresAt = parseISO(stamp.expiresAt);
  return isValid(expiresAt) && isBefore(now, expiresAt);
}

/**
 * What a stored retrieve-quote stamp says (spec 1 §3, §9): the quote it names and whether it is still fresh;
 * null when there is none or it cannot be read.
 */
export function readRetrieveQuoteStamp(
  raw: string | null,
  now: Date,
): { quoteRef: string; fresh: boolean } | null {
  const stored = parseStored(raw);
  if (typeof stored !== 'object' || stored === null) return null;
  const { quoteRef, expiresAt } = stored as Partial<Record<keyof RetrieveQuoteStamp, unknown>>;
  if (typeof quoteRef !== 'string' || quoteRef.trim() === '') return null;
  const fresh = typeof expiresAt === 'string' && isStampValid({ expiresAt }, now);
  return { quoteRef, fresh };
}

/** Text read back from storage as JSON; undefined when there is none or it is not JSON. */
export function parseStored(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
