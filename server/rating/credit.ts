// Premium finance for the annual Direct Debit plan: spec 2 §9 Credit.

export const FIXED_INTEREST_RATE_PERCENT = 15;
export const INSTALMENT_COUNT = 11;
/** The deposit taken up front is one twelfth of the total, the rest is lent. */
export const DEPOSIT_FRACTION = 1 / 12;

export interface FinancePlanPence {
  deposit: number;
  credit: number;
  interest: number;
  standardInstalment: number;
  /** Present only when rounding makes the first instalment differ from the other ten. */
  firstInstalment?: number;
  instalmentCount: number;
  totalPayable: number;
  aprPercent: number;
}

/**
 * Interest is flat and fixed for the whole agreement, so it is charged once on the amount lent. A plan without a
 * deposit (`withDeposit` false, the Nodeposit fixture's) lends the whole total.
 */
export function financePlan(totalPence: number, withDeposit = true): FinancePlanPence {
  const deposit = withDeposit ? Math.round(totalPence * DEPOSIT_FRACTION) : 0;
  const credit = totalPence - deposit;
  const interest = Math.round((credit * FIXED_INTEREST_RATE_PERCENT) / 100);
  const repayable = credit + interest;
  const standardInstalment = Math.round(repayable / INSTALMENT_COUNT);
  // spec 2 §9: with an unequal first instalment there is 1 first payment plus 10 standard ones
  const firstInstalment = repayable - standardInstalment * (INSTALMENT_COUNT - 1);
  const instalments = [
    firstInstalment,
    ...Array.from({ length: INSTALMENT_COUNT - 1 }, () => standardInstalment),
  ];
  return {
    deposit,
    credit,
    interest,
    standardInstalment,
    ...(firstInstalment === standardInstalment ? {} : { firstInstalment }),
    instalmentCount: INSTALMENT_COUNT,
    totalPayable: deposit + repayable,
    aprPercent: aprPercent(credit, instalments),
  };
}

function presentValue(monthlyRate: number, instalments: readonly number[]): number {
  return instalments.reduce(
    (sum, amount, index) => sum + amount / (1 + monthlyRate) ** (index + 1),
    0,
  );
}

/**
 * APR from the cash flows: the amount lent at the start against one instalment at the end of
 * each month. The monthly rate is the internal rate of return, annualised by compounding, and
 * shown to one decimal place as consumer-credit APRs are.
 */
export function aprPercent(credit: number, instalments: readonly number[]): number {
  const repaid = instalments.reduce((sum, amount) => sum + amount, 0);
  if (credit <= 0 || repaid <= credit) return 0;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid, instalments) > credit) low = mid;
    else high = mid;
  }
  const monthlyRate = (low + high) / 2;
  const annual = (1 + monthlyRate) ** 12 - 1;
  return Math.round(annual * 1000) / 10;
}
