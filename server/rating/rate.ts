import { addDays, addYears, differenceInYears, endOfDay, subDays, subYears } from 'date-fns';
import { FIXED_INTEREST_RATE_PERCENT, financePlan } from './credit';

// ---------------------------------------------------------------------------
// Rating guide: hire-and-reward (goods delivery) private car and van cover.
// Annual net premium = BASE_ANNUAL_PREMIUM x every factor below; a 30-day
// premium is a twelfth of the annual one with a short-period loading.
// ---------------------------------------------------------------------------

interface Band {
  /** Inclusive upper limit of the band. */
  upTo: number;
  factor: number;
}

export const INSURER_NAME = 'Northgate Commercial Motor Underwriting Ltd';

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

// spec 2 §9 Credit: insurance premium tax 12%, policy administration fee non-refundable
export const IPT_PERCENT = 12;
export const ADMIN_FEE: Readonly<Record<RatedDuration, number>> = { Annual: 35, ThirtyDay: 15 };

// Excesses
export const COMPULSORY_EXCESS = 250;
export const YOUNG_DRIVER_AGE_LIMIT = 25;
export const YOUNG_COMPULSORY_EXCESS = 350;
export const DRIVER_EXCESS_AGE_BANDS: readonly Band[] = [
  { upTo: 20, factor: 500 },
  { upTo: 24, factor: 250 },
  { upTo: Infinity, factor: 0 },
];
export const INEXPERIENCED_LICENCE_YEARS = 2;
export const INEXPERIENCED_DRIVER_EXCESS = 250;
export const VEHICLE_VALUE_EXCESS_BANDS: readonly Band[] = [
  { upTo: 40_000, factor: 0 },
  { upTo: 75_000, factor: 250 },
  { upTo: Infinity, factor: 500 },
];

// Underwriting rules
export const MINIMUM_PROPOSER_AGE = 16; // spec 2 §9 Other limits
export const MAXIMUM_VEHICLE_VALUE = 1_000_000; // spec 1 §5
export const MAXIMUM_CONVICTION_POINTS = 11;
export const DISQUALIFICATION_LOOK_BACK_YEARS = 5;
/** Sandbox triggers: these surnames force an outcome so every results path can be exercised. */
export const SURNAME_OUTCOMES: Readonly<Record<string, QuoteOutcome>> = {
  declined: 'Declined',
  referred: 'Referred',
  review: 'UnderReview',
};

export const ENDORSEMENTS = {
  hireAndReward: {
    endorsementName: 'Hire and reward (goods)',
    endorsementWording:
      'The insured vehicle is covered while carrying goods for hire and reward, including food, parcel and courier delivery. The carriage of passengers for hire and reward is not covered.',
  },
  drivingOtherCarsExcluded: {
    endorsementName: 'Driving other cars excluded',
    endorsementWording:
      'This policy does not cover any person to drive a vehicle other than the insured vehicle.',
  },
  approvedRepairer: {
    endorsementName: 'Approved repairer',
    endorsementWording:
      'Repairs following a claim for damage to the insured vehicle must be carried out by our approved repairer. If you choose another repairer we will pay no more than our approved repairer would have charged.',
  },
  youngDriver: {
    endorsementName: 'Young driver',
    endorsementWording:
      'A young driver excess applies to any claim while the insured vehicle is driven by a person under 25 years of age.',
  },
} as const satisfies Record<string, Endorsement>;

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

export type QuoteOutcome = 'Quoted' | 'Referred' | 'Declined' | 'UnderReview';
export type PolicyDuration = 'SevenDay' | 'ThirtyDay' | 'Annual';
export type RatedDuration = Extract<PolicyDuration, 'ThirtyDay' | 'Annual'>;
export type LevelOfCover = 'COMP' | 'TPFT' | 'TPO';
export type PaymentCollectionCode =
  'ANNUAL_CARD_IN_FULL' | 'FINANCE_PLAN_S_V1' | 'SHORT_TERM_CARD_PAYMENT_V1';
export type PaymentMethod = 'CARD_PAYMENT' | 'DIRECT_DEBIT';
export type ExcessCode =
  | 'XS_VEHICLE_GROUP'
  | 'XS_VEHICLE_MILEAGE'
  | 'XS_VEHICLE_VALUE'
  | 'XS_DRIVER'
  | 'XS_POLICY'
  | 'XS_DRIVER_REST'
  | 'XS_COVER'
  | 'XS_COMPULSORY';

export interface Money {
  amount: number;
  currency: string;
}

export interface Endorsement {
  endorsementName: string;
  endorsementWording: string;
}

