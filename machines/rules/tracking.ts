/** What the journey keeps in local storage besides its state (spec 1 §3, §4, §9). */
import { addDays, addMinutes, isBefore, isValid, parseISO } from 'date-fns';

export const RETRIEVE_QUOTE_STAMP_MINUTES = 30;
export const TRACKING_EXPIRY_DAYS = 30;
export const DEFAULT_PLATFORM = 'Online';

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
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { quoteRef, expiresAt } = stored as Partial<Record<keyof RetrieveQuoteStamp, unknown>>;
  if (typeof quoteRef !== 'string' || quoteRef.trim() === '') return null;
  const fresh = typeof expiresAt === 'string' && isStampValid({ expiresAt }, now);
  return { quoteRef, fresh };
}

export interface TrackingData {
  campaign: string | null;
  medium: string | null;
  source: string | null;
  term: string | null;
  clickId: string | null;
  platform: string;
  expiresAt: string;
}

/** Google, Meta and Microsoft Ads click ids, in that order of precedence. */
const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid'] as const;

function param(url: URL, name: string): string | null {
  const value = url.searchParams.get(name)?.trim();
  return value ? value : null;
}

/** spec 1 §9: campaign, medium, source, term and click id; null when the link carries none of them. */
export function trackingDataFromUrl(url: URL, now: Date): TrackingData | null {
  const campaign = param(url, 'utm_campaign');
  const medium = param(url, 'utm_medium');
  const source = param(url, 'utm_source');
  const term = param(url, 'utm_term');
  const clickId = CLICK_ID_PARAMS.map((name) => param(url, name)).find((id) => id !== null) ?? null;
  if ([campaign, medium, source, term, clickId].every((value) => value === null)) return null;
  return {
    campaign,
    medium,
    source,
    term,
    clickId,
    platform: DEFAULT_PLATFORM,
    expiresAt: addDays(now, TRACKING_EXPIRY_DAYS).toISOString(),
  };
}
