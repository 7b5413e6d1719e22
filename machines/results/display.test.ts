import { describe, expect, it } from 'vitest';
import { lightFormat } from 'date-fns';
import {
  aCollectionOption,
  aDirectDebitOption,
  aThirtyDayOption,
  anOption,
} from '../testing/factories';
import { TEXT } from '../core/catalogue';
import {
  EXCESS_NAMES,
  coverLevelName,
  footerContent,
  footerShown,
  instalments,
  isVanBody,
  monthlyCostOf,
  needsAndDemands,
  offersNcdProtection,
  thirtyDayPeriod,
  priceChoices,
  priceSummary,
  scrolledFraction,
} from './display';

const text = TEXT.results;

describe('priceChoices (spec 2 §2, §9)', () => {
  it('offers Direct Debit per month and card for the year on an annual quote', () => {
    const choices = priceChoices(anOption());
    expect(choices.map(({ method, amount, period }) => ({ method, amount, period }))).toEqual([
      { method: 'DIRECT_DEBIT', amount: 104.3, period: 'month' },
      { method: 'CARD_PAYMENT', amount: 1088.36, period: 'year' },
    ]);
  });

  it('offers a 30-day quote as one card price for its 30 days', () => {
    const thirtyDay = anOption({
      policyTermType: 'ThirtyDay',
      paymentCollectionOptions: [
        aCollectionOption({
          code: 'SHORT_TERM_CARD_PAYMENT_V1',
          totalAmountPayable: { amount: 140, currency: 'GBP' },
        }),
      ],
    });
    expect(priceChoices(thirtyDay)).toEqual([
      expect.objectContaining({
        method: 'CARD_PAYMENT',
        label: text.thirtyDay,
        amount: 140,
        period: 'thirtyDays',
      }),
    ]);
  });

  it('offers nothing without an option', () => {
    expect(priceChoices(null)).toEqual([]);
  });
});

describe('footerContent (spec 2 §2 Pricing footer)', () => {
  it('asks for a price until one is chosen', () => {
    expect(footerContent(anOption(), null)).toEqual({ kind: 'choose', message: text.selectPrice });
  });

  it('shows the whole price today for card', () => {
    expect(footerContent(anOption(), 'CARD_PAYMENT')).toEqual({
      kind: 'payNow',
      amount: 1088.36,
      instalments: [],
    });
  });

  it('shows the deposit today and the instalments after it for Direct Debit', () => {
    expect(footerContent(anOption(), 'DIRECT_DEBIT')).toEqual({
      kind: 'payNow',
      amount: 90.7,
      instalments: [
        { label: text.firstInstalment, amount: 104.31 },
        { label: text.monthlyInstalments(10), amount: 104.3 },
      ],
    });
  });
});

describe('instalments (spec 2 §9)', () => {
  it('lists eleven equal instalments when the first is not different', () => {
    const equal = aDirectDebitOption({
      unequalInstalmentAmount: { amount: 104.3, currency: 'GBP' },
    });
    expect(instalments(equal)).toEqual([{ label: text.monthlyInstalments(11), amount: 104.3 }]);
  });
});

describe('footerShown (spec 2 §2: about 18%, 20% on narrow screens)', () => {
  it.each([
    [0.17, 1280, false],
    [0.18, 1280, true],
    [0.19, 390, false],
    [0.2, 390, true],
  ])('at %f scrolled and %ipx wide: %s', (fraction, width, shown) => {
    expect(footerShown(fraction, width)).toBe(shown);
  });

  it('measures the scrolled fraction of what can be scrolled, a short page counting as read', () => {
    expect(scrolledFraction(180, 2000, 1000)).toBeCloseTo(0.18);
    expect(scrolledFraction(0, 800, 1000)).toBe(1);
  });
});