export interface PaymentCollectionOption {
  code: PaymentCollectionCode;
  paymentMethod: PaymentMethod;
  totalAmountPayable: Money;
  interestAmount: Money;
  upFrontAmount: Money;
  standardInstalmentAmount: Money;
  unequalInstalmentAmount?: Money;
  totalAmountOfCredit: Money;
  appliedInstalmentCount: number;
  apr: number;
  fixedInterestRate: number;
}

export interface UnderwrittenExcess {
  excessCode: ExcessCode;
  totalAmount: Money;
}

export interface UnderwrittenPrice {
  totalPremium: Money;
  netPremium: Money;
  fees: Money;
  iptAmount: Money;
}

export interface UnderwrittenDataPoint {
  underwrittenPrice: UnderwrittenPrice;
}

export interface UnderwrittenOption {
  optionId: string;
  policyTermType: PolicyDuration;
  /** ISO 8601 date-time. */
  effectiveFrom: string;
  /** ISO 8601 date-time. */
  effectiveTo: string;
  insurerName: string;
  paymentCollectionOptions: PaymentCollectionOption[];
  underwrittenExcesses: UnderwrittenExcess[];
  underwrittenDataPoints: UnderwrittenDataPoint[];
  underwrittenEndorsements: Endorsement[];
}

export interface RatingInput {
  vehicleValue: number;
  /** 1-50: higher costs more. */
  abiGroup: number;
  proposerDateOfBirth: Date;
  coverStart: Date;
  licenceObtained: Date;
  noClaimsYears: number;
  protectNoClaims: boolean;
  convictions: { date: Date; points: number; disqualified: boolean }[];
  claims: { date: Date; atFault: boolean; cost: number }[];
  additionalDrivers: {
    dateOfBirth: Date;
    licenceObtained: Date;
    convictionsCount: number;
    claimsCount: number;
  }[];
  levelOfCover: LevelOfCover;
  voluntaryExcess: number;
  annualMileage: number;
  duration: RatedDuration;
  surname: string;
}

export interface RatingOptions {
  quoteRef: string;
  /** When the quote is rated; look-back periods run back from here. */
  now: Date;
  responseId: string;
}

export interface RatingResult {
  outcome: QuoteOutcome;
  options: UnderwrittenOption[];
  endorsements: Endorsement[];
}

/** The parts of a price, in whole pence. */
export interface PriceBreakdown {
  net: number;
  ipt: number;
  fee: number;
  total: number;
}

// ---------------------------------------------------------------------------
// Rating
// ---------------------------------------------------------------------------

export function ageAt(dateOfBirth: Date, at: Date): number {
  return differenceInYears(at, dateOfBirth);
}

function yearsSince(from: Date, at: Date): number {
  return Math.max(0, differenceInYears(at, from));
}

function band(bands: readonly Band[], value: number): number {
  const found = bands.find((b) => value <= b.upTo) ?? bands[bands.length - 1];
  return found?.factor ?? 1;
}

function ncdFactor(input: RatingInput): number {
  const years = Math.max(0, Math.floor(input.noClaimsYears));
  const discount = NCD_FACTORS[Math.min(years, NCD_FACTORS.length - 1)] ?? 1;
  const protection = input.protectNoClaims && years > 0 ? NCD_PROTECTION_LOADING : 1;
  return discount * protection;
}

function totalPoints(input: RatingInput): number {
  return input.convictions.reduce((sum, c) => sum + c.points, 0);
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
  const net = Math.round(netPounds * 100);
  const ipt = Math.round((net * IPT_PERCENT) / 100);
  const fee = ADMIN_FEE[input.duration] * 100;
  return { net, ipt, fee, total: net + ipt + fee };
}

export function underwritingOutcome(input: RatingInput, now: Date): QuoteOutcome {
  const bySurname = SURNAME_OUTCOMES[input.surname.trim().toLowerCase()];
  if (bySurname) return bySurname;
  if (ageAt(input.proposerDateOfBirth, input.coverStart) < MINIMUM_PROPOSER_AGE) return 'Declined';
  if (input.vehicleValue > MAXIMUM_VEHICLE_VALUE) return 'Declined';
  if (totalPoints(input) > MAXIMUM_CONVICTION_POINTS) return 'Referred';
  const banSince = subYears(now, DISQUALIFICATION_LOOK_BACK_YEARS);
  if (input.convictions.some((c) => c.disqualified && c.date >= banSince)) return 'Referred';
  return 'Quoted';
}

function money(pence: number): Money {
  return { amount: pence / 100, currency: 'GBP' };
}

