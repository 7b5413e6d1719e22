/**
 * The optional extras (add-ons) a quote can be priced with (spec 2 §1, §9), by the code the quote service
 * knows them by (`quoteCommand.selectedAddOns`, `UpdateContactPreferences.selectedAddOns`). The contract
 * enumerates the same codes (openapi/quote.yaml `AddOnCode`); the journey offers them by brand
 * (machines/core/brand.ts) and the sandbox prices them (server/rating/add-ons.ts).
 */
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
