import { describe, expect, it } from 'vitest';
import { readTrackingData, trackingDataFromUrl } from './campaign';
import {
  analyticsChannel,
  isStampValid,
  readRetrieveQuoteStamp,
  retrieveQuoteStamp,
} from './tracking';

const NOW = new Date('2025-07-01T09:00:00.000Z');

describe('retrieveQuoteStamp', () => {
  it('is valid for 30 minutes from when it is saved', () => {
    expect(retrieveQuoteStamp('QTE-000123', NOW)).toEqual({
      quoteRef: 'QTE-000123',
      savedAt: '2025-07-01T09:00:00.000Z',
      expiresAt: '2025-07-01T09:30:00.000Z',
    });
  });
});

describe('isStampValid', () => {
  const stamp = retrieveQuoteStamp('QTE-000123', NOW);

  it.each([
    ['2025-07-01T09:00:00.000Z', true],
    ['2025-07-01T09:29:59.999Z', true],
    ['2025-07-01T09:30:00.000Z', false],
    ['2025-07-01T10:00:00.000Z', false],
  ])('at %s is %s', (at, valid) => {
    expect(isStampValid(stamp, new Date(at))).toBe(valid);
  });

  it('is not valid when missing or unreadable', () => {
    expect(isStampValid(null, NOW)).toBe(false);
    expect(isStampValid(undefined, NOW)).toBe(false);
    expect(isStampValid({ expiresAt: 'later' }, NOW)).toBe(false);
  });
});

describe('trackingDataFromUrl (spec 1 §9)', () => {
  const at = (query: string) =>
    trackingDataFromUrl(new URL(`https://example.com/quote${query}`), NOW);

  it('reads the campaign parameters with the default platform, for 30 days', () => {
    expect(
      at(
        '?utm_campaign=summer&utm_medium=cpc&utm_source=google&utm_term=courier+insurance&gclid=G-1',
      ),
    ).toEqual({
      campaign: 'summer',
      medium: 'cpc',
      source: 'google',
      term: 'courier insurance',
      clickId: 'G-1',
      platform: 'Online',
      expiresAt: '2025-07-31T09:00:00.000Z',
    });
  });

  it('gives null for the parameters that are absent or empty', () => {
    expect(at('?utm_source=facebook&utm_medium=')).toMatchObject({
      campaign: null,
      medium: null,
      source: 'facebook',
      term: null,
      clickId: null,
    });
  });

  it.each([
    ['?fbclid=F-1', 'F-1'],
    ['?msclkid=M-1', 'M-1'],
    ['?msclkid=M-1&fbclid=F-1&gclid=G-1', 'G-1'],
    ['?msclkid=M-1&fbclid=F-1', 'F-1'],
  ])('takes the click id from %s', (query, clickId) => {
    expect(at(query)?.clickId).toBe(clickId);
  });

  it.each(['', '?registration=DL19CAR', '?utm_source=&gclid='])(
    'gives null when %s carries no tracking',
    (query) => {
      expect(at(query)).toBeNull();
    },
  );
});

describe('readRetrieveQuoteStamp (spec 1 §9: valid for 30 minutes)', () => {
  const saved = new Date('2026-11-24T10:00:00.000Z');
  const stored = JSON.stringify(retrieveQuoteStamp('DC-1', saved));

  it('reads a stamp saved 29 minutes ago as fresh and one saved 30 minutes ago as stale', () => {
    expect(readRetrieveQuoteStamp(stored, new Date('2026-11-24T10:29:00.000Z'))).toEqual({
      quoteRef: 'DC-1',
      fresh: true,
    });
    expect(readRetrieveQuoteStamp(stored, new Date('2026-11-24T10:30:00.000Z'))).toEqual({
      quoteRef: 'DC-1',
      fresh: false,
    });
  });

  it.each([null, 'not json', '42', '{"expiresAt":"2026-11-24T10:30:00.000Z"}', '{"quoteRef":" "}'])(
    'reads %s as no stamp',
    (raw) => {
      expect(readRetrieveQuoteStamp(raw, saved)).toBeNull();
    },
  );

  it('keeps the quote of a stamp whose expiry cannot be read, as stale', () => {
    expect(readRetrieveQuoteStamp('{"quoteRef":"DC-1","expiresAt":"soon"}', saved)).toEqual({
      quoteRef: 'DC-1',
      fresh: false,
    });
  });
});

describe('readTrackingData', () => {
  const record = trackingDataFromUrl(new URL('https://example.com/?utm_campaign=spring'), NOW);

  it('reads back a record within its 30 days', () => {
    expect(readTrackingData(JSON.stringify(record), NOW)).toEqual(record);
    expect(readTrackingData(JSON.stringify(record), new Date('2025-07-30T09:00:00.000Z'))).toEqual(
      record,
    );
  });

  it('forgets a record past its 30 days, or one it cannot read', () => {
    expect(readTrackingData(JSON.stringify(record), new Date('2025-07-31T09:00:01.000Z'))).toBe(
      null,
    );
    expect(readTrackingData('{"campaign":"spring"}', NOW)).toBeNull();
    expect(readTrackingData('not json', NOW)).toBeNull();
    expect(readTrackingData(null, NOW)).toBeNull();
  });
});

describe('analyticsChannel', () => {
  it('is Aggregator for a comparison-site visitor and Direct otherwise', () => {
    expect(analyticsChannel({ aggregator: { quoteRef: 'AGG-1' } })).toBe('Aggregator');
    expect(analyticsChannel({ aggregator: null })).toBe('Direct');
  });
});