function excesses(input: RatingInput): UnderwrittenExcess[] {
  const age = ageAt(input.proposerDateOfBirth, input.coverStart);
  const inexperienced =
    yearsSince(input.licenceObtained, input.coverStart) < INEXPERIENCED_LICENCE_YEARS;
  const amounts: [ExcessCode, number][] = [
    ['XS_COMPULSORY', age < YOUNG_DRIVER_AGE_LIMIT ? YOUNG_COMPULSORY_EXCESS : COMPULSORY_EXCESS],
    ['XS_POLICY', input.voluntaryExcess],
    [
      'XS_DRIVER',
      Math.max(band(DRIVER_EXCESS_AGE_BANDS, age), inexperienced ? INEXPERIENCED_DRIVER_EXCESS : 0),
    ],
    ['XS_VEHICLE_VALUE', band(VEHICLE_VALUE_EXCESS_BANDS, input.vehicleValue)],
  ];
  return amounts
    .filter(([code, amount]) => code === 'XS_COMPULSORY' || amount > 0)
    .map(([excessCode, amount]) => ({ excessCode, totalAmount: money(Math.round(amount * 100)) }));
}

function endorsementsFor(input: RatingInput): Endorsement[] {
  return [
    ENDORSEMENTS.hireAndReward,
    ENDORSEMENTS.drivingOtherCarsExcluded,
    ...(input.levelOfCover === 'COMP' ? [ENDORSEMENTS.approvedRepairer] : []),
    ...(ageAt(input.proposerDateOfBirth, input.coverStart) < YOUNG_DRIVER_AGE_LIMIT
      ? [ENDORSEMENTS.youngDriver]
      : []),
  ].map((e) => ({ ...e }));
}

function cardInFull(code: PaymentCollectionCode, total: number): PaymentCollectionOption {
  return {
    code,
    paymentMethod: 'CARD_PAYMENT',
    totalAmountPayable: money(total),
    interestAmount: money(0),
    upFrontAmount: money(total),
    standardInstalmentAmount: money(0),
    totalAmountOfCredit: money(0),
    appliedInstalmentCount: 0,
    apr: 0,
    fixedInterestRate: 0,
  };
}

function directDebitFinance(total: number): PaymentCollectionOption {
  const plan = financePlan(total);
  return {
    code: 'FINANCE_PLAN_S_V1',
    paymentMethod: 'DIRECT_DEBIT',
    totalAmountPayable: money(plan.totalPayable),
    interestAmount: money(plan.interest),
    upFrontAmount: money(plan.deposit),
    standardInstalmentAmount: money(plan.standardInstalment),
    ...(plan.firstInstalment === undefined
      ? {}
      : { unequalInstalmentAmount: money(plan.firstInstalment) }),
    totalAmountOfCredit: money(plan.credit),
    appliedInstalmentCount: plan.instalmentCount,
    apr: plan.aprPercent,
    fixedInterestRate: FIXED_INTEREST_RATE_PERCENT,
  };
}

function effectiveTo(input: RatingInput): Date {
  if (input.duration === 'Annual') return endOfDay(subDays(addYears(input.coverStart, 1), 1));
  // spec 2 §9 Policy terms: thirty-day end is start minus one day plus 30 days
  return endOfDay(addDays(subDays(input.coverStart, 1), 30));
}

export function rateQuote(input: RatingInput, opts: RatingOptions): RatingResult {
  const outcome = underwritingOutcome(input, opts.now);
  if (outcome !== 'Quoted') return { outcome, options: [], endorsements: [] };

  const price = priceBreakdown(input, opts.now);
  const endorsements = endorsementsFor(input);
  const paymentCollectionOptions =
    input.duration === 'Annual'
      ? [cardInFull('ANNUAL_CARD_IN_FULL', price.total), directDebitFinance(price.total)]
      : [cardInFull('SHORT_TERM_CARD_PAYMENT_V1', price.total)];

  const option: UnderwrittenOption = {
    optionId: `${opts.quoteRef}-${input.duration.toUpperCase()}-${opts.responseId}`,
    policyTermType: input.duration,
    effectiveFrom: input.coverStart.toISOString(),
    effectiveTo: effectiveTo(input).toISOString(),
    insurerName: INSURER_NAME,
    paymentCollectionOptions,
    underwrittenExcesses: excesses(input),
    underwrittenDataPoints: [
      {
        underwrittenPrice: {
          totalPremium: money(price.total),
          netPremium: money(price.net),
          fees: money(price.fee),
          iptAmount: money(price.ipt),
        },
      },
    ],
    underwrittenEndorsements: endorsements,
  };
  return { outcome, options: [option], endorsements: endorsementsFor(input) };
}
