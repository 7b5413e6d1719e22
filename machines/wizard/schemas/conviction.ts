/** A motoring conviction in a driver's history (spec 1 §5 Driver Convictions, spec 1 §3 Conviction). */
import { isBefore } from 'date-fns';
import * as v from 'valibot';
import { toKnownDate, type DateInput } from '../../core/ages';
import type { Conviction } from '../../core/contract';
import {
  dateFromParts,
  dateParts,
  datePartsOf,
  dateProblem,
  emptyDateParts,
  firstProblem,
  isoDateOf,
  lookBack,
  notBeforeBirth,
  notInFuture,
  numberOf,
  numberProblem,
  numberText,
  parseNumber,
  requiredOption,
  requiredYesNo,
  rule,
  yesNo,
  yesNoOf,
  type DateLimit,
  type DateParts,
  type Problem,
  type YesNo,
} from '../../core/fields';
import { OPTION_REQUIRED_MESSAGE } from '../../core/field-messages';
import { formText } from '../form-text';

/** spec 1 §9: convictions are given for the last 5 years. */
export const CONVICTIONS_LOOK_BACK_YEARS = 5;

/** The penalty points a conviction may carry (spec 1 §3: chosen from a fixed list). */
export const CONVICTION_POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export type ConvictionValues = {
  dateOfConviction: DateParts;
  offenceCode: string;
  wasDisqualified: YesNo;
  banStartDate: DateParts;
  banEndDate: DateParts;
  numberOfPoints: string;
  fineAmount: string;
  isPending: YesNo;
};

export interface ConvictionContext {
  today: Date;
  /** The convicted driver's; dates before it are refused. */
  dateOfBirth: DateInput | null | undefined;
}

export const emptyConvictionValues = (): ConvictionValues => ({
  dateOfConviction: emptyDateParts(),
  offenceCode: '',
  wasDisqualified: '',
  banStartDate: emptyDateParts(),
  banEndDate: emptyDateParts(),
  numberOfPoints: '',
  fineAmount: '',
  isPending: '',
});

/** A conviction as its inputs hold it, without rules. */
export const convictionShape = () =>
  v.object({
    dateOfConviction: dateParts(),
    offenceCode: v.string(),
    wasDisqualified: yesNo(),
    banStartDate: dateParts(),
    banEndDate: dateParts(),
    numberOfPoints: v.string(),
    fineAmount: v.string(),
    isPending: yesNo(),
  });

const isPoints = (value: string): boolean =>
  CONVICTION_POINTS.some((points) => points === parseNumber(value));

/** The ban start, when disqualified and the date given is a real one. */
const banStartOf = (values: ConvictionValues): Date | null =>
  values.wasDisqualified === 'yes' ? dateFromParts(values.banStartDate) : null;

/**
 * spec 1 §5 Driver Convictions: all answers required, ban dates when disqualified; nothing in the future;
 * conviction within the last 5 years and not after the ban start; ban end not before its start; every date
 * after the date of birth.
 */
export function convictionSchema({ today, dateOfBirth }: ConvictionContext) {
  const birth = notBeforeBirth(toKnownDate(dateOfBirth));
  const afterBirth = (limit: DateLimit): DateLimit =>
    birth !== null && isBefore(limit.date, birth.date) ? birth : limit;

  const convictionDateProblem: Problem<ConvictionValues> = firstProblem(
    (values) =>
      dateProblem(values.dateOfConviction, {
        latest: notInFuture(today, formText.conviction.dateFuture),
        earliest: afterBirth(
          lookBack(today, CONVICTIONS_LOOK_BACK_YEARS, formText.conviction.dateLookBack),
        ),
      }),
    (values) => {
      const banStart = banStartOf(values);
      const convicted = dateFromParts(values.dateOfConviction);
      return banStart !== null && convicted !== null && isBefore(banStart, convicted)
        ? formText.conviction.afterBanStart
        : null;
    },
  );

  const banStartProblem: Problem<ConvictionValues> = (values) =>
    values.wasDisqualified === 'yes'
      ? dateProblem(values.banStartDate, {
          latest: notInFuture(today, formText.conviction.banStartFuture),
          earliest: birth,
        })
      : null;

  const banEndProblem: Problem<ConvictionValues> = (values) => {
    if (values.wasDisqualified !== 'yes') return null;
    const banStart = banStartOf(values);
    return dateProblem(values.banEndDate, {
      earliest:
        banStart === null
          ? birth
          : { date: banStart, message: formText.conviction.banEndBeforeStart },
    });
  };

  return v.pipe(
    v.object({
      dateOfConviction: dateParts(),
      offenceCode: requiredOption(),
      wasDisqualified: requiredYesNo(),
      banStartDate: dateParts(),
      banEndDate: dateParts(),
      numberOfPoints: v.pipe(
        v.string(),
        rule((points: string) => (isPoints(points) ? null : OPTION_REQUIRED_MESSAGE)),
      ),
      fineAmount: v.pipe(
        v.string(),
        rule((fine: string) =>
          numberProblem(
            fine,
            {
              required: formText.conviction.fineRequired,
              minimum: formText.conviction.fineMinimum,
            },
            0,
          ),
        ),
      ),
      isPending: requiredYesNo(),
    }),
    v.forward(rule(convictionDateProblem), ['dateOfConviction']),
    v.forward(rule(banStartProblem), ['banStartDate']),
    v.forward(rule(banEndProblem), ['banEndDate']),
  );
}

export function toConviction(values: ConvictionValues): Conviction {
  const disqualified = values.wasDisqualified === 'yes';
  return {
    dateOfConviction: isoDateOf(values.dateOfConviction),
    offenceCode: values.offenceCode,
    wasDisqualified: disqualified,
    banStartDate: disqualified ? isoDateOf(values.banStartDate) : null,
    banEndDate: disqualified ? isoDateOf(values.banEndDate) : null,
    numberOfPoints: numberOf(values.numberOfPoints),
    fineAmount: numberOf(values.fineAmount),
    isPending: values.isPending === 'yes',
  };
}

export function fromConviction(conviction: Conviction): ConvictionValues {
  return {
    dateOfConviction: datePartsOf(conviction.dateOfConviction),
    offenceCode: conviction.offenceCode,
    wasDisqualified: yesNoOf(conviction.wasDisqualified),
    banStartDate: datePartsOf(conviction.banStartDate),
    banEndDate: datePartsOf(conviction.banEndDate),
    numberOfPoints: numberText(conviction.numberOfPoints),
    fineAmount: numberText(conviction.fineAmount),
    isPending: yesNoOf(conviction.isPending),
  };
}
