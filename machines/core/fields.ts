/** Building blocks of the wizard schemas: what form inputs hold, and how rules report on them. */
import { isAfter, isBefore, isExists, lightFormat, startOfDay, subYears } from 'date-fns';
import * as v from 'valibot';
import { toKnownDate, type DateInput } from './ages';
import { UNSET_DATE } from './state';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
  dateAfterMessage,
  dateBeforeMessage,
} from './field-messages';

/** One object type from an intersection, so form values read (and compare) as a single shape. */
export type Merge<T> = { [K in keyof T]: T[K] };

/** What a rule finds wrong with a value: the message to show, or null when it passes. */
export type Problem<T> = (value: T) => string | null;

/** The first problem any of the rules finds. */
export function firstProblem<T>(...problems: readonly Problem<T>[]): Problem<T> {
  return (value) => {
    for (const problem of problems) {
      const message = problem(value);
      if (message !== null) return message;
    }
    return null;
  };
}

/** A check whose message says what is wrong; wrap it in `v.forward` to put it on a field. */
export function rule<T>(problem: Problem<T>) {
  return v.check<T, (issue: v.CheckIssue<T>) => string>(
    (value) => problem(value) === null,
    (issue) => problem(issue.input) ?? '',
  );
}

/**
 * `v.forward(rule(problem), [field])` for schemas generic in their values `T`, as the rules shared by several
 * steps are: valibot cannot check a path into an unresolved `T`, and `field` is a key of `T` by its type.
 */
export function fieldRule<T extends Record<string, unknown>>(
  field: keyof T & string,
  problem: Problem<T>,
) {
  type Path = Parameters<typeof v.forward<T, v.CheckIssue<T>, [typeof field]>>[1];
  return v.forward(rule(problem), [field] as Path);
}

// Text

export const isFilled = (value: string): boolean => value.trim() !== '';

/** A text or select input that must not be left empty. */
export function requiredText(message: string) {
  return v.pipe(
    v.string(),
    rule((value: string) => (isFilled(value) ? null : message)),
  );
}

/** A select whose choice is needed. */
export const requiredOption = (message = OPTION_REQUIRED_MESSAGE) => requiredText(message);

/** Whether a code is one the form offers from its reference list. */
export type OfferedCode = (code: string) => boolean;

/** The options of a reference list that the form offers. */
export const offeredOptions = <T extends { code: string }>(
  options: readonly T[],
  isOffered: OfferedCode,
): T[] => options.filter((option) => isOffered(option.code));

/** A select whose choice is needed among the offered options: a code not offered counts as no choice. */
export function requiredOfferedOption(isOffered: OfferedCode, message = OPTION_REQUIRED_MESSAGE) {
  return v.pipe(
    v.string(),
    rule((value: string) => (isFilled(value) && isOffered(value) ? null : message)),
  );
}

/** The trimmed text, or null when nothing was entered. */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const textOf = (value: string | null | undefined): string => value ?? '';

// Yes/no radios

export const YES_NO_ANSWERS = ['yes', 'no', ''] as const;
export type YesNo = (typeof YES_NO_ANSWERS)[number];

/** A yes/no radio group; '' until answered. */
export const yesNo = () => v.picklist(YES_NO_ANSWERS);

export function requiredYesNo(message = ANSWER_REQUIRED_MESSAGE) {
  return v.pipe(
    yesNo(),
    rule((value: YesNo) => (value === '' ? message : null)),
  );
}

export function booleanOf(answer: YesNo): boolean | null {
  if (answer === '') return null;
  return answer === 'yes';
}

export function yesNoOf(value: boolean | null | undefined): YesNo {
  if (value == null) return '';
  return value ? 'yes' : 'no';
}

// Numbers

/** A number typed into a text or currency input: pound signs, commas and spaces are ignored. */
export function parseNumber(value: string): number | null {
  const compact = value.replace(/[£,\s]/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(compact) ? Number(compact) : null;
}

export const numberText = (value: number | null | undefined): string =>
  value == null ? '' : String(value);

/** Required, numeric and at least `minimum`. */
export function numberProblem(
  value: string,
  messages: { required: string; minimum: string },
  minimum: number,
): string | null {
  if (!isFilled(value)) return messages.required;
  const amount = parseNumber(value);
  if (amount === null) return NUMBER_INVALID_MESSAGE;
  return amount < minimum ? messages.minimum : null;
}

/** A select of numbers (years, months, an excess) whose choice is needed. */
export function requiredNumberOption(message = OPTION_REQUIRED_MESSAGE) {
  return v.pipe(
    v.string(),
    rule((value: string) => {
      if (!isFilled(value)) return message;
      return parseNumber(value) === null ? NUMBER_INVALID_MESSAGE : null;
    }),
  );
}

/** The number of a validated input; 0 for the rare value that no longer parses. */
export const numberOf = (value: string): number => parseNumber(value) ?? 0;

export const numberOrNull = (value: string): number | null => parseNumber(value);

// Dates entered as day, month and year

export type DateParts = { day: string; month: string; year: string };

export const dateParts = () => v.object({ day: v.string(), month: v.string(), year: v.string() });

export const emptyDateParts = (): DateParts => ({ day: '', month: '', year: '' });

export const isDateComplete = (parts: DateParts): boolean =>
  isFilled(parts.day) && isFilled(parts.month) && isFilled(parts.year);

const DAY_OR_MONTH = /^\d{1,2}$/;
const YEAR = /^\d{4}$/;

/** The calendar date the parts name, or null when incomplete or not a real date (31/02). */
export function dateFromParts(parts: DateParts): Date | null {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!DAY_OR_MONTH.test(day) || !DAY_OR_MONTH.test(month) || !YEAR.test(year)) return null;
  const [y, m, d] = [Number(year), Number(month) - 1, Number(day)];
  return isExists(y, m, d) ? new Date(y, m, d) : null;
}

