import { subYears } from 'date-fns';
import type { LevelOfCover } from '../contract';
import { band, type Band } from './bands';
import { ageAt, totalPoints, yearsSince, type RatedDuration, type RatingInput } from './input';
import { IPT_PERCENT } from '../../shared/domain';
import { addOnFactsOf, addOnsPrice } from './add-ons';

// ---------------------------------------------------------------------------
// Rating guide: hire-and-reward (goods delivery) private car and van cover.
// Annual net premium = BASE_ANNUAL_PREMIUM x every factor below; a 30-day
// premium is a twelfth of the annual one with a short-period loading.
// ---------------------------------------------------------------------------

export const BASE_ANNUAL_PREMIUM = 1650;

export const VEHICLE_VALUE_BANDS: readonly Band[] = [
  { upTo: 5_000, factor: 0.9 },
  { upTo: 10_000, factor: 0.95 },
  { upTo: 15_000, factor: 1.0 },
  { upTo: 25_000, factor: 1.1 },
  { upTo: 40_000, factor: 1.25 },
  { upTo: 75_000, factor: 1.45 },
  { upTo: 150_000, factor: 1.75 },
  { upTo: Infinity, factor: 2.2 },
];

export const ABI_GROUP_BANDS: readonly Band[] = [
  { upTo: 10, factor: 0.85 },
  { upTo: 20, factor: 1.0 },
  { upTo: 30, factor: 1.2 },
  { upTo: 40, factor: 1.45 },
  { upTo: Infinity, factor: 1.8 },
];

export const PROPOSER_AGE_BANDS: readonly Band[] = [
  { upTo: 17, factor: 3.2 },
  { upTo: 20, factor: 2.6 },
  { upTo: 24, factor: 1.8 },
  { upTo: 29, factor: 1.25 },
  { upTo: 39, factor: 1.0 },
  { upTo: 49, factor: 0.92 },
  { upTo: 59, factor: 0.88 },
  { upTo: 69, factor: 0.95 },
  { upTo: Infinity, factor: 1.2 },
];

export const LICENCE_YEARS_BANDS: readonly Band[] = [
  { upTo: 0, factor: 1.5 },
  { upTo: 1, factor: 1.35 },
  { upTo: 2, factor: 1.2 },
  { upTo: 4, factor: 1.1 },
  { upTo: Infinity, factor: 1.0 },
];

/** Index = whole years of no-claims discount; 9 or more years earn the full discount. */
export const NCD_FACTORS: readonly number[] = [
  1.0, 0.85, 0.75, 0.68, 0.62, 0.57, 0.52, 0.48, 0.44, 0.4,
];

/** NCD protection is only offered when some discount has been earned (spec 1 §5 cover step). */
export const NCD_PROTECTION_LOADING = 1.1;

/** Loading by total conviction points declared (the wizard asks for the last 5 years). */
export const CONVICTION_POINTS_BANDS: readonly Band[] = [
  { upTo: 0, factor: 1.0 },
  { upTo: 3, factor: 1.1 },
  { upTo: 6, factor: 1.25 },
  { upTo: 9, factor: 1.45 },
  { upTo: Infinity, factor: 1.7 },
];
/** A ban ended more than 5 years ago still loads; a more recent one is referred. */
export const PAST_DISQUALIFICATION_LOADING = 1.25;

export const CLAIMS_LOOK_BACK_YEARS = 5;
export const AT_FAULT_CLAIM_LOADING = 1.3;
export const NON_FAULT_CLAIM_LOADING = 1.05;
export const LARGE_LOSS_THRESHOLD = 10_000;
export const LARGE_LOSS_LOADING = 1.15;

export const ADDITIONAL_DRIVER_LOADING = 1.05;
export const ADDITIONAL_DRIVER_AGE_BANDS: readonly Band[] = [
  { upTo: 20, factor: 1.6 },
  { upTo: 24, factor: 1.35 },
  { upTo: 29, factor: 1.15 },
  { upTo: 69, factor: 1.0 },
  { upTo: Infinity, factor: 1.15 },
];
export const ADDITIONAL_DRIVER_LICENCE_BANDS: readonly Band[] = [
  { upTo: 1, factor: 1.2 },
  { upTo: 2, factor: 1.1 },
  { upTo: Infinity, factor: 1.0 },
];
export const ADDITIONAL_DRIVER_CONVICTION_LOADING = 1.1;
export const ADDITIONAL_DRIVER_CLAIM_LOADING = 1.15;

export const COVER_LEVEL_FACTORS: Readonly<Record<LevelOfCover, number>> = {
  COMP: 1.0,
  TPFT: 0.9,
  TPO: 0.85,
};

