/** When cover may start (spec 1 §4 and §9). */
import {
  addMinutes,
  eachMinuteOfInterval,
  endOfDay,
  isBefore,
  roundToNearestMinutes,
  startOfDay,
} from 'date-fns';

export const COVER_START_STEP_MINUTES = 15;
export const MINIMUM_COVER_LEAD_MINUTES = 15;

/** The first 15-minute step at or after now plus the minimum lead. */
export function earliestCoverStart(now: Date): Date {
  return roundToNearestMinutes(addMinutes(now, MINIMUM_COVER_LEAD_MINUTES), {
    nearestTo: COVER_START_STEP_MINUTES,
    roundingMethod: 'ceil',
  });
}

/** spec 1 §4: nearest 15 minutes, and never earlier than the minimum lead allows. */
export function roundCoverStart(start: Date, now: Date): Date {
  const rounded = roundToNearestMinutes(start, { nearestTo: COVER_START_STEP_MINUTES });
  const earliest = earliestCoverStart(now);
  return isBefore(rounded, earliest) ? earliest : rounded;
}

/** The times a customer may pick on a day; empty for a day that has already gone. */
export function coverStartTimeOptions(day: Date, now: Date): Date[] {
  const earliest = earliestCoverStart(now);
  const times = eachMinuteOfInterval(
    { start: startOfDay(day), end: endOfDay(day) },
    { step: COVER_START_STEP_MINUTES },
  );
  return times.filter((time) => !isBefore(time, earliest));
}
