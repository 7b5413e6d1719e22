import { describe, expect, it } from 'vitest';
import { UNSET_DATE } from './state';
import {
  ageAt,
  checkProposerAge,
  isUnder18AtCoverStart,
  isWithinReminderBounds,
  reminderDateOfBirthBounds,
  toKnownDate,
} from './ages';
import { formText } from '../wizard/form-text';

const day = (year: number, month: number, date: number): Date => new Date(year, month - 1, date);

describe('toKnownDate', () => {
  it('parses an ISO date as a local calendar date', () => {
    expect(toKnownDate('1990-05-14')).toEqual(day(1990, 5, 14));
  });

  it('passes a Date through', () => {
    const date = day(1990, 5, 14);
    expect(toKnownDate(date)).toBe(date);
  });

  it.each([[UNSET_DATE], [`${UNSET_DATE}T00:00:00`], [''], ['not a date'], [null], [undefined]])(
    'treats %j as unknown',
    (value) => {
      expect(toKnownDate(value)).toBeNull();
    },
  );

  it('treats an invalid Date as unknown', () => {
    expect(toKnownDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('ageAt', () => {
  it('counts whole years', () => {
    expect(ageAt(day(2000, 6, 15), day(2016, 6, 14))).toBe(15);
    expect(ageAt(day(2000, 6, 15), day(2016, 6, 15))).toBe(16);
    expect(ageAt(day(2000, 6, 15), day(2016, 12, 31))).toBe(16);
  });

  it('ages a 29 February birth on 1 March in a common year', () => {
    expect(ageAt(day(2000, 2, 29), day(2016, 2, 28))).toBe(15);
    expect(ageAt(day(2000, 2, 29), day(2016, 2, 29))).toBe(16);
    expect(ageAt(day(2000, 2, 29), day(2017, 2, 28))).toBe(16);
    expect(ageAt(day(2000, 2, 29), day(2017, 3, 1))).toBe(17);
  });
});

describe('isUnder18AtCoverStart (spec 1 §4)', () => {
  it('is true the day before the 18th birthday and false on it', () => {
    expect(isUnder18AtCoverStart('2007-06-15', '2025-06-14T23:45:00')).toBe(true);
    expect(isUnder18AtCoverStart('2007-06-15', '2025-06-15T00:00:00')).toBe(false);
  });

  it('uses the cover start, not today', () => {
    expect(isUnder18AtCoverStart(day(2007, 6, 15), day(2025, 6, 1))).toBe(true);
    expect(isUnder18AtCoverStart(day(2007, 6, 15), day(2025, 7, 1))).toBe(false);
  });

  it('is false while either date is unset', () => {
    expect(isUnder18AtCoverStart(UNSET_DATE, '2025-06-15')).toBe(false);
    expect(isUnder18AtCoverStart('2010-01-01', UNSET_DATE)).toBe(false);
    expect(isUnder18AtCoverStart(null, null)).toBe(false);
  });
});

describe('checkProposerAge (spec 1 §5)', () => {
  const today = day(2025, 6, 15);

  it('accepts a proposer 16 today', () => {
    expect(checkProposerAge('2009-06-15', today)).toBeNull();
  });

  it('refuses a proposer who turns 16 tomorrow', () => {
    expect(checkProposerAge('2009-06-16', today)).toBe(formText.person.minimumAge);
  });

  it('refuses a 29 February birth on 28 February of the 16th year', () => {
    expect(checkProposerAge('2008-02-29', day(2024, 2, 28))).toBe(formText.person.minimumAge);
    expect(checkProposerAge('2008-02-29', day(2024, 2, 29))).toBeNull();
    expect(checkProposerAge('2009-02-28', day(2025, 2, 28))).toBeNull();
  });

  it('leaves a missing date to the required rule', () => {
    expect(checkProposerAge(UNSET_DATE, today)).toBeNull();
    expect(checkProposerAge(null, today)).toBeNull();
  });
});

describe('reminder date-of-birth bounds (spec 1 §5, spec 2 §9)', () => {
  const today = new Date(2025, 5, 15, 14, 30);

  it('runs from 90 to 17 years before today', () => {
    expect(reminderDateOfBirthBounds(today)).toEqual({
      earliest: day(1935, 6, 15),
      latest: day(2008, 6, 15),
    });
  });

  it('moves 29 February back to 28 February', () => {
    expect(reminderDateOfBirthBounds(day(2024, 2, 29))).toEqual({
      earliest: day(1934, 2, 28),
      latest: day(2007, 2, 28),
    });
  });

  it.each([
    ['exactly 17 years ago', '2008-06-15', true],
    ['a day short of 17 years', '2008-06-16', false],
    ['exactly 90 years ago', '1935-06-15', true],
    ['a day over 90 years', '1935-06-14', false],
    ['in between', '1980-01-01', true],
    ['unset', UNSET_DATE, false],
  ])('a date of birth %s is within the bounds: %s', (_label, dateOfBirth, expected) => {
    expect(isWithinReminderBounds(dateOfBirth, today)).toBe(expected);
  });
});
