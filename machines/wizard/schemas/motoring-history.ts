/** A driver's motoring history: the yes/no questions and the conviction and claim lists they open. */
import * as v from 'valibot';
import type { DateInput } from '../../core/ages';
import type { Claim, Conviction } from '../../core/contract';
import { claimSchema, claimShape, fromClaim, toClaim, type ClaimValues } from './claim';
import {
  convictionSchema,
  convictionShape,
  fromConviction,
  toConviction,
  type ConvictionValues,
} from './conviction';
import { eachItem, fieldRule, requiredYesNo, type Problem, type YesNo } from '../../core/fields';
import { formText } from '../form-text';

export type MotoringHistoryValues = {
  hasMotoringConvictions: YesNo;
  motoringConvictions: ConvictionValues[];
  hasMotoringClaims: YesNo;
  motoringClaims: ClaimValues[];
};

export const emptyMotoringHistoryValues = (): MotoringHistoryValues => ({
  hasMotoringConvictions: '',
  motoringConvictions: [],
  hasMotoringClaims: '',
  motoringClaims: [],
});

// Each list is asked for when its question is answered Yes: the form shows, the schema checks and the
// answers keep it only then.

export const areConvictionsAsked = (
  values: Pick<MotoringHistoryValues, 'hasMotoringConvictions'>,
) => values.hasMotoringConvictions === 'yes';

export const areClaimsAsked = (values: Pick<MotoringHistoryValues, 'hasMotoringClaims'>) =>
  values.hasMotoringClaims === 'yes';

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
      areConvictionsAsked(values) && values.motoringConvictions.length === 0
        ? formText.history.convictionsRequired
        : null) satisfies Problem<T>,
    motoringClaims: ((values) =>
      areClaimsAsked(values) && values.motoringClaims.length === 0
        ? formText.history.claimsRequired
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
      areConvictionsAsked(values)
        ? convictionSchema({ today, dateOfBirth: dateOfBirthOf(values) })
        : null,
    ),
    motoringClaims: eachItem<T>('motoringClaims', (values) =>
      areClaimsAsked(values) ? claimSchema({ today }) : null,
    ),
  };
}

/**
 * The pipe actions that check a driver's motoring history, to spread into the step's `v.pipe`: each list is
 * required when its question is answered Yes, and each item is checked against the driver's date of birth.
 */
export function motoringHistoryChecks<T extends MotoringHistoryValues>(
  today: Date,
  dateOfBirthOf: (values: T) => DateInput | null,
) {
  const lists = motoringHistoryProblems<T>();
  const items = motoringHistoryItems<T>(today, dateOfBirthOf);
  return [
    fieldRule('motoringConvictions', lists.motoringConvictions),
    fieldRule('motoringClaims', lists.motoringClaims),
    items.motoringConvictions,
    items.motoringClaims,
  ] as const;
}

export interface MotoringHistoryAnswers {
  motoringConvictions: Conviction[];
  motoringClaims: Claim[];
}

export function toMotoringHistory(values: MotoringHistoryValues): MotoringHistoryAnswers {
  return {
    motoringConvictions: areConvictionsAsked(values)
      ? values.motoringConvictions.map(toConviction)
      : [],
    motoringClaims: areClaimsAsked(values) ? values.motoringClaims.map(toClaim) : [],
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
