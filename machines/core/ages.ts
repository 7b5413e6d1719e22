/** Age rules for proposers and drivers (spec 1 §4, §5, §9; spec 2 §9). */
import {
  differenceInYears,
  isAfter,
  isBefore,
  isValid,
  parseISO,
  startOfDay,
  subYears,
} from 'date-fns';
import { isUnsetDate } from './state';
import { MINIMUM_PROPOSER_AGE } from '../../shared/domain';
import { ruleFormText } from './rule-messages';

export { MINIMUM_PROPOSER_AGE };

/** A date as the journey state holds it (ISO string, possibly the unset sentinel) or a Date. */
export type DateInput = Date | string;

export const ADULT_AGE = 18;
export const DOB_BOUNDS_YEARS = { min: 17, max: 90 } as const;

/** The date, or null when it is missing, the 1700-02-01 sentinel or not a date. */
export function toKnownDate(value: DateInput | null | undefined): Date | null {
  if (value == null) return null;
  if (typeof value === 'string' && isUnsetDate(value)) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** Whole years; someone born on 29 February turns a year older on 1 March in common years. */
export function ageAt(dateOfBirth: Date, at: Date): number {
  return differenceInYears(at, dateOfBirth);
}

/** spec 1 §4: false when either date is not known, so an unset cover start flags nobody. */
export function isUnder18AtCoverStart(
  dateOfBirth: DateInput | null | undefined,
  coverStart: DateInput | null | undefined,
): boolean {
  const birth = toKnownDate(dateOfBirth);
  const start = toKnownDate(coverStart);
  if (birth === null || start === null) return false;
  return ageAt(birth, start) < ADULT_AGE;
}

/** spec 1 §5 Person; a missing date is the required rule's concern, not this one's. */
export function checkProposerAge(
  dateOfBirth: DateInput | null | undefined,
  today: Date,
): string | null {
  const birth = toKnownDate(dateOfBirth);
  if (birth === null) return null;
  return ageAt(birth, today) < MINIMUM_PROPOSER_AGE ? ruleFormText.minimumAge : null;
}

export interface DateOfBirthBounds {
  earliest: Date;
  latest: Date;
}

/** spec 1 §5, spec 2 §9: restart and reminder dates of birth lie 17 to 90 years before today. */
export function reminderDateOfBirthBounds(today: Date): DateOfBirthBounds {
  const day = startOfDay(today);
  return {
    earliest: subYears(day, DOB_BOUNDS_YEARS.max),
    latest: subYears(day, DOB_BOUNDS_YEARS.min),
  };
}

/** Both bounds are included. */
export function isWithinReminderBounds(
  dateOfBirth: DateInput | null | undefined,
  today: Date,
): boolean {
  const birth = toKnownDate(dateOfBirth);
  if (birth === null) return false;
  const { earliest, latest } = reminderDateOfBirthBounds(today);
  const day = startOfDay(birth);
  return !isBefore(day, earliest) && !isAfter(day, latest);
}
