/**
 * The customer's calendar: cover runs to the end of a day in the United Kingdom (Europe/London), whatever zone
 * the sandbox or the browser runs in, so an end date falls on the same day in British Summer Time as in winter.
 * Worked with Intl (no time-zone package is installed); the calendar arithmetic stays with date-fns.
 */
import { addDays } from 'date-fns';

export const UK_TIME_ZONE = 'Europe/London';

const ukWallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  era: 'short',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: Date): WallClock {
  const parts = Object.fromEntries(
    ukWallClock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const year = Number(parts.year);
  return {
    // Intl counts years before AD 1 as eras; the proleptic year 0 is 1 BC.
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The UTC instant whose UTC fields read as the given wall clock (years 0 to 99 included). */
function utcOf(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** How far the UK clock is ahead of UTC at `instant`, in milliseconds (0 in winter, an hour in summer). */
function ukOffset(instant: number): number {
  const clock = wallClockOf(new Date(instant));
  const wall = utcOf(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UK calendar day `instant` falls on, as local midnight (the form date-fns' calendar arithmetic takes). */
export function ukDayOf(instant: Date): Date {
  if (Number.isNaN(instant.getTime())) return new Date(Number.NaN);
  const { year, month, day } = wallClockOf(instant);
  const date = new Date(0, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date;
}

/** What a UK clock shows at `instant`, as a local date and time (the form date-fns' `format` takes). */
export function ukWallClockOf(instant: Date): Date {
  if (Number.isNaN(instant.getTime())) return new Date(Number.NaN);
  const { year, month, day, hour, minute, second } = wallClockOf(instant);
  const date = new Date(0, 0, 1, hour, minute, second);
  date.setFullYear(year, month - 1, day);
  return date;
}

/** The first instant of the UK calendar day `day` names (by its local year, month and day). */
export function startOfUkDay(day: Date): Date {
  const wall = utcOf(day.getFullYear(), day.getMonth(), day.getDate());
  // The offset at UK midnight, found from a first guess: the clocks never change at midnight in the UK.
  const guess = wall - ukOffset(wall);
  return new Date(wall - ukOffset(guess));
}

/** The last instant (millisecond) of the UK calendar day `day` names (by its local year, month and day). */
export function endOfUkDay(day: Date): Date {
  return new Date(startOfUkDay(addDays(day, 1)).getTime() - 1);
}
