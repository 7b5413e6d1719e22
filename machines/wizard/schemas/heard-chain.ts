/** The how-did-you-hear chain of the vehicle cover step: the questions each answer opens (spec 1 §5). */
import { isFilled, type YesNo } from '../../core/fields';

/** How-did-you-hear codes (spec 1 §3 Enumerations). */
export const HEARD_RECOMMENDED = 'RD';
export const HEARD_WEBSITE = 'AD';
export const HEARD_CUSTOMER = 'CC';
export const HEARD_FORMER_CUSTOMER = 'WCC';

/** Current policy types (spec 1 §3 Enumerations). */
export const SHORT_TERM_TAXI_POLICY = 'STTAXI';
export const LIVE_PRIVATE_CAR_POLICY = 'LPCPOL';
export const ANNUAL_TAXI_POLICY = 'ANTAXI';

/** The policy-type-at-the-time code meaning a policy held for days. */
export const DAYS_POLICY_TYPE = 'D';

/** The answers that decide which questions of the chain are asked. */
export interface HeardChainAnswers {
  howDidYouHearAboutUs: string;
  isNamedDriverOnExistingPolicy: YesNo;
  currentPolicyType: string;
  typeOfPolicyAtTheTime: string;
}

type Condition = (values: HeardChainAnswers) => boolean;

const heard =
  (code: string): Condition =>
  (values) =>
    values.howDidYouHearAboutUs === code;

const both =
  (first: Condition, second: Condition): Condition =>
  (values) =>
    first(values) && second(values);

const isRecommended = heard(HEARD_RECOMMENDED);
const isCustomer = heard(HEARD_CUSTOMER);
const isFormerCustomer = heard(HEARD_FORMER_CUSTOMER);
const namedDriver = (answer: YesNo): Condition =>
  both(isRecommended, (values) => values.isNamedDriverOnExistingPolicy === answer);
const currentPolicy = (type: string): Condition =>
  both(isCustomer, (values) => values.currentPolicyType === type);
const heldForDays: Condition = both(
  isFormerCustomer,
  (values) => values.typeOfPolicyAtTheTime === DAYS_POLICY_TYPE,
);
const heldForMonths: Condition = both(
  isFormerCustomer,
  (values) =>
    isFilled(values.typeOfPolicyAtTheTime) && values.typeOfPolicyAtTheTime !== DAYS_POLICY_TYPE,
);
/** Claim-free period: website, or an annual taxi policy (spec 1 §5). */
const asksClaimFree: Condition = (values) =>
  heard(HEARD_WEBSITE)(values) || currentPolicy(ANNUAL_TAXI_POLICY)(values);

/**
 * When each question of the chain is asked, by its field: the form shows it, the schema checks it and the
 * answers keep it only then.
 */
export const heardChainAsks = {
  isNamedDriverOnExistingPolicy: isRecommended,
  namedDriverForWhom: namedDriver('yes'),
  doesDriveAnotherVehicle: namedDriver('no'),
  experienceDrivingCompnayCar: heard(HEARD_WEBSITE),
  claimFreeFor: asksClaimFree,
  isLookingToInsureSecondCar: isCustomer,
  currentPolicyType: isCustomer,
  numberOfConsecutiveMonthsCover: currentPolicy(SHORT_TERM_TAXI_POLICY),
  fullYearsOfNoClaimsBonus: currentPolicy(LIVE_PRIVATE_CAR_POLICY),
  policyCancelledReason: isFormerCustomer,
  typeOfPolicyAtTheTime: isFormerCustomer,
  monthsHeldThePolicyFor: heldForMonths,
  daysHeldThePolicyFor: heldForDays,
} as const satisfies Record<string, Condition>;
