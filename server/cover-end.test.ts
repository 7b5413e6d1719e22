/**
 * Cover the sandbox writes outside rating (a restart's cover and the seeded fixtures' risks) ends at the end of a
 * day in the UK, where the customer is: in British Summer Time the end of the UTC day is already the next day
 * there (spec 2 §9 Policy terms).
 */
import { describe, expect, it } from 'vitest';
import { restartCover } from './routes/restart';
import { seedRisk } from './seed';

const ukClock = (instant: Date | string): string =>
  new Date(instant).toLocaleString('en-GB', { timeZone: 'Europe/London' });

const person = {
  title: 'MR',
  firstName: 'Sam',
  lastNames: 'Carter',
  dateOfBirth: '1991-09-03',
  emailAddress: 'sam.carter@example.com',
};

describe("a restart's cover", () => {
  it.each([
    ['in British Summer Time', '2026-07-10T08:05:00Z', '08/08/2026, 23:59:59'],
    ['in winter', '2026-12-01T09:05:00Z', '30/12/2026, 23:59:59'],
    ['started just after UK midnight in summer', '2026-07-09T23:05:00Z', '08/08/2026, 23:59:59'],
  ])('ends 29 days after its start, at the end of the UK day, %s', (_when, now, ukEnd) => {
    expect(ukClock(restartCover(new Date(now)).effectiveTo)).toBe(ukEnd);
  });
});

describe("a seeded thirty-day quote's cover", () => {
  it.each([
    ['in British Summer Time', '2026-07-09T08:00:00Z', '08/08/2026, 23:59:59'],
    ['in winter', '2026-11-30T09:00:00Z', '30/12/2026, 23:59:59'],
  ])('ends 29 days after its start, at the end of the UK day, %s', (_when, now, ukEnd) => {
    const cover = seedRisk(person, new Date(now), 'thirtyDay').coverDetails;
    expect(ukClock(cover.effectiveTo ?? '')).toBe(ukEnd);
  });
});
