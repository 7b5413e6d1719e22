import { parseISO } from 'date-fns';

/**
 * The instant an RFC 3339 date-time of the contract names. A leap second (`23:59:60Z`) is valid there but
 * not to `Date`, which reads it as an invalid date; it is the same instant as the next minute's first second.
 */
export function instantOf(dateTime: string): Date {
  const leapSecond = /^(.+[Tt]\d{2}:\d{2}:)60(.*)$/.exec(dateTime);
  if (!leapSecond) return new Date(dateTime);
  const lastSecond = new Date(`${leapSecond[1] ?? ''}59${leapSecond[2] ?? ''}`);
  return new Date(Math.floor(lastSecond.getTime() / 1000) * 1000 + 1000);
}

export { UNSET_DATE, holdsUnsetDate as isUnsetDate } from '../shared/domain';

/** A contract date (yyyy-MM-dd, read as local midnight) or date-time (an instant, any RFC 3339 spelling). */
export function dateOf(value: string): Date {
  return /[Tt]/.test(value) ? instantOf(value) : parseISO(value);
}

/** Whether a Date can be written as the contract's date-time or date (UTC years 0000 to 9999). */
export function isWritable(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 0 && year <= 9999;
}
