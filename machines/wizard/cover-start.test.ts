import { getMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { coverStartTimeOptions, earliestCoverStart, roundCoverStart } from './cover-start';

const at = (day: number, hours: number, minutes: number, seconds = 0): Date =>
  new Date(2025, 5, day, hours, minutes, seconds);

describe('earliestCoverStart', () => {
  it.each([
    ['on a step', at(10, 9, 0), at(10, 9, 15)],
    ['just after a step', at(10, 9, 1), at(10, 9, 30)],
    ['with seconds past a step', at(10, 9, 0, 30), at(10, 9, 30)],
    ['late in the evening', at(10, 23, 50), at(11, 0, 15)],
  ])('is the next step at least 15 minutes ahead %s', (_label, now, expected) => {
    expect(earliestCoverStart(now)).toEqual(expected);
  });
});

describe('roundCoverStart (spec 1 §4)', () => {
  const now = at(10, 9, 0);

  it.each([
    [at(11, 10, 7), at(11, 10, 0)],
    [at(11, 10, 8), at(11, 10, 15)],
    [at(11, 10, 0), at(11, 10, 0)],
    [at(11, 10, 52), at(11, 10, 45)],
    [at(11, 10, 53), at(11, 11, 0)],
  ])('rounds %s to the nearest 15 minutes', (start, expected) => {
    expect(roundCoverStart(start, now)).toEqual(expected);
  });

  it('rounds 23:52 down to 23:45 the same day', () => {
    expect(roundCoverStart(at(11, 23, 52), now)).toEqual(at(11, 23, 45));
  });

  it('rounds 23:53 up to midnight the next day', () => {
    expect(roundCoverStart(at(11, 23, 53), now)).toEqual(at(12, 0, 0));
  });

  it('moves 23:52 today to midnight when it is 23:40 now', () => {
    expect(roundCoverStart(at(10, 23, 52), at(10, 23, 40))).toEqual(at(11, 0, 0));
  });

  it('keeps a start exactly 15 minutes ahead', () => {
    expect(roundCoverStart(at(10, 9, 15), now)).toEqual(at(10, 9, 15));
  });

  it('keeps a start that rounds up to exactly 15 minutes ahead', () => {
    expect(roundCoverStart(at(10, 9, 10), now)).toEqual(at(10, 9, 15));
  });

  it('moves a start that rounds to less than 15 minutes ahead to the next step', () => {
    expect(roundCoverStart(at(10, 9, 10), at(10, 9, 1))).toEqual(at(10, 9, 30));
  });

  it('moves a start in the past to the earliest start', () => {
    expect(roundCoverStart(at(1, 12, 0), now)).toEqual(at(10, 9, 15));
  });
});

describe('coverStartTimeOptions', () => {
  it('offers every 15 minutes of a future day', () => {
    const options = coverStartTimeOptions(at(12, 14, 30), at(10, 9, 0));
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual(at(12, 0, 0));
    expect(options.at(-1)).toEqual(at(12, 23, 45));
    expect(options.every((time) => getMinutes(time) % 15 === 0)).toBe(true);
  });

  it('starts today at the earliest start', () => {
    const options = coverStartTimeOptions(at(10, 0, 0), at(10, 9, 0));
    expect(options[0]).toEqual(at(10, 9, 15));
    expect(options.at(-1)).toEqual(at(10, 23, 45));
    expect(options).toHaveLength(59);
  });

  it('skips a step that is less than 15 minutes away', () => {
    expect(coverStartTimeOptions(at(10, 0, 0), at(10, 9, 1))[0]).toEqual(at(10, 9, 30));
  });

  it('offers nothing today once 23:45 is less than 15 minutes away', () => {
    expect(coverStartTimeOptions(at(10, 0, 0), at(10, 23, 31))).toEqual([]);
  });

  it('still offers 23:45 at 23:30', () => {
    expect(coverStartTimeOptions(at(10, 0, 0), at(10, 23, 30))).toEqual([at(10, 23, 45)]);
  });

  it('offers nothing on a past day', () => {
    expect(coverStartTimeOptions(at(9, 0, 0), at(10, 9, 0))).toEqual([]);
  });
});
