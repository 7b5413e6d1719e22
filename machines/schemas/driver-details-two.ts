/**
 * Wizard step 5, more driver details: motoring convictions and claims, criminal convictions, refused cover,
 * other vehicles and additional drivers (spec 1 §5 Driver, spec 2 §5 Driver questionnaire).
 */
import { isBefore, startOfDay, subYears } from 'date-fns';
import * as v from 'valibot';
import { toKnownDate, type DateInput } from '../rules/ages';
import type { StepAnswers } from '../rules/step-answers';
import type { Claim, Conviction } from '../state/contract';
import type { QuoteState } from '../state/journey-state';
import {
  booleanOf,
  dateFromParts,
  dateParts,
  datePartsOf,
  dateProblem,
  eachItem,
  emptyDateParts,
  firstProblem,
  isoDateOf,
  notBeforeBirth,
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
  type Merge,
  type Problem,
  type YesNo,
} from './fields';
import { OPTION_REQUIRED_MESSAGE } from './messages';

export const CLAIM_DATE_FUTURE_MESSAGE = "The date of claim can't be in the future.";
export const CLAIM_DATE_LOOK_BACK_MESSAGE = 'Please only tell us about claims in the last 5 years';
export const CLAIM_COST_REQUIRED_MESSAGE = 'Please enter the cost of the claim';
export const CLAIM_COST_MINIMUM_MESSAGE = 'The cost of the claim must be £0 or more';
export const CONVICTION_DATE_FUTURE_MESSAGE = "The date of conviction can't be in the future.";
export const CONVICTION_DATE_LOOK_BACK_MESSAGE =
  'Please only tell us about convictions in the last 5 years';
export const CONVICTION_AFTER_BAN_START_MESSAGE =
  "The date of conviction can't be after the ban start date.";
export const BAN_START_FUTURE_MESSAGE = "The ban start date can't be in the future.";
export const BAN_END_BEFORE_START_MESSAGE = "The ban end date can't be before the ban start date.";
export const FINE_REQUIRED_MESSAGE = 'Please enter the fine amount';
export const FINE_MINIMUM_MESSAGE = 'The fine must be £0 or more';
export const CONVICTIONS_REQUIRED_MESSAGE = 'Please add at least one conviction';
export const CLAIMS_REQUIRED_MESSAGE = 'Please add at least one claim';

/** spec 1 §9: claims look back 5 years; convictions are given for the last 5 years. */
export const CLAIMS_LOOK_BACK_YEARS = 5;
export const CONVICTIONS_LOOK_BACK_YEARS = 5;

/** The penalty points a conviction may carry (spec 1 §3: chosen from a fixed list). */
export const CONVICTION_POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

const lookBack = (today: Date, years: number, message: string): DateLimit => ({
  date: startOfDay(subYears(today, years)),
  message,
});

const notInFuture = (today: Date, message: string): DateLimit => ({ date: today, message });

// A claim

export type ClaimValues = {
  dateOfClaim: DateParts;
  typeOfClaim: string;
  statusOfClaim: string;
  atFault: YesNo;
  noClaimsBonusAffected: YesNo;
  costOfClaim: string;
};

export interface ClaimContext {
  today: Date;
}

export const emptyClaimValues = (): ClaimValues => ({
  dateOfClaim: emptyDateParts(),
  typeOfClaim: '',
  statusOfClaim: '',
  atFault: '',
  noClaimsBonusAffected: '',
  costOfClaim: '',
});

/** A claim as its inputs hold it, without rules. */
export const claimShape = () =>
  v.object({
    dateOfClaim: dateParts(),
    typeOfClaim: v.string(),
    statusOfClaim: v.string(),
    atFault: yesNo(),
    noClaimsBonusAffected: yesNo(),
    costOfClaim: v.string(),
  });

