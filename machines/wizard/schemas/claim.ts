/** A claim in a driver's motoring history (spec 1 §5 Driver Claims, spec 1 §3 Claim). */
import * as v from 'valibot';
import type { Claim } from '../../core/contract';
import {
  dateParts,
  datePartsOf,
  dateProblem,
  emptyDateParts,
  isoDateOf,
  lookBack,
  notInFuture,
  numberOf,
  numberProblem,
  numberText,
  requiredOption,
  requiredYesNo,
  rule,
  yesNo,
  yesNoOf,
  type DateParts,
  type YesNo,
} from '../../core/fields';
import { formText } from '../form-text';

/** spec 1 §9: claims look back 5 years. */
export const CLAIMS_LOOK_BACK_YEARS = 5;

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
          latest: notInFuture(today, formText.claim.dateFuture),
          earliest: lookBack(today, CLAIMS_LOOK_BACK_YEARS, formText.claim.dateLookBack),
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
          { required: formText.claim.costRequired, minimum: formText.claim.costMinimum },
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
