import { describe, expect, it } from 'vitest';
import type { PaymentCollectionOption } from '../core/contract';
import { creditFigures, formatGbp, mileageHelper, quoteExpiryDays } from './credit';

const gbp = (amount: number) => ({ amount, currency: 'GBP' });

function aFinancePlan(overrides: Partial<PaymentCollectionOption> = {}): PaymentCollectionOption {
  return {
    code: 'FINANCE_PLAN_S_V1',
    paymentMethod: 'DIRECT_DEBIT',
    totalAmountPayable: gbp(1667.5),
    interestAmount: gbp(217.5),
    upFrontAmount: gbp(145),
    standardInstalmentAmount: gbp(138.41),
    totalAmountOfCredit: gbp(1305),
    appliedInstalmentCount: 11,
    apr: 33,
    fixedInterestRate: 15,
    ...overrides,
  };
}

function anAnnualCardPayment(): PaymentCollectionOption {
  return {
    code: 'ANNUAL_CARD_IN_FULL',
    paymentMethod: 'CARD_PAYMENT',
    totalAmountPayable: gbp(1450),
    interestAmount: gbp(0),
    upFrontAmount: gbp(1450),
    standardInstalmentAmount: gbp(0),
    totalAmountOfCredit: gbp(0),
    appliedInstalmentCount: 0,
    apr: 0,
    fixedInterestRate: 0,
  };
}

describe('creditFigures', () => {
  it('gives the figures of a finance plan with equal instalments', () => {
    expect(creditFigures(aFinancePlan())).toEqual({
      firstInstalment: 138.41,
      standardInstalment: 138.41,
      instalmentCount: 11,
      standardCount: 11,
      totalPayable: 1667.5,
      interest: 217.5,
      deposit: 145,
      amountOfCredit: 1305,
      apr: 33,
      fixedInterestRate: 15,
    });
  });

  it('counts 1 first payment plus 10 standard ones with an unequal first instalment (spec 2 §9)', () => {
    const figures = creditFigures(aFinancePlan({ unequalInstalmentAmount: gbp(140.01) }));
    expect(figures).toMatchObject({
      firstInstalment: 140.01,
      standardInstalment: 138.41,
      instalmentCount: 11,
      standardCount: 10,
    });
  });

  it('treats a first instalment equal to the others as equal instalments', () => {
    const figures = creditFigures(aFinancePlan({ unequalInstalmentAmount: gbp(138.41) }));
    expect(figures.standardCount).toBe(11);
  });

  it('defaults the instalment count to 11 for Direct Debit when it is 0', () => {
    expect(creditFigures(aFinancePlan({ appliedInstalmentCount: 0 })).instalmentCount).toBe(11);
  });

  it('keeps an instalment count the lender gave', () => {
    const figures = creditFigures(
      aFinancePlan({ appliedInstalmentCount: 9, unequalInstalmentAmount: gbp(150) }),
    );
    expect(figures.instalmentCount).toBe(9);
    expect(figures.standardCount).toBe(8);
  });

  it('gives no instalments for a card payment in full', () => {
    const figures = creditFigures(anAnnualCardPayment());
    expect(figures.instalmentCount).toBe(0);
    expect(figures.standardCount).toBe(0);
    expect(figures.totalPayable).toBe(1450);
    expect(figures.deposit).toBe(1450);
  });

  it('shows the APR as given', () => {
    expect(creditFigures(aFinancePlan({ apr: 29.9 })).apr).toBe(29.9);
  });
});

describe('quoteExpiryDays', () => {
  const now = new Date('2025-07-01T12:00:00.000Z');

  it.each([
    ['2025-07-31T12:00:00.000Z', 30],
    ['2025-07-31T12:00:01.000Z', 31],
    ['2025-07-02T12:00:00.000Z', 1],
    ['2025-07-01T12:30:00.000Z', 1],
    ['2025-07-02T12:30:00.000Z', 2],
    ['2025-07-01T12:00:00.000Z', 0],
    ['2025-06-30T12:00:00.000Z', 0],
  ])('expiry %s leaves %i days', (expiry, days) => {
    expect(quoteExpiryDays(expiry, now)).toBe(days);
  });

  it('accepts a Date', () => {
    expect(quoteExpiryDays(new Date('2025-07-04T00:00:00.000Z'), now)).toBe(3);
  });

  it('gives 0 for an expiry that is not a date', () => {
    expect(quoteExpiryDays('soon', now)).toBe(0);
  });
});

describe('mileageHelper (spec 2 §9)', () => {
  it('gives daily and weekly ranges, rounded', () => {
    expect(mileageHelper(10000)).toEqual({ daily: [25, 27], weekly: [173, 192] });
    expect(mileageHelper(20000)).toEqual({ daily: [52, 55], weekly: [365, 385] });
  });

  it('never goes below 0', () => {
    expect(mileageHelper(500)).toEqual({ daily: [0, 1], weekly: [0, 10] });
    expect(mileageHelper(0)).toEqual({ daily: [0, 0], weekly: [0, 0] });
    expect(mileageHelper(-200)).toEqual({ daily: [0, 0], weekly: [0, 0] });
  });

  it('gives zeros for a mileage that is not a number', () => {
    expect(mileageHelper(Number.NaN)).toEqual({ daily: [0, 0], weekly: [0, 0] });
  });
});

describe('formatGbp', () => {
  it.each([
    [1305, '£1,305.00'],
    [138.41, '£138.41'],
    [0, '£0.00'],
    [1234567.891, '£1,234,567.89'],
    [-25, '-£25.00'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatGbp(amount)).toBe(text);
  });
});
