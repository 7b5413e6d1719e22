import { differenceInCalendarDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  EARNS_NO_CLAIMS_DISCOUNT,
  SUBSCRIPTION_LENGTH_DAYS,
  THIRTY_DAY_EXCLUDED_COVER,
  coverEndFor,
  defaultPolicyEnd,
  durationBetween,
  durationForDays,
  renewalContactDate,
  restartCoverEnd,
  rollingPaymentDate,
  thirtyDayDisplayEnd,
} from './policy-terms';

describe('duration bands (spec 2 §9)', () => {
  it.each([
    [0, 'SevenDay'],
    [1, 'SevenDay'],
    [7, 'SevenDay'],
    [8, 'ThirtyDay'],
    [29, 'ThirtyDay'],
    [30, 'ThirtyDay'],
    [31, 'Annual'],
    [364, 'Annual'],
    [365, 'Annual'],
    [366, 'Annual'],
  ] as const)('%i days is %s', (days, expected) => {
    expect(durationForDays(days)).toBe(expected);
  });

  it('counts calendar days between two dates, ignoring the time of day', () => {
    const start = new Date(2025, 5, 1, 23, 45);
    expect(durationBetween(start, new Date(2025, 5, 8, 0, 0))).toBe('SevenDay');
    expect(durationBetween(start, new Date(2025, 6, 1, 0, 0))).toBe('ThirtyDay');
    expect(durationBetween(start, new Date(2025, 6, 2, 0, 0))).toBe('Annual');
    expect(durationBetween(start, new Date(2026, 4, 31, 23, 59))).toBe('Annual');
  });
});

describe('policy end dates (spec 2 §9)', () => {
  it('ends restart cover 29 days after the start at the end of the day', () => {
    expect(restartCoverEnd(new Date(2025, 5, 10, 14, 15))).toEqual(
      new Date(2025, 6, 9, 23, 59, 59, 999),
    );
  });

  it('ends restart cover across a leap February', () => {
    expect(restartCoverEnd(new Date(2024, 1, 1, 9, 0))).toEqual(
      new Date(2024, 2, 1, 23, 59, 59, 999),
    );
  });

  it('shows a thirty-day end as the start minus one day plus 30 days', () => {
    expect(thirtyDayDisplayEnd(new Date(2025, 5, 10, 14, 15))).toEqual(
      new Date(2025, 6, 9, 14, 15),
    );
    expect(thirtyDayDisplayEnd(new Date(2025, 0, 1))).toEqual(new Date(2025, 0, 30));
  });

  it.each([
    ['a mid-month start', new Date(2025, 5, 10), new Date(2025, 6, 9)],
    ['the first of the month', new Date(2025, 1, 1), new Date(2025, 1, 28)],
    ['31 January in a common year', new Date(2025, 0, 31), new Date(2025, 1, 27)],
    ['31 January in a leap year', new Date(2024, 0, 31), new Date(2024, 1, 28)],
    ['a December start', new Date(2025, 11, 15), new Date(2026, 0, 14)],
  ])('ends a default policy one month later less one day for %s', (_label, start, end) => {
    expect(defaultPolicyEnd(start)).toEqual(end);
  });
});

describe('renewal contact (spec 2 §9)', () => {
  const policyEnd = new Date(2025, 6, 9, 23, 59);

  it.each([
    ['SevenDay', new Date(2025, 6, 5, 23, 59)],
    ['ThirtyDay', new Date(2025, 6, 3, 23, 59)],
    ['Annual', new Date(2025, 5, 11, 23, 59)],
  ] as const)('contacts a %s customer ahead of the end', (duration, expected) => {
    expect(renewalContactDate(policyEnd, duration)).toEqual(expected);
  });
});

describe('coverEndFor: the period a chosen duration asks for (spec 2 §9)', () => {
  it('ends a 30-day policy one month later less one day, at the end of that day, in the 30-day band', () => {
    const start = new Date(2026, 0, 31, 9, 15);
    const end = coverEndFor('ThirtyDay', start);
    expect(end).toEqual(new Date(2026, 1, 27, 23, 59, 59, 999));
    expect(durationBetween(start, end)).toBe('ThirtyDay');
  });

  it('ends an annual policy a year later less one day, in the annual band', () => {
    const start = new Date(2026, 10, 28, 14, 0);
    const end = coverEndFor('Annual', start);
    expect(end).toEqual(new Date(2027, 10, 27, 23, 59, 59, 999));
    expect(durationBetween(start, end)).toBe('Annual');
  });

  it("ends on the customer's (UK) calendar in summer time, not an hour late on UTC's", () => {
    // 10 July 2026, 09:00 in London (08:00 UTC): the 30-day policy's last day is 9 August, ending at
    // midnight London time, 22:59:59.999 UTC.
    const end = coverEndFor('ThirtyDay', new Date('2026-07-10T08:00:00.000Z'));
    expect(end.toISOString()).toBe('2026-08-09T22:59:59.999Z');
  });
});

describe('thirty-day subscription terms (spec 2 §9)', () => {
  it('lasts 30 days: restart cover ends on the 30th day, the display end 30 days on from the day before', () => {
    const start = new Date(2026, 10, 24, 10, 0);
    expect(SUBSCRIPTION_LENGTH_DAYS).toBe(30);
    expect(differenceInCalendarDays(restartCoverEnd(start), start)).toBe(
      SUBSCRIPTION_LENGTH_DAYS - 1,
    );
    expect(thirtyDayDisplayEnd(start)).toEqual(new Date(2026, 11, 23, 10, 0));
  });

  it('attempts the rolling payment the day before a 30-day policy expires', () => {
    expect(rollingPaymentDate(new Date(2026, 11, 23))).toEqual(new Date(2026, 11, 22));
    expect(rollingPaymentDate(new Date(2027, 2, 1))).toEqual(new Date(2027, 1, 28));
  });

  it('earns no NCD on a 30-day policy, and gives it no breakdown, keycare or excess reimbursement', () => {
    expect(EARNS_NO_CLAIMS_DISCOUNT).toEqual({ ThirtyDay: false, Annual: true });
    expect(THIRTY_DAY_EXCLUDED_COVER).toEqual(['breakdown', 'keycare', 'excessReimbursement']);
  });
});
