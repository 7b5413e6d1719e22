/**
 * Wizard step 7, vehicle cover: level of cover, cover start, excess, no-claims discount, how the customer
 * heard of us and the disclaimer (spec 1 §2, §5 Cover, §5 How did you hear chain).
 */
import { isBefore, isSameDay, lightFormat } from 'date-fns';
import * as v from 'valibot';
import { toKnownDate } from '../../core/ages';
import { COVER_START_STEP_MINUTES, earliestCoverStart } from '../cover-start';
import type { StepAnswers } from '../step-answers';
import type { AdditionalQuestions } from '../../core/contract';
import { UNSET_DATE, type CoverState, type QuoteState } from '../../core/state';
import {
  booleanOf,
  dateFromParts,
  dateParts,
  datePartsOf,
  dateProblem,
  emptyDateParts,
  isFilled,
  numberOf,
  numberOrNull,
  numberText,
  parseNumber,
  requiredNumberOption,
  requiredOption,
  rule,
  textOf,
  textOrNull,
  yesNo,
  yesNoOf,
  type DateParts,
  type Problem,
  type YesNo,
} from '../../core/fields';
import { heardChainAsks } from './heard-chain';
import {
  ANSWER_REQUIRED_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from '../../core/field-messages';
import { formText } from '../form-text';

export const COVER_LEVELS = ['COMP', 'TPFT', 'TPO'] as const;
type CoverLevel = NonNullable<CoverState['levelOfCover']>;
type CoverLevelAnswer = CoverLevel | '';

export type VehicleCoverValues = {
  levelOfCover: CoverLevelAnswer;
  coverStartDate: DateParts;
  /** HH:mm in 15-minute steps. */
  coverStartTime: string;
  voluntaryExcess: string;
  yearsOfNoClaimsDiscount: string;
  protectNoClaimsDiscount: YesNo;
  typeOfPolicyNCDEarned: string;
  howDidYouHearAboutUs: string;
  isNamedDriverOnExistingPolicy: YesNo;
  namedDriverForWhom: string;
  doesDriveAnotherVehicle: YesNo;
  experienceDrivingCompnayCar: string;
  claimFreeFor: string;
  isLookingToInsureSecondCar: YesNo;
  currentPolicyType: string;
  numberOfConsecutiveMonthsCover: string;
  fullYearsOfNoClaimsBonus: string;
  policyCancelledReason: string;
  typeOfPolicyAtTheTime: string;
  monthsHeldThePolicyFor: string;
  daysHeldThePolicyFor: string;
  disclaimerOpened: boolean;
  disclaimerAccepted: boolean;
};

export interface VehicleCoverContext {
  now: Date;
}

export const emptyVehicleCoverValues = (): VehicleCoverValues => ({
  levelOfCover: '',
  coverStartDate: emptyDateParts(),
  coverStartTime: '',
  voluntaryExcess: '',
  yearsOfNoClaimsDiscount: '',
  protectNoClaimsDiscount: '',
  typeOfPolicyNCDEarned: '',
  howDidYouHearAboutUs: '',
  isNamedDriverOnExistingPolicy: '',
  namedDriverForWhom: '',
  doesDriveAnotherVehicle: '',
  experienceDrivingCompnayCar: '',
  claimFreeFor: '',
  isLookingToInsureSecondCar: '',
  currentPolicyType: '',
  numberOfConsecutiveMonthsCover: '',
  fullYearsOfNoClaimsBonus: '',
  policyCancelledReason: '',
  typeOfPolicyAtTheTime: '',
  monthsHeldThePolicyFor: '',
  daysHeldThePolicyFor: '',
  disclaimerOpened: false,
  disclaimerAccepted: false,
});

// Cover start

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): { hours: number; minutes: number } | null {
  const match = TIME.exec(time.trim());
  if (match === null) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** The cover start the date and time name, or null until both are given. */
export function coverStartOf(
  values: Pick<VehicleCoverValues, 'coverStartDate' | 'coverStartTime'>,
) {
  const day = dateFromParts(values.coverStartDate);
  const time = minutesOf(values.coverStartTime);
  if (day === null || time === null) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.hours, time.minutes);
}

