/** Figures the results and credit panels display (spec 2 §2, §3 and §9 Credit). */
import { differenceInHours, isValid, parseISO } from 'date-fns';
import type { PaymentCollectionOption } from '../core/contract';
import { DEFAULT_INSTALMENT_COUNT } from '../core/state';

export interface CreditFigures {
  firstInstalment: number;
  standardInstalment: number;
  /** All instalments, the first included. */
  instalmentCount: number;
  /** The instalments of the standard amount. */
  standardCount: number;
  totalPayable: number;
  interest: number;
  deposit: number;
  amountOfCredit: number;
  apr: number;
  fixedInterestRate: number;
}

function instalmentCountOf(option: PaymentCollectionOption): number {
  const count = option.appliedInstalmentCount;
  if (count > 0) return count;
  return option.paymentMethod === 'DIRECT_DEBIT' ? DEFAULT_INSTALMENT_COUNT : 0;
}

/** spec 2 §9: with an unequal first instalment there is 1 first payment plus 10 standard ones. */
export function creditFigures(option: PaymentCollectionOption): CreditFigures {
  const instalmentCount = instalmentCountOf(option);
  const standardInstalment = option.standardInstalmentAmount.amount;
  const unequal = option.unequalInstalmentAmount?.amount;
  const hasUnequalFirst = unequal !== undefined && unequal !== standardInstalment;
  return {
    firstInstalment: hasUnequalFirst ? unequal : standardInstalment,
    standardInstalment,
    instalmentCount,
    standardCount: hasUnequalFirst ? Math.max(instalmentCount - 1, 0) : instalmentCount,
    totalPayable: option.totalAmountPayable.amount,
    interest: option.interestAmount.amount,
    deposit: option.upFrontAmount.amount,
    amountOfCredit: option.totalAmountOfCredit.amount,
    apr: option.apr,
    fixedInterestRate: option.fixedInterestRate,
  };
}

const HOURS_PER_DAY = 24;

/** spec 2 §2: whole days remaining, rounded up; 0 once expired. */
export function quoteExpiryDays(expiryDate: Date | string, now: Date): number {
  const expiry = typeof expiryDate === 'string' ? parseISO(expiryDate) : expiryDate;
  if (!isValid(expiry)) return 0;
  const hours = differenceInHours(expiry, now, { roundingMethod: 'ceil' });
  return Math.max(Math.ceil(hours / HOURS_PER_DAY), 0);
}

export interface MileageRanges {
  daily: [min: number, max: number];
  weekly: [min: number, max: number];
}

const DAYS_PER_YEAR = 365;
const WEEKS_PER_YEAR = 52;
const MILEAGE_ALLOWANCE = 1000;

function rangePer(periods: number, annualMiles: number): [number, number] {
  const perPeriod = (miles: number) => Math.max(Math.round(miles / periods), 0);
  return [perPeriod(annualMiles - MILEAGE_ALLOWANCE), perPeriod(annualMiles)];
}

/** spec 2 §9 Mileage helper. */
export function mileageHelper(annualMiles: number): MileageRanges {
  const miles = Number.isFinite(annualMiles) ? annualMiles : 0;
  return { daily: rangePer(DAYS_PER_YEAR, miles), weekly: rangePer(WEEKS_PER_YEAR, miles) };
}

export { formatGbp } from '../core/money';