/** yyyy-MM-dd, or the unset sentinel when the parts name no date. */
export function isoDateOf(parts: DateParts): string {
  const date = dateFromParts(parts);
  return date === null ? UNSET_DATE : lightFormat(date, 'yyyy-MM-dd');
}

/** The parts of a stored date; empty for the unset sentinel. */
export function datePartsOf(value: DateInput | null | undefined): DateParts {
  const date = toKnownDate(value);
  if (date === null) return emptyDateParts();
  return {
    day: lightFormat(date, 'dd'),
    month: lightFormat(date, 'MM'),
    year: lightFormat(date, 'yyyy'),
  };
}

export interface DateLimit {
  date: Date;
  message: string;
}

export interface DateLimits {
  /** The date may not be before this day. */
  earliest?: DateLimit | null;
  /** The date may not be after this day. */
  latest?: DateLimit | null;
}

/** Bounds are whole days and inclusive, as a date picker's minimum and maximum are. */
export function dateLimitProblem(date: Date, { earliest, latest }: DateLimits): string | null {
  const day = startOfDay(date);
  if (latest && isAfter(day, startOfDay(latest.date))) return latest.message;
  if (earliest && isBefore(day, startOfDay(earliest.date))) return earliest.message;
  return null;
}

/** Day, month and year all given, a real date, and within the limits. */
export function dateProblem(
  parts: DateParts,
  limits: DateLimits = {},
  requiredMessage = DATE_REQUIRED_MESSAGE,
): string | null {
  if (!isDateComplete(parts)) return requiredMessage;
  const date = dateFromParts(parts);
  if (date === null) return DATE_INVALID_MESSAGE;
  return dateLimitProblem(date, limits);
}

/** spec 1 §5 Driver: not in the future ('Please select a date before {date}'). */
export const notAfterToday = (today: Date): DateLimit => ({
  date: today,
  message: dateBeforeMessage(today),
});

/** spec 1 §5 Driver: after the date of birth ('Please select a date after {date}'). */
export const notBeforeBirth = (dateOfBirth: Date | null): DateLimit | null =>
  dateOfBirth === null ? null : { date: dateOfBirth, message: dateAfterMessage(dateOfBirth) };

/** Not in the future, with the list item's own message. */
export const notInFuture = (today: Date, message: string): DateLimit => ({ date: today, message });

/** Not before the start of the day `years` ago: how far back a list of claims or convictions goes. */
export const lookBack = (today: Date, years: number, message: string): DateLimit => ({
  date: startOfDay(subYears(today, years)),
  message,
});

// Nested lists validated by a schema built from their parent's values

const objectStep = (input: Record<string, unknown>, key: string): v.ObjectPathItem => ({
  type: 'object',
  origin: 'value',
  input,
  key,
  value: input[key],
});

const arrayStep = (input: readonly unknown[], key: number): v.ArrayPathItem => ({
  type: 'array',
  origin: 'value',
  input,
  key,
  value: input[key],
});

/**
 * Validates each item of the list at `key` with a schema that depends on the rest of the parent (a driver's
 * own date of birth, whether the list applies at all), reporting each item's issues at its own path.
 */
export function eachItem<T extends Record<string, unknown>>(
  key: keyof T & string,
  itemSchema: (parent: T) => v.GenericSchema | null,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const parent = dataset.value;
    const schema = itemSchema(parent);
    const value: unknown = parent[key];
    if (schema === null || !Array.isArray(value)) return;
    const list: readonly unknown[] = value;
    list.forEach((item, index) => {
      const result = v.safeParse(schema, item);
      for (const issue of result.issues ?? []) {
        addIssue({
          message: issue.message,
          path: [objectStep(parent, key), arrayStep(list, index), ...(issue.path ?? [])],
        });
      }
    });
  });
}