/** spec 1 §9: at least 15 minutes ahead; a day before the earliest start is refused on the date. */
function coverStartDateProblem(now: Date): Problem<VehicleCoverValues> {
  return (values) =>
    dateProblem(values.coverStartDate, {
      earliest: { date: earliestCoverStart(now), message: formText.cover.startTooEarly },
    });
}

function coverStartTimeProblem(now: Date): Problem<VehicleCoverValues> {
  return (values) => {
    if (!isFilled(values.coverStartTime)) return formText.cover.startTimeRequired;
    const time = minutesOf(values.coverStartTime);
    if (time === null || time.minutes % COVER_START_STEP_MINUTES !== 0) {
      return formText.cover.startTimeStep;
    }
    const start = coverStartOf(values);
    const earliest = earliestCoverStart(now);
    return start !== null && isSameDay(start, earliest) && isBefore(start, earliest)
      ? formText.cover.startTooEarly
      : null;
  };
}

// No-claims discount

/** spec 1 §5 Cover: protection is asked when the years are given and not 0. */
export const isProtectionAsked = (values: VehicleCoverValues): boolean =>
  isFilled(values.yearsOfNoClaimsDiscount) && parseNumber(values.yearsOfNoClaimsDiscount) !== 0;

// How did you hear chain (spec 1 §5)

const asks = heardChainAsks;

type Condition = (values: VehicleCoverValues) => boolean;

type TextField = {
  [K in keyof VehicleCoverValues]: VehicleCoverValues[K] extends string ? K : never;
}[keyof VehicleCoverValues];

const requiredWhen =
  (
    applies: Condition,
    field: TextField,
    message = OPTION_REQUIRED_MESSAGE,
  ): Problem<VehicleCoverValues> =>
  (values) =>
    applies(values) && !isFilled(values[field]) ? message : null;

const numberWhen =
  (applies: Condition, field: TextField): Problem<VehicleCoverValues> =>
  (values) => {
    if (!applies(values)) return null;
    if (!isFilled(values[field])) return OPTION_REQUIRED_MESSAGE;
    return parseNumber(values[field]) === null ? NUMBER_INVALID_MESSAGE : null;
  };

type ChainField = keyof typeof heardChainAsks & TextField;

const askedRequired = (field: ChainField, message?: string) =>
  requiredWhen(asks[field], field, message);

const askedNumber = (field: ChainField) => numberWhen(asks[field], field);

const disclaimerProblem: Problem<VehicleCoverValues> = (values) =>
  values.disclaimerOpened && values.disclaimerAccepted ? null : formText.cover.disclaimer;

