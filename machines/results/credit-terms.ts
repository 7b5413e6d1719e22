/**
 * The terms of the premium-finance loan (spec 2 §9 Credit): what the credit panel, the acceptance block and
 * the two credit documents state. Figures of a particular quote come from its Direct Debit option instead
 * (see credit.ts).
 */

/** Fixed interest, a year. */
export const FIXED_INTEREST_PERCENT = 15;
/** The APR the loan agreement prints; elsewhere the option's own `apr` is shown. */
export const AGREEMENT_APR_PERCENT = 33;
/** The credit breakdown shows no administration fee. */
export const CREDIT_ADMINISTRATION_FEE = 0;
/** The agreement runs 11 months; the policy 12. */
export const AGREEMENT_MONTHS = 11;
export const POLICY_MONTHS = 12;
/** Insurance premium tax as stated: the sandbox prices with the same figure. */
export { IPT_PERCENT } from '../../shared/domain';

/** The lender's charges, each "up to", in pounds. */
export const LENDER_CHARGES = {
  latePayment: 25,
  defaultNotice: 10,
  unpaidCheque: 25,
  unpaidInstalment: 25,
  recallingStandingOrder: 10,
  collectionAgency: 50,
} as const;

/** The customer's rights and the lender's notice periods. */
export const CREDIT_RIGHTS = {
  withdrawalDays: 14,
  repayAfterWithdrawalDays: 30,
  defaultNoticeDays: 14,
  postalNoticeHours: 48,
  unconvertedQuoteDataMonths: 18,
  ombudsmanMonths: 6,
  paymentDateChangeWorkingDays: 10,
  requestActionedBusinessDays: 1,
  directDebitAdvanceNoticeWorkingDays: 10,
} as const;
