/**
 * The campaign that brought the visitor (spec 1 §3, §9): the tracking-data record, kept for 30 days. Loaded
 * with the analytics that keeps it, after the first page (src/app/analytics/tracking-data.ts).
 */
import { addDays } from 'date-fns';
import * as v from 'valibot';
import { isStampValid, parseStored } from './tracking';

export const TRACKING_EXPIRY_DAYS = 30;
export const DEFAULT_PLATFORM = 'Online';

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

const StoredTrackingData = v.object({
  campaign: v.nullable(v.string()),
  medium: v.nullable(v.string()),
  source: v.nullable(v.string()),
  term: v.nullable(v.string()),
  clickId: v.nullable(v.string()),
  platform: v.string(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** A stored tracking-data record read back untrusted: null when unreadable or past its 30 days. */
export function readTrackingData(raw: string | null, now: Date): TrackingData | null {
  const result = v.safeParse(StoredTrackingData, parseStored(raw));
  if (!result.success || !isStampValid(result.output, now)) return null;
  return result.output;
}