export function vehicleCoverSchema({ now }: VehicleCoverContext) {
  return v.pipe(
    v.object({
      levelOfCover: v.pipe(
        v.picklist([...COVER_LEVELS, '']),
        rule((level: CoverLevelAnswer) => (level === '' ? OPTION_REQUIRED_MESSAGE : null)),
      ),
      coverStartDate: dateParts(),
      coverStartTime: v.string(),
      voluntaryExcess: requiredNumberOption(),
      yearsOfNoClaimsDiscount: requiredNumberOption(),
      protectNoClaimsDiscount: yesNo(),
      typeOfPolicyNCDEarned: v.string(),
      howDidYouHearAboutUs: requiredOption(),
      isNamedDriverOnExistingPolicy: yesNo(),
      namedDriverForWhom: v.string(),
      doesDriveAnotherVehicle: yesNo(),
      experienceDrivingCompnayCar: v.string(),
      claimFreeFor: v.string(),
      isLookingToInsureSecondCar: yesNo(),
      currentPolicyType: v.string(),
      numberOfConsecutiveMonthsCover: v.string(),
      fullYearsOfNoClaimsBonus: v.string(),
      policyCancelledReason: v.string(),
      typeOfPolicyAtTheTime: v.string(),
      monthsHeldThePolicyFor: v.string(),
      daysHeldThePolicyFor: v.string(),
      disclaimerOpened: v.boolean(),
      disclaimerAccepted: v.boolean(),
    }),
    v.forward(rule(coverStartDateProblem(now)), ['coverStartDate']),
    v.forward(rule(coverStartTimeProblem(now)), ['coverStartTime']),
    v.forward(
      rule(requiredWhen(isProtectionAsked, 'protectNoClaimsDiscount', ANSWER_REQUIRED_MESSAGE)),
      ['protectNoClaimsDiscount'],
    ),
    v.forward(rule(askedRequired('isNamedDriverOnExistingPolicy', ANSWER_REQUIRED_MESSAGE)), [
      'isNamedDriverOnExistingPolicy',
    ]),
    v.forward(rule(askedRequired('namedDriverForWhom')), ['namedDriverForWhom']),
    v.forward(rule(askedRequired('doesDriveAnotherVehicle', ANSWER_REQUIRED_MESSAGE)), [
      'doesDriveAnotherVehicle',
    ]),
    v.forward(rule(askedRequired('experienceDrivingCompnayCar')), ['experienceDrivingCompnayCar']),
    v.forward(rule(askedRequired('claimFreeFor')), ['claimFreeFor']),
    v.forward(rule(askedRequired('isLookingToInsureSecondCar', ANSWER_REQUIRED_MESSAGE)), [
      'isLookingToInsureSecondCar',
    ]),
    v.forward(rule(askedRequired('currentPolicyType')), ['currentPolicyType']),
    v.forward(rule(askedNumber('numberOfConsecutiveMonthsCover')), [
      'numberOfConsecutiveMonthsCover',
    ]),
    v.forward(rule(askedNumber('fullYearsOfNoClaimsBonus')), ['fullYearsOfNoClaimsBonus']),
    v.forward(rule(askedRequired('policyCancelledReason')), ['policyCancelledReason']),
    v.forward(rule(askedRequired('typeOfPolicyAtTheTime')), ['typeOfPolicyAtTheTime']),
    v.forward(rule(askedNumber('monthsHeldThePolicyFor')), ['monthsHeldThePolicyFor']),
    v.forward(rule(askedNumber('daysHeldThePolicyFor')), ['daysHeldThePolicyFor']),
    v.forward(rule(disclaimerProblem), ['disclaimerAccepted']),
  );
}

const when = <T>(applies: boolean, value: T): T | null => (applies ? value : null);

/** Only the questions the chosen answer opens are kept; the others are cleared. */
function toAdditionalQuestions(values: VehicleCoverValues): AdditionalQuestions {
  return {
    howDidYouHearAboutUs: textOrNull(values.howDidYouHearAboutUs),
    isNamedDriverOnExistingPolicy: when(
      asks.isNamedDriverOnExistingPolicy(values),
      booleanOf(values.isNamedDriverOnExistingPolicy),
    ),
    namedDriverForWhom: when(
      asks.namedDriverForWhom(values),
      textOrNull(values.namedDriverForWhom),
    ),
    experienceDrivingCompnayCar: when(
      asks.experienceDrivingCompnayCar(values),
      textOrNull(values.experienceDrivingCompnayCar),
    ),
    claimFreeFor: when(asks.claimFreeFor(values), textOrNull(values.claimFreeFor)),
    isLookingToInsureSecondCar: when(
      asks.isLookingToInsureSecondCar(values),
      booleanOf(values.isLookingToInsureSecondCar),
    ),
    currentPolicyType: when(asks.currentPolicyType(values), textOrNull(values.currentPolicyType)),
    numberOfConsecutiveMonthsCover: when(
      asks.numberOfConsecutiveMonthsCover(values),
      numberOrNull(values.numberOfConsecutiveMonthsCover),
    ),
    fullYearsOfNoClaimsBonus: when(
      asks.fullYearsOfNoClaimsBonus(values),
      numberOrNull(values.fullYearsOfNoClaimsBonus),
    ),
    policyCancelledReason: when(
      asks.policyCancelledReason(values),
      textOrNull(values.policyCancelledReason),
    ),
    typeOfPolicyAtTheTime: when(
      asks.typeOfPolicyAtTheTime(values),
      textOrNull(values.typeOfPolicyAtTheTime),
    ),
    monthsHeldThePolicyFor: when(
      asks.monthsHeldThePolicyFor(values),
      numberOrNull(values.monthsHeldThePolicyFor),
    ),
    daysHeldThePolicyFor: when(
      asks.daysHeldThePolicyFor(values),
      numberOrNull(values.daysHeldThePolicyFor),
    ),
  };
}

