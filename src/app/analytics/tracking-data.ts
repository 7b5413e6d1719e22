/**
 * The tracking-data record (spec 1 §3, §6, §9): the campaign, medium, source, term and click id of the link
 * the visitor came by, with the platform, kept for 30 days. Where it is kept depends on the cookie choice's
 * marketing flag: in local storage when allowed, in memory only otherwise (and a stored one is removed).
 */
import type { KeyValueStorage } from '../../../machines/session';
import {
  readTrackingData,
  trackingDataFromUrl,
  type TrackingData,
} from '../../../machines/session';

export const TRACKING_DATA_KEY = 'trackingData';

export interface TrackingDataStore {
  current(): TrackingData | null;
  setMarketingAllowed(allowed: boolean): void;
}

export function createTrackingData(
  storage: KeyValueStorage,
  url: string | URL,
  now: Date,
  marketingAllowed: boolean,
): TrackingDataStore {
  const fromLink = trackingDataFromUrl(new URL(url), now);
  const stored = marketingAllowed
    ? readTrackingData(
        quietly(() => storage.getItem(TRACKING_DATA_KEY)),
        now,
      )
    : null;
  const record = fromLink ?? stored;

  const keep = (allowed: boolean) =>
    quietly(() => {
      if (allowed && record !== null) storage.setItem(TRACKING_DATA_KEY, JSON.stringify(record));
      else if (!allowed) storage.removeItem(TRACKING_DATA_KEY);
    });
  keep(marketingAllowed);

  return {
    current: () => record,
    setMarketingAllowed: keep,
  };
}

/** Storage may refuse (quota, private browsing): the record lives in memory for the visit. */
function quietly<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