describe('what the policy card says', () => {
  it('names every excess code', () => {
    expect(EXCESS_NAMES.XS_COMPULSORY).toBe(text.excessNames.XS_COMPULSORY);
    expect(Object.values(EXCESS_NAMES).every((name) => name.length > 0)).toBe(true);
  });

  it('names the cover levels, any other code being third party', () => {
    expect(coverLevelName('COMP')).toBe(text.cover.comprehensive);
    expect(coverLevelName('TPFT')).toBe(text.cover.thirdPartyFireAndTheft);
    expect(coverLevelName('XYZ')).toBe(text.cover.thirdParty);
  });

  it('words the needs and demands by cover and vehicle', () => {
    expect(needsAndDemands('COMP', false)).toContain('their car');
    expect(needsAndDemands('COMP', true)).toContain('their van');
    expect(needsAndDemands('TPFT', false)).toBe(text.cover.thirdPartyNeeds(false));
    expect(needsAndDemands('COMP', false)).not.toBe(needsAndDemands('TPFT', false));
  });

  it('tells a van by its body type', () => {
    expect(isVanBody('Panel Van')).toBe(true);
    expect(isVanBody('Hatchback')).toBe(false);
    expect(isVanBody(null)).toBe(false);
  });
});

describe('priceSummary (spec 2 §3)', () => {
  it('reads the premium, fee, tax and total from the first data point', () => {
    expect(priceSummary(anOption())).toEqual({
      premium: 940.5,
      fee: 35,
      ipt: 112.86,
      total: 1088.36,
    });
    expect(priceSummary(anOption({ underwrittenDataPoints: [] }))).toBeNull();
  });
});

describe('offersNcdProtection (spec 2 §2, §9)', () => {
  it('offers it on an annual quote with a discount to protect', () => {
    expect(offersNcdProtection(anOption(), 4)).toBe(true);
  });

  it('not without a discount, on a thirty-day quote or without an option', () => {
    expect(offersNcdProtection(anOption(), 0)).toBe(false);
    expect(offersNcdProtection(anOption(), null)).toBe(false);
    expect(offersNcdProtection(anOption({ policyTermType: 'ThirtyDay' }), 4)).toBe(false);
    expect(offersNcdProtection(null, 4)).toBe(false);
  });
});

describe('thirtyDayPeriod (spec 2 §9)', () => {
  const periodOf = (effectiveFrom: string): string[] =>
    Object.values(thirtyDayPeriod(anOption({ policyTermType: 'ThirtyDay', effectiveFrom }))).map(
      (day) => lightFormat(day, 'dd/MM/yyyy'),
    );

  it('ends the start minus one day plus 30 days', () => {
    expect(periodOf('2026-11-25T09:00:00.000Z')).toEqual(['25/11/2026', '24/12/2026']);
  });

  it("counts the days on the customer's UK calendar, in British Summer Time as in winter", () => {
    // Half past midnight on 10 July in the UK is still 9 July in UTC.
    expect(periodOf('2026-07-09T23:30:00.000Z')).toEqual(['10/07/2026', '08/08/2026']);
    expect(periodOf('2026-12-01T00:30:00.000Z')).toEqual(['01/12/2026', '30/12/2026']);
  });
});

describe('monthlyCostOf: the cost of paying monthly beside the choice (issue #28)', () => {
  it('states both totals and what paying monthly adds, with the plan APR', () => {
    expect(monthlyCostOf(anOption())).toEqual({
      difference: 'Paying monthly costs £149.65 more in total (APR 33%)',
      totals: 'Total paid in full by card: £1,088.36. Total paid monthly: £1,238.01.',
    });
  });

  it('reads the totals the option gives, to the penny', () => {
    const option = anOption({
      paymentCollectionOptions: [
        aCollectionOption({ totalAmountPayable: { amount: 1164.22, currency: 'GBP' } }),
        aDirectDebitOption({ totalAmountPayable: { amount: 1333.66, currency: 'GBP' }, apr: 29.9 }),
      ],
    });
    expect(monthlyCostOf(option)?.difference).toBe(
      'Paying monthly costs £169.44 more in total (APR 29.9%)',
    );
  });

  it('says plainly when paying monthly costs nothing more', () => {
    const option = anOption({
      paymentCollectionOptions: [
        aCollectionOption(),
        aDirectDebitOption({ totalAmountPayable: { amount: 1088.36, currency: 'GBP' }, apr: 0 }),
      ],
    });
    expect(monthlyCostOf(option)?.difference).toBe(
      'Paying monthly costs nothing more in total (APR 0%)',
    );
  });

  it('says nothing where there is no choice: a 30-day quote, or card alone', () => {
    expect(monthlyCostOf(aThirtyDayOption())).toBeNull();
    expect(monthlyCostOf(anOption({ paymentCollectionOptions: [aCollectionOption()] }))).toBeNull();
    expect(monthlyCostOf(null)).toBeNull();
  });
});
