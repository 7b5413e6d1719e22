/**
 * The optional extras (add-ons) a quote can be priced with (spec 2 §1, §9), by the code the quote service
 * knows them by (`quoteCommand.selectedAddOns`, `UpdateContactPreferences.selectedAddOns`). The contract
 * enumerates the same codes (openapi/quote.yaml `AddOnCode`); the journey offers them by brand
 * (machines/core/brand.ts) and the sandbox prices them (server/rating/add-ons.ts). Which of them a policy
 * can carry is decided here, once, for both: the page offers only those (machines/results/extras.ts) and the
 * sandbox charges only those (server/rating/add-ons.ts).
 */
import { differenceInYears } from 'date-fns';

export const EXTRA_CODES = [
  'LEGAL_EXPENSES',
  'WINDSCREEN',
  'KEYCARE',
  'COURTESY_CAR',
  'PERSONAL_ACCIDENT',
  'PUBLIC_LIABILITY',
  'GUARANTEED_TAXI_HIRE',
] as const;

export type ExtraCode = (typeof EXTRA_CODES)[number];

/** spec 2 §9 Policy terms: thirty-day policies carry no keycare (nor breakdown or excess reimbursement). */
export const NOT_ON_THIRTY_DAY: readonly string[] = [
  'KEYCARE',
  'PC_BREAKDOWN_EU_UK',
  'PC_BREAKDOWN_NATIONAL',
];

/** spec 2 §8, §9: the courtesy car's age band at the start of the period of insurance (the 21 to 68 variant). */
export const COURTESY_CAR_AGES = { min: 21, max: 68 } as const;

/** What decides whether a policy can carry an add-on. */
export interface AddOnFacts {
  /** The policy is a thirty-day one. */
  thirtyDay: boolean;
  /** The proposer's date of birth and the cover start; either unknown, no age rule applies. */
  dateOfBirth: Date | null;
  coverStart: Date | null;
}

/** False only when both dates are known and the proposer is outside 21 to 68 at the cover start. */
export function courtesyCarAgeAllowed(dateOfBirth: Date | null, coverStart: Date | null): boolean {
  if (dateOfBirth === null || coverStart === null) return true;
  const age = differenceInYears(coverStart, dateOfBirth);
  return age >= COURTESY_CAR_AGES.min && age <= COURTESY_CAR_AGES.max;
}

/** Whether a policy with these facts can carry the add-on `code`. */
export function addOnAllowed(code: string, facts: AddOnFacts): boolean {
  if (facts.thirtyDay && NOT_ON_THIRTY_DAY.includes(code)) return false;
  if (code === 'COURTESY_CAR') return courtesyCarAgeAllowed(facts.dateOfBirth, facts.coverStart);
  return true;
}