/** The cover start becomes an ISO date-time. */
export function toVehicleCoverAnswers(values: VehicleCoverValues): StepAnswers {
  const start = coverStartOf(values);
  return {
    coverDetails: {
      levelOfCover: values.levelOfCover === '' ? null : values.levelOfCover,
      effectiveFrom: start === null ? UNSET_DATE : start.toISOString(),
      voluntaryExcess: numberOf(values.voluntaryExcess),
      yearsOfNoClaimsDiscount: numberOrNull(values.yearsOfNoClaimsDiscount),
      protectNoClaimsDiscount: isProtectionAsked(values)
        ? booleanOf(values.protectNoClaimsDiscount)
        : null,
      typeOfPolicyNCDEarned: textOrNull(values.typeOfPolicyNCDEarned),
      doesDriveAnotherVehicle: asks.doesDriveAnotherVehicle(values)
        ? booleanOf(values.doesDriveAnotherVehicle)
        : null,
    },
    additionalQuestions: toAdditionalQuestions(values),
  };
}

function coverStartTimeOf(effectiveFrom: string): string {
  const start = toKnownDate(effectiveFrom);
  return start === null ? '' : lightFormat(start, 'HH:mm');
}

/** The disclaimer is not stored, so it is read and accepted again on each visit. */
export function fromVehicleCoverState(quote: QuoteState): VehicleCoverValues {
  const cover = quote.coverDetails;
  const questions = quote.additionalQuestions;
  return {
    levelOfCover: cover.levelOfCover ?? '',
    coverStartDate: datePartsOf(cover.effectiveFrom),
    coverStartTime: coverStartTimeOf(cover.effectiveFrom),
    voluntaryExcess: numberText(cover.voluntaryExcess),
    yearsOfNoClaimsDiscount: numberText(cover.yearsOfNoClaimsDiscount),
    protectNoClaimsDiscount: yesNoOf(cover.protectNoClaimsDiscount),
    typeOfPolicyNCDEarned: textOf(cover.typeOfPolicyNCDEarned),
    howDidYouHearAboutUs: textOf(questions.howDidYouHearAboutUs),
    isNamedDriverOnExistingPolicy: yesNoOf(questions.isNamedDriverOnExistingPolicy),
    namedDriverForWhom: textOf(questions.namedDriverForWhom),
    doesDriveAnotherVehicle: yesNoOf(cover.doesDriveAnotherVehicle),
    experienceDrivingCompnayCar: textOf(questions.experienceDrivingCompnayCar),
    claimFreeFor: textOf(questions.claimFreeFor),
    isLookingToInsureSecondCar: yesNoOf(questions.isLookingToInsureSecondCar),
    currentPolicyType: textOf(questions.currentPolicyType),
    numberOfConsecutiveMonthsCover: numberText(questions.numberOfConsecutiveMonthsCover),
    fullYearsOfNoClaimsBonus: numberText(questions.fullYearsOfNoClaimsBonus),
    policyCancelledReason: textOf(questions.policyCancelledReason),
    typeOfPolicyAtTheTime: textOf(questions.typeOfPolicyAtTheTime),
    monthsHeldThePolicyFor: numberText(questions.monthsHeldThePolicyFor),
    daysHeldThePolicyFor: numberText(questions.daysHeldThePolicyFor),
    disclaimerOpened: false,
    disclaimerAccepted: false,
  };
}
