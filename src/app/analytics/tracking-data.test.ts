import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../../../machines/session/persistence';
import { createTrackingData, TRACKING_DATA_KEY } from './tracking-data';

const now = new Date('2026-11-22T10:00:00.000Z');
const campaignLink = 'https://quote.test/?utm_campaign=spring&utm_source=google&gclid=abc';
const stored = (storage: KeyValueStorage) =>
  JSON.parse(storage.getItem(TRACKING_DATA_KEY) ?? 'null') as Record<string, unknown> | null;

describe('the tracking-data record and the marketing choice', () => {
  it('keeps the campaign of the entry link in local storage for 30 days when marketing is allowed', () => {
    const storage = createMemoryStorage();
    const tracking = createTrackingData(storage, campaignLink, now, true);
    expect(stored(storage)).toMatchObject({
      campaign: 'spring',
      source: 'google',
      clickId: 'abc',
      platform: 'Online',
      expiresAt: '2026-12-22T10:00:00.000Z',
    });
    expect(tracking.current()).toEqual(stored(storage));
  });

  it('keeps it in memory only until marketing is allowed, then stores it', () => {
    const storage = createMemoryStorage();
    const tracking = createTrackingData(storage, campaignLink, now, false);
    expect(storage.getItem(TRACKING_DATA_KEY)).toBeNull();
    expect(tracking.current()?.campaign).toBe('spring');

    tracking.setMarketingAllowed(true);
    expect(stored(storage)?.campaign).toBe('spring');
  });

  it('removes a stored record when marketing is refused or withdrawn', () => {
    const storage = createMemoryStorage();
    const tracking = createTrackingData(storage, campaignLink, now, true);
    tracking.setMarketingAllowed(false);
    expect(storage.getItem(TRACKING_DATA_KEY)).toBeNull();
    expect(tracking.current()?.campaign).toBe('spring');

    const earlier = createMemoryStorage();
    earlier.setItem(TRACKING_DATA_KEY, JSON.stringify(tracking.current()));
    createTrackingData(earlier, 'https://quote.test/', now, false);
    expect(earlier.getItem(TRACKING_DATA_KEY)).toBeNull();
  });

  it('reads back an earlier campaign on a plain link when marketing is allowed', () => {
    const storage = createMemoryStorage();
    createTrackingData(storage, campaignLink, now, true);
    const later = createTrackingData(
      storage,
      'https://quote.test/quote/about-you',
      new Date('2026-12-01T10:00:00.000Z'),
      true,
    );
    expect(later.current()?.campaign).toBe('spring');
    const expired = createTrackingData(
      storage,
      'https://quote.test/',
      new Date('2026-12-23T10:00:00.000Z'),
      true,
    );
    expect(expired.current()).toBeNull();
  });

  it('goes on in memory when storage refuses', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const tracking = createTrackingData(refusing, campaignLink, now, true);
    expect(tracking.current()?.campaign).toBe('spring');
    expect(() => tracking.setMarketingAllowed(false)).not.toThrow();
  });
});