export const VOLUNTARY_EXCESS_BANDS: readonly Band[] = [
  { upTo: 99, factor: 1.0 },
  { upTo: 249, factor: 0.98 },
  { upTo: 499, factor: 0.95 },
  { upTo: 749, factor: 0.9 },
  { upTo: 999, factor: 0.87 },
  { upTo: Infinity, factor: 0.85 },
];

export const ANNUAL_MILEAGE_BANDS: readonly Band[] = [
  { upTo: 5_000, factor: 0.9 },
  { upTo: 10_000, factor: 1.0 },
  { upTo: 15_000, factor: 1.1 },
  { upTo: 20_000, factor: 1.2 },
  { upTo: 30_000, factor: 1.35 },
  { upTo: Infinity, factor: 1.5 },
];

export const SHORT_PERIOD_LOADING = 1.35;

// spec 2 §9 Credit: the policy administration fee is non-refundable (the tax rate is shared/domain.ts)
export const ADMIN_FEE: Readonly<Record<RatedDuration, number>> = { Annual: 35, ThirtyDay: 15 };

/** The parts of a price, in whole pence. */
export interface PriceBreakdown {
  net: number;
  ipt: number;
  fee: number;
  total: number;
}

function ncdFactor(input: RatingInput): number {
  const years = Math.max(0, Math.floor(input.noClaimsYears));
  const discount = NCD_FACTORS[Math.min(years, NCD_FACTORS.length - 1)] ?? 1;
  const protection = input.protectNoClaims && years > 0 ? NCD_PROTECTION_LOADING : 1;
  return discount * protection;
}

function convictionsFactor(input: RatingInput): number {
  const pastBan = input.convictions.some((c) => c.disqualified) ? PAST_DISQUALIFICATION_LOADING : 1;
  return band(CONVICTION_POINTS_BANDS, totalPoints(input)) * pastBan;
}

function claimsFactor(input: RatingInput, now: Date): number {
  const since = subYears(now, CLAIMS_LOOK_BACK_YEARS);
  return input.claims
    .filter((claim) => claim.date >= since)
    .reduce((factor, claim) => {
      if (!claim.atFault) return factor * NON_FAULT_CLAIM_LOADING;
      const largeLoss = claim.cost > LARGE_LOSS_THRESHOLD ? LARGE_LOSS_LOADING : 1;
      return factor * AT_FAULT_CLAIM_LOADING * largeLoss;
    }, 1);
}

function additionalDriversFactor(input: RatingInput): number {
  return input.additionalDrivers.reduce(
    (factor, driver) =>
      factor *
      ADDITIONAL_DRIVER_LOADING *
      band(ADDITIONAL_DRIVER_AGE_BANDS, ageAt(driver.dateOfBirth, input.coverStart)) *
      band(ADDITIONAL_DRIVER_LICENCE_BANDS, yearsSince(driver.licenceObtained, input.coverStart)) *
      ADDITIONAL_DRIVER_CONVICTION_LOADING ** driver.convictionsCount *
      ADDITIONAL_DRIVER_CLAIM_LOADING ** driver.claimsCount,
    1,
  );
}

/** Every factor of the rating guide by name, so a price can be explained line by line. */
export function ratingFactors(input: RatingInput, now: Date): Record<string, number> {
  return {
    vehicleValue: band(VEHICLE_VALUE_BANDS, input.vehicleValue),
    abiGroup: band(ABI_GROUP_BANDS, input.abiGroup),
    proposerAge: band(PROPOSER_AGE_BANDS, ageAt(input.proposerDateOfBirth, input.coverStart)),
    licenceYears: band(LICENCE_YEARS_BANDS, yearsSince(input.licenceObtained, input.coverStart)),
    noClaimsDiscount: ncdFactor(input),
    convictions: convictionsFactor(input),
    claims: claimsFactor(input, now),
    additionalDrivers: additionalDriversFactor(input),
    levelOfCover: COVER_LEVEL_FACTORS[input.levelOfCover],
    voluntaryExcess: band(VOLUNTARY_EXCESS_BANDS, input.voluntaryExcess),
    annualMileage: band(ANNUAL_MILEAGE_BANDS, input.annualMileage),
  };
}

export function priceBreakdown(input: RatingInput, now: Date): PriceBreakdown {
  const annualNet = Object.values(ratingFactors(input, now)).reduce(
    (p, f) => p * f,
    BASE_ANNUAL_PREMIUM,
  );
  const netPounds =
    input.duration === 'Annual' ? annualNet : (annualNet / 12) * SHORT_PERIOD_LOADING;
  const insurance = Math.round(netPounds * 100);
  const ipt = Math.round((insurance * IPT_PERCENT) / 100);
  const fee = ADMIN_FEE[input.duration] * 100;
  // The add-ons' fixed prices join the premium (./add-ons.ts), so every total and instalment carries them.
  const net = insurance + addOnsPrice(input.addOns ?? [], addOnFactsOf(input));
  return { net, ipt, fee, total: net + ipt + fee };
}
