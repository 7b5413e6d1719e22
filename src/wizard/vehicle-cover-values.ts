/** What the vehicle cover form starts from and how its cover start follows the clock (spec 1 §4, §9). */
import {
  addDays,
  format,
  isBefore,
  isSameDay,
  startOfDay,
  startOfToday,
  subMinutes,
} from 'date-fns';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import {
  coverStartTimeOptions,
  earliestCoverStart,
  MINIMUM_COVER_LEAD_MINUTES,
  roundCoverStart,
} from '../../machines/wizard/view';
import { dateFromParts, type DateParts } from '../../machines/core/fields';
import {
  COVER_LEVELS,
  coverStartOf,
  vehicleCoverSchema,
  type VehicleCoverValues,
} from '../../machines/wizard/schemas/vehicle-cover';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { coverQuestionText } from '../../machines/wizard/cover-question-text';
import { isRecord } from '../../shared/is-record';

export type CoverLevelAnswer = VehicleCoverValues['levelOfCover'];

export const isCoverLevel = (code: string): code is Exclude<CoverLevelAnswer, ''> =>
  (COVER_LEVELS as readonly string[]).includes(code);

/**
 * The step's schema checked against the time of each validation, so a customer who lingers is still held
 * to a start at least 15 minutes ahead.
 */
export const liveVehicleCoverSchema: StandardSchemaV1<VehicleCoverValues, VehicleCoverValues> = {
  '~standard': {
    version: 1,
    vendor: 'valibot',
    validate: (value) => vehicleCoverSchema({ now: new Date() })['~standard'].validate(value),
  },
};

const timeText = (time: Date): string => format(time, 'HH:mm');

/** The start times offered for the chosen day: from the earliest start today, the whole day otherwise. */
export function coverStartTimes(date: DateParts, now: Date): ReferenceOption[] {
  const day = dateFromParts(date);
  const offered =
    day !== null && !isBefore(day, startOfDay(now))
      ? coverStartTimeOptions(day, now)
      : coverStartTimeOptions(startOfToday(), startOfDay(new Date(0)));
  const codes = [...new Set(offered.map(timeText))];
  return codes.map((code) => ({ code, description: code }));
}

const partsOf = (date: Date): DateParts => ({
  day: format(date, 'dd'),
  month: format(date, 'MM'),
  year: format(date, 'yyyy'),
});

/** A cover start as the form's two fields hold it. */
const fieldsOf = (start: Date): { coverStartDate: DateParts; coverStartTime: string } => ({
  coverStartDate: partsOf(start),
  coverStartTime: timeText(start),
});

/**
 * When today is picked, a start time that has gone (or none yet) becomes the earliest start allowed, which
 * late in the evening may be tomorrow; null when nothing needs to move.
 */
export function movedCoverStart(
  values: Pick<VehicleCoverValues, 'coverStartDate' | 'coverStartTime'>,
  now: Date,
): { coverStartDate: DateParts; coverStartTime: string } | null {
  const day = dateFromParts(values.coverStartDate);
  if (day === null || !isSameDay(day, now)) return null;
  const chosen = coverStartOf(values);
  const start = roundCoverStart(chosen ?? now, now);
  if (chosen !== null && start.getTime() === chosen.getTime()) return null;
  return fieldsOf(start);
}

/**
 * spec 1 §9: a start the clock has overtaken while the step was open (the customer read on past the quarter
 * hour, or the phone slept) moves on to the earliest start allowed rather than being refused on Continue;
 * null while the chosen start still stands, or when none is chosen.
 */
export function overtakenCoverStart(
  values: Pick<VehicleCoverValues, 'coverStartDate' | 'coverStartTime'>,
  now: Date,
): { coverStartDate: DateParts; coverStartTime: string; start: Date } | null {
  const chosen = coverStartOf(values);
  const earliest = earliestCoverStart(now);
  if (chosen === null || !isBefore(chosen, earliest)) return null;
  return { ...fieldsOf(earliest), start: earliest };
}

/** The moment the clock overtakes the chosen start: the minimum lead before it. Null when none is chosen. */
export function coverStartOvertakenAt(
  values: Pick<VehicleCoverValues, 'coverStartDate' | 'coverStartTime'>,
): Date | null {
  const chosen = coverStartOf(values);
  return chosen === null ? null : subMinutes(chosen, MINIMUM_COVER_LEAD_MINUTES);
}

/** Whether `value` holds the same keys as `template`, each of the same kind, at every level. */
function isShapedLike<T>(template: T, value: unknown): value is T {
  if (isRecord(template)) {
    return (
      isRecord(value) &&
      Object.keys(template).every((key) => isShapedLike(template[key], value[key]))
    );
  }
  return typeof template === typeof value;
}

/**
 * The stored answers with the unsubmitted draft over them when the draft has this form's shape, a start
 * today moved on as the clock requires. The disclaimer is read and accepted again on every visit.
 */
export function initialCoverValues(
  stored: VehicleCoverValues,
  draft: unknown,
  now: Date,
): VehicleCoverValues {
  const values = isShapedLike(stored, draft) ? draft : stored;
  const levelOfCover = isCoverLevel(values.levelOfCover) ? values.levelOfCover : '';
  return {
    ...values,
    ...movedCoverStart(values, now),
    levelOfCover,
    disclaimerOpened: false,
    disclaimerAccepted: false,
  };
}

/** The cover start date's hint: tomorrow as the customer types a date (day, month, year), never a past day. */
export function coverStartExample(now: Date): string {
  const tomorrow = addDays(now, 1);
  return coverQuestionText.cover.coverStartExample(
    tomorrow.getDate(),
    tomorrow.getMonth() + 1,
    tomorrow.getFullYear(),
  );
}
