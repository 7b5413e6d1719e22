import type { PaymentCollectionCode, PaymentCollectionOption } from '../contract';
import { FIXED_INTEREST_RATE_PERCENT, financePlan } from './credit';
import type { RatedDuration } from './input';
import { money } from './money';

/**
 * Sandbox trigger: the Nodeposit fixture's Direct Debit plan asks no deposit, so it is taken up from the Direct
 * Debit page itself (docs/decisions/0010-direct-debit-deposit.md); every other plan asks one, paid by card.
 */
export const NO_DEPOSIT_SURNAMES: readonly string[] = ['nodeposit'];

/** The Direct Debit plan of a proposer of this surname asks a deposit (all but the Nodeposit fixture's). */
export const asksDeposit = (surname: string): boolean =>
  !NO_DEPOSIT_SURNAMES.includes(surname.trim().toLowerCase());

/** How a price can be paid: an annual policy by card in full or on the Direct Debit plan. */
export function paymentCollectionOptions(
  duration: RatedDuration,
  total: number,
  withDeposit = true,
): PaymentCollectionOption[] {
  return duration === 'Annual'
    ? [cardInFull('ANNUAL_CARD_IN_FULL', total), directDebitFinance(total, withDeposit)]
    : [cardInFull('SHORT_TERM_CARD_PAYMENT_V1', total)];
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

function directDebitFinance(total: number, withDeposit: boolean): PaymentCollectionOption {
  const plan = financePlan(total, withDeposit);
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