/** spec 1 §5 Driver Claims: every field required; not in the future; within the look-back. */
export function claimSchema({ today }: ClaimContext) {
  return v.object({
    dateOfClaim: v.pipe(
      dateParts(),
      rule((parts: DateParts) =>
        dateProblem(parts, {
          latest: notInFuture(today, CLAIM_DATE_FUTURE_MESSAGE),
          earliest: lookBack(today, CLAIMS_LOOK_BACK_YEARS, CLAIM_DATE_LOOK_BACK_MESSAGE),
        }),
      ),
    ),
    typeOfClaim: requiredOption(),
    statusOfClaim: requiredOption(),
    atFault: requiredYesNo(),
    noClaimsBonusAffected: requiredYesNo(),
    costOfClaim: v.pipe(
      v.string(),
      rule((cost: string) =>
        numberProblem(
          cost,
          { required: CLAIM_COST_REQUIRED_MESSAGE, minimum: CLAIM_COST_MINIMUM_MESSAGE },
          0,
        ),
      ),
    ),
  });
}

export function toClaim(values: ClaimValues): Claim {
  return {
    dateOfClaim: isoDateOf(values.dateOfClaim),
    typeOfClaim: values.typeOfClaim,
    statusOfClaim: values.statusOfClaim,
    atFault: values.atFault === 'yes',
    noClaimsBonusAffected: values.noClaimsBonusAffected === 'yes',
    costOfClaim: numberOf(values.costOfClaim),
  };
}

export function fromClaim(claim: Claim): ClaimValues {
  return {
    dateOfClaim: datePartsOf(claim.dateOfClaim),
    typeOfClaim: claim.typeOfClaim,
    statusOfClaim: claim.statusOfClaim,
    atFault: yesNoOf(claim.atFault),
    noClaimsBonusAffected: yesNoOf(claim.noClaimsBonusAffected),
    costOfClaim: numberText(claim.costOfClaim),
  };
}

