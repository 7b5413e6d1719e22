import { describe, expect, it } from 'vitest';
import { emptyVehicleCoverValues } from '../../machines/wizard/schemas';
import {
  coverStartOvertakenAt,
  coverStartTimes,
  initialCoverValues,
  movedCoverStart,
  overtakenCoverStart,
} from './vehicle-cover-values';

const NOW = new Date(2026, 10, 22, 10, 2);
const today = { day: '22', month: '11', year: '2026' };
const tomorrow = { day: '23', month: '11', year: '2026' };

describe('cover start (spec 1 §4, §9)', () => {
  it('moves a start today that is too soon, or not yet chosen, to the earliest 15-minute step', () => {
    expect(movedCoverStart({ coverStartDate: today, coverStartTime: '10:15' }, NOW)).toEqual({
      coverStartDate: today,
      coverStartTime: '10:30',
    });
    expect(
      movedCoverStart({ coverStartDate: today, coverStartTime: '' }, NOW)?.coverStartTime,
    ).toBe('10:30');
    expect(movedCoverStart({ coverStartDate: today, coverStartTime: '10:30' }, NOW)).toBeNull();
    expect(movedCoverStart({ coverStartDate: tomorrow, coverStartTime: '' }, NOW)).toBeNull();
  });

  it('moves a start late in the evening to the next day', () => {
    const late = new Date(2026, 10, 22, 23, 50);
    expect(movedCoverStart({ coverStartDate: today, coverStartTime: '23:45' }, late)).toEqual({
      coverStartDate: tomorrow,
      coverStartTime: '00:15',
    });
  });

  it('is overtaken by the clock 15 minutes before it, and then moves on, across midnight too', () => {
    const tomorrowMidnight = { coverStartDate: tomorrow, coverStartTime: '00:00' };
    expect(coverStartOvertakenAt(tomorrowMidnight)).toEqual(new Date(2026, 10, 22, 23, 45));
    expect(overtakenCoverStart(tomorrowMidnight, new Date(2026, 10, 22, 23, 45))).toBeNull();
    expect(overtakenCoverStart(tomorrowMidnight, new Date(2026, 10, 22, 23, 46))).toEqual({
      coverStartDate: tomorrow,
      coverStartTime: '00:15',
      start: new Date(2026, 10, 23, 0, 15),
    });
    expect(overtakenCoverStart({ coverStartDate: tomorrow, coverStartTime: '' }, NOW)).toBeNull();
    expect(coverStartOvertakenAt({ coverStartDate: tomorrow, coverStartTime: '' })).toBeNull();
  });

  it('offers times from the earliest start today and the whole of any other day', () => {
    const times = (date: typeof today) => coverStartTimes(date, NOW).map((time) => time.code);
    expect(times(today)[0]).toBe('10:30');
    expect(times(tomorrow)).toHaveLength(96);
    expect(times({ day: '', month: '', year: '' })).toHaveLength(96);
  });

  it('starts from the draft when it has the form shape, never with the disclaimer accepted', () => {
    const stored = emptyVehicleCoverValues();
    const draft = {
      ...stored,
      voluntaryExcess: '500',
      disclaimerOpened: true,
      disclaimerAccepted: true,
    };
    expect(initialCoverValues(stored, draft, NOW)).toMatchObject({
      voluntaryExcess: '500',
      disclaimerOpened: false,
      disclaimerAccepted: false,
    });
    expect(initialCoverValues(stored, { voluntaryExcess: 500 }, NOW)).toEqual(stored);
    expect(initialCoverValues(stored, { ...draft, levelOfCover: 'GOLD' }, NOW).levelOfCover).toBe(
      '',
    );
  });
});