// A conviction

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
        latest: notInFuture(today, CONVICTION_DATE_FUTURE_MESSAGE),
        earliest: afterBirth(
          lookBack(today, CONVICTIONS_LOOK_BACK_YEARS, CONVICTION_DATE_LOOK_BACK_MESSAGE),
        ),
      }),
    (values) => {
      const banStart = banStartOf(values);
      const convicted = dateFromParts(values.dateOfConviction);
      return banStart !== null && convicted !== null && isBefore(banStart, convicted)
        ? CONVICTION_AFTER_BAN_START_MESSAGE
        : null;
    },
  );

  const banStartProblem: Problem<ConvictionValues> = (values) =>
    values.wasDisqualified === 'yes'
      ? dateProblem(values.banStartDate, {
          latest: notInFuture(today, BAN_START_FUTURE_MESSAGE),
          earliest: birth,
        })
      : null;

  const banEndProblem: Problem<ConvictionValues> = (values) => {
    if (values.wasDisqualified !== 'yes') return null;
    const banStart = banStartOf(values);
    return dateProblem(values.banEndDate, {
      earliest:
        banStart === null ? birth : { date: banStart, message: BAN_END_BEFORE_START_MESSAGE },
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
            { required: FINE_REQUIRED_MESSAGE, minimum: FINE_MINIMUM_MESSAGE },
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

// A driver's history: the yes/no answer and the list it opens

export type MotoringHistoryValues = {
  hasMotoringConvictions: YesNo;
  motoringConvictions: ConvictionValues[];
  hasMotoringClaims: YesNo;
  motoringClaims: ClaimValues[];
};

/** The lists as their inputs hold them; `motoringHistoryItems` validates their items when they apply. */
export const motoringHistoryEntries = () => ({
  hasMotoringConvictions: requiredYesNo(),
  motoringConvictions: v.array(convictionShape()),
  hasMotoringClaims: requiredYesNo(),
  motoringClaims: v.array(claimShape()),
});

export function motoringHistoryProblems<T extends MotoringHistoryValues>() {
  return {
    motoringConvictions: ((values) =>
      values.hasMotoringConvictions === 'yes' && values.motoringConvictions.length === 0
        ? CONVICTIONS_REQUIRED_MESSAGE
        : null) satisfies Problem<T>,
    motoringClaims: ((values) =>
      values.hasMotoringClaims === 'yes' && values.motoringClaims.length === 0
        ? CLAIMS_REQUIRED_MESSAGE
        : null) satisfies Problem<T>,
  };
}

/** Each listed conviction and claim, checked against the driver's own date of birth when the list applies. */
export function motoringHistoryItems<T extends MotoringHistoryValues>(
  today: Date,
  dateOfBirthOf: (values: T) => DateInput | null,
) {
  return {
    motoringConvictions: eachItem<T>('motoringConvictions', (values) =>
      values.hasMotoringConvictions === 'yes'
        ? convictionSchema({ today, dateOfBirth: dateOfBirthOf(values) })
        : null,
    ),
    motoringClaims: eachItem<T>('motoringClaims', (values) =>
      values.hasMotoringClaims === 'yes' ? claimSchema({ today }) : null,
    ),
  };
}

export interface MotoringHistoryAnswers {
  motoringConvictions: Conviction[];
  motoringClaims: Claim[];
}

export function toMotoringHistory(values: MotoringHistoryValues): MotoringHistoryAnswers {
  return {
    motoringConvictions:
      values.hasMotoringConvictions === 'yes' ? values.motoringConvictions.map(toConviction) : [],
    motoringClaims: values.hasMotoringClaims === 'yes' ? values.motoringClaims.map(toClaim) : [],
  };
}

/** A list that is empty reads as 'no' only once the question has been answered. */
export function fromMotoringHistory(
  history: { motoringConvictions?: Conviction[]; motoringClaims?: Claim[] },
  answered: boolean,
): MotoringHistoryValues {
  const convictions = history.motoringConvictions ?? [];
  const claims = history.motoringClaims ?? [];
  const answer = (list: readonly unknown[]): YesNo =>
    list.length > 0 ? 'yes' : answered ? 'no' : '';
  return {
    hasMotoringConvictions: answer(convictions),
    motoringConvictions: convictions.map(fromConviction),
    hasMotoringClaims: answer(claims),
    motoringClaims: claims.map(fromClaim),
  };
}

// The step

export type DriverDetailsTwoValues = Merge<
  MotoringHistoryValues & {
    hasCriminalConvictions: YesNo;
    hasBeenRefusedCover: YesNo;
    accessToOtherVehicles: YesNo;
    hasAdditionalDriver: YesNo;
  }
>;

export interface DriverDetailsTwoContext {
  today: Date;
  /** The proposer's, as stored by the about-you step. */
  dateOfBirth: DateInput | null | undefined;
}

export const emptyDriverDetailsTwoValues = (): DriverDetailsTwoValues => ({
  hasMotoringConvictions: '',
  motoringConvictions: [],
  hasMotoringClaims: '',
  motoringClaims: [],
  hasCriminalConvictions: '',
  hasBeenRefusedCover: '',
  accessToOtherVehicles: '',
  hasAdditionalDriver: '',
});

export function driverDetailsTwoSchema({ today, dateOfBirth }: DriverDetailsTwoContext) {
  const lists = motoringHistoryProblems<DriverDetailsTwoValues>();
  const items = motoringHistoryItems<DriverDetailsTwoValues>(today, () => dateOfBirth ?? null);
  return v.pipe(
    v.object({
      ...motoringHistoryEntries(),
      hasCriminalConvictions: requiredYesNo(),
      hasBeenRefusedCover: requiredYesNo(),
      accessToOtherVehicles: requiredYesNo(),
      hasAdditionalDriver: requiredYesNo(),
    }),
    v.forward(rule(lists.motoringConvictions), ['motoringConvictions']),
    v.forward(rule(lists.motoringClaims), ['motoringClaims']),
    items.motoringConvictions,
    items.motoringClaims,
  );
}

export function toDriverDetailsTwoAnswers(values: DriverDetailsTwoValues): StepAnswers {
  return {
    proposerDetails: {
      ...toMotoringHistory(values),
      hasCriminalConvictions: booleanOf(values.hasCriminalConvictions),
      hasBeenRefusedCover: booleanOf(values.hasBeenRefusedCover),
      accessToOtherVehicles: booleanOf(values.accessToOtherVehicles),
    },
    hasAdditionalDriver: booleanOf(values.hasAdditionalDriver),
  };
}

export function fromDriverDetailsTwoState(quote: QuoteState): DriverDetailsTwoValues {
  const proposer = quote.proposerDetails;
  return {
    ...fromMotoringHistory(proposer, quote.completedSteps.driverDetailsTwo),
    hasCriminalConvictions: yesNoOf(proposer.hasCriminalConvictions),
    hasBeenRefusedCover: yesNoOf(proposer.hasBeenRefusedCover),
    accessToOtherVehicles: yesNoOf(proposer.accessToOtherVehicles),
    hasAdditionalDriver: yesNoOf(quote.hasAdditionalDriver),
  };
}
