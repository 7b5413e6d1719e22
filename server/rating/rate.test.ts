import { describe, expect, it } from 'vitest';
import { aprPercent, financePlan } from './credit';
import type { PaymentCollectionOption, UnderwrittenOption } from '../contract';
import type { RatingInput } from './input';
import { rateQuote, type RatingResult } from './rate';

const NOW = new Date(2025, 5, 1, 9, 0);
const OPTS = { quoteRef: 'QR-1001', now: NOW, responseId: 'resp-1' };

function aRatingInput(overrides: Partial<RatingInput> = {}): RatingInput {
  return {
    vehicleValue: 14_500,
    abiGroup: 15,
    proposerDateOfBirth: new Date(1995, 0, 15),
    coverStart: new Date(2025, 5, 10, 9, 0),
    licenceObtained: new Date(2013, 3, 1),
    noClaimsYears: 5,
    protectNoClaims: false,
    convictions: [],
    claims: [],
    additionalDrivers: [],
    levelOfCover: 'COMP',
    voluntaryExcess: 0,
    annualMileage: 10_000,
    duration: 'Annual',
    surname: 'Smith',
    ...overrides,
  };
}

/** The UK wall clock an instant reads as: the day and time a customer in the UK sees. */
const ukClock = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/London' });

function onlyOption(result: RatingResult): UnderwrittenOption {
  expect(result.options).toHaveLength(1);
  const option = result.options[0];
  if (!option) throw new Error('no option');
  return option;
}

function total(overrides: Partial<RatingInput> = {}): number {
  const price = onlyOption(rateQuote(aRatingInput(overrides), OPTS)).underwrittenDataPoints[0]
    ?.underwrittenPrice;
  if (!price) throw new Error('no price');
  return price.totalPremium.amount;
}

function paymentOption(
  option: UnderwrittenOption,
  code: PaymentCollectionOption['code'],
): PaymentCollectionOption {
  const found = option.paymentCollectionOptions.find((p) => p.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
}

const pence = (amount: number): number => Math.round(amount * 100);

describe('premium factors', () => {
  it('charges a 19-year-old much more than a 40-year-old', () => {
    const young = total({
      proposerDateOfBirth: new Date(2006, 0, 1),
      licenceObtained: new Date(2024, 0, 1),
    });
    const older = total({ proposerDateOfBirth: new Date(1985, 0, 1) });
    expect(young).toBeGreaterThan(older * 2);
  });

  it('gets cheaper with each year of no-claims discount up to 9 years', () => {
    const prices = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((noClaimsYears) => total({ noClaimsYears }));
    for (let i = 1; i < prices.length; i += 1) expect(prices[i]).toBeLessThan(prices[i - 1] ?? 0);
    expect(total({ noClaimsYears: 15 })).toBe(prices[9]);
  });

  it('charges more to protect the no-claims discount', () => {
    expect(total({ protectNoClaims: true })).toBeGreaterThan(total({ protectNoClaims: false }));
  });

  it('charges more for convictions, and more for more points', () => {
    const clean = total();
    const threePoints = total({
      convictions: [{ date: new Date(2023, 0, 1), points: 3, disqualified: false }],
    });
    const ninePoints = total({
      convictions: [
        { date: new Date(2023, 0, 1), points: 3, disqualified: false },
        { date: new Date(2024, 0, 1), points: 6, disqualified: false },
      ],
    });
    expect(threePoints).toBeGreaterThan(clean);
    expect(ninePoints).toBeGreaterThan(threePoints);
  });

  it('charges more for claims, more for at-fault than non-fault', () => {
    const clean = total();
    const nonFault = total({
      claims: [{ date: new Date(2024, 0, 1), atFault: false, cost: 2000 }],
    });
    const atFault = total({ claims: [{ date: new Date(2024, 0, 1), atFault: true, cost: 2000 }] });
    expect(nonFault).toBeGreaterThan(clean);
    expect(atFault).toBeGreaterThan(nonFault);
  });

  it('charges more for an additional driver, and more for a young one', () => {
    const experienced = {
      dateOfBirth: new Date(1980, 0, 1),
      licenceObtained: new Date(2000, 0, 1),
      convictionsCount: 0,
      claimsCount: 0,
    };
    const young = {
      ...experienced,
      dateOfBirth: new Date(2005, 0, 1),
      licenceObtained: new Date(2024, 0, 1),
    };
    expect(total({ additionalDrivers: [experienced] })).toBeGreaterThan(total());
    expect(total({ additionalDrivers: [young] })).toBeGreaterThan(
      total({ additionalDrivers: [experienced] }),
    );
  });

  it('makes TPO cheaper than TPFT, and TPFT cheaper than COMP', () => {
    expect(total({ levelOfCover: 'TPO' })).toBeLessThan(total({ levelOfCover: 'TPFT' }));
    expect(total({ levelOfCover: 'TPFT' })).toBeLessThan(total({ levelOfCover: 'COMP' }));
  });

  it('discounts a voluntary excess', () => {
    expect(total({ voluntaryExcess: 250 })).toBeLessThan(total({ voluntaryExcess: 0 }));
    expect(total({ voluntaryExcess: 1000 })).toBeLessThan(total({ voluntaryExcess: 250 }));
  });

  it('charges more for a dearer vehicle, a higher ABI group and more miles', () => {
    expect(total({ vehicleValue: 30_000 })).toBeGreaterThan(total());
    expect(total({ abiGroup: 45 })).toBeGreaterThan(total());
    expect(total({ annualMileage: 25_000 })).toBeGreaterThan(total());
  });

  it('prices 30 days at roughly a twelfth of annual with a short-period loading', () => {
    const annualNet =
      onlyOption(rateQuote(aRatingInput(), OPTS)).underwrittenDataPoints[0]?.underwrittenPrice
        .netPremium.amount ?? 0;
    const thirtyDayNet =
      onlyOption(rateQuote(aRatingInput({ duration: 'ThirtyDay' }), OPTS)).underwrittenDataPoints[0]
        ?.underwrittenPrice.netPremium.amount ?? 0;
    expect(thirtyDayNet).toBeCloseTo((annualNet / 12) * 1.35, 1);
  });

  it('is deterministic', () => {
    expect(rateQuote(aRatingInput(), OPTS)).toEqual(rateQuote(aRatingInput(), OPTS));
  });
});

describe('price make-up', () => {
  const cases: [string, Partial<RatingInput>][] = [
    ['annual', {}],
    ['thirty-day', { duration: 'ThirtyDay' }],
    ['young annual', { proposerDateOfBirth: new Date(2006, 2, 3), noClaimsYears: 0 }],
    [
      'older TPO',
      { proposerDateOfBirth: new Date(1960, 2, 3), levelOfCover: 'TPO', voluntaryExcess: 500 },
    ],
  ];

  it.each(cases)(
    '%s: IPT is 12%% of net to the penny and total = net + IPT + fee',
    (_name, overrides) => {
      const price = onlyOption(rateQuote(aRatingInput(overrides), OPTS)).underwrittenDataPoints[0]
        ?.underwrittenPrice;
      if (!price) throw new Error('no price');
      expect(pence(price.iptAmount.amount)).toBe(Math.round(pence(price.netPremium.amount) * 0.12));
      expect(pence(price.totalPremium.amount)).toBe(
        pence(price.netPremium.amount) + pence(price.iptAmount.amount) + pence(price.fees.amount),
      );
      for (const money of [price.totalPremium, price.netPremium, price.iptAmount, price.fees]) {
        expect(money.currency).toBe('GBP');
        expect(money.amount).toBe(pence(money.amount) / 100);
      }
    },
  );

  it('adds a £35 admin fee to annual and £15 to thirty-day', () => {
    const fee = (duration: RatingInput['duration']): number | undefined =>
      onlyOption(rateQuote(aRatingInput({ duration }), OPTS)).underwrittenDataPoints[0]
        ?.underwrittenPrice.fees.amount;
    expect(fee('Annual')).toBe(35);
    expect(fee('ThirtyDay')).toBe(15);
  });
});

describe('annual option', () => {
  const option = onlyOption(rateQuote(aRatingInput(), OPTS));
  const totalPremium = option.underwrittenDataPoints[0]?.underwrittenPrice.totalPremium.amount ?? 0;

  it('runs from cover start to one year later less a day, at the end of that day in the UK', () => {
    expect(option.policyTermType).toBe('Annual');
    expect(option.effectiveFrom).toBe(new Date(2025, 5, 10, 9, 0).toISOString());
    expect(ukClock(option.effectiveTo)).toBe('09/06/2026, 23:59:59');
  });

  it('offers card in full and a Direct Debit finance plan', () => {
    expect(option.paymentCollectionOptions.map((p) => [p.code, p.paymentMethod])).toEqual([
      ['ANNUAL_CARD_IN_FULL', 'CARD_PAYMENT'],
      ['FINANCE_PLAN_S_V1', 'DIRECT_DEBIT'],
    ]);
    const card = paymentOption(option, 'ANNUAL_CARD_IN_FULL');
    expect(card.totalAmountPayable.amount).toBe(totalPremium);
    expect(card.upFrontAmount.amount).toBe(totalPremium);
    expect([
      card.interestAmount.amount,
      card.totalAmountOfCredit.amount,
      card.appliedInstalmentCount,
      card.apr,
    ]).toEqual([0, 0, 0, 0]);
  });

  it('lends the total less the deposit at 15% fixed interest over 11 instalments', () => {
    const plan = paymentOption(option, 'FINANCE_PLAN_S_V1');
    expect(plan.appliedInstalmentCount).toBe(11);
    expect(plan.fixedInterestRate).toBe(15);
    expect(plan.upFrontAmount.amount).toBeCloseTo(totalPremium / 12, 2);
    expect(pence(plan.totalAmountOfCredit.amount)).toBe(
      pence(totalPremium) - pence(plan.upFrontAmount.amount),
    );
    expect(pence(plan.interestAmount.amount)).toBe(
      Math.round(pence(plan.totalAmountOfCredit.amount) * 0.15),
    );
    expect(pence(plan.totalAmountPayable.amount)).toBe(
      pence(plan.upFrontAmount.amount) +
        pence(plan.totalAmountOfCredit.amount) +
        pence(plan.interestAmount.amount),
    );
  });

  it('collects deposit plus instalments equal to the total payable, to the penny', () => {
    const plan = paymentOption(option, 'FINANCE_PLAN_S_V1');
    const first = plan.unequalInstalmentAmount ?? plan.standardInstalmentAmount;
    const collected =
      pence(plan.upFrontAmount.amount) +
      pence(first.amount) +
      10 * pence(plan.standardInstalmentAmount.amount);
    expect(collected).toBe(pence(plan.totalAmountPayable.amount));
  });

  it('states an APR above the flat rate, near the 33% the agreement prints', () => {
    const plan = paymentOption(option, 'FINANCE_PLAN_S_V1');
    expect(plan.apr).toBeGreaterThan(15);
    expect(plan.apr).toBeGreaterThan(30);
    expect(plan.apr).toBeLessThan(36);
    expect(plan.apr).toBe(Math.round(plan.apr * 10) / 10);
  });

  it('includes the compulsory excess and the voluntary excess as the policy excess', () => {
    const excesses = onlyOption(
      rateQuote(aRatingInput({ voluntaryExcess: 250 }), OPTS),
    ).underwrittenExcesses;
    expect(excesses).toEqual([
      { excessCode: 'XS_COMPULSORY', totalAmount: { amount: 250, currency: 'GBP' } },
      { excessCode: 'XS_POLICY', totalAmount: { amount: 250, currency: 'GBP' } },
    ]);
  });

  it('adds driver and vehicle-value excesses only when they apply', () => {
    const excesses = onlyOption(
      rateQuote(
        aRatingInput({ proposerDateOfBirth: new Date(2005, 0, 1), vehicleValue: 60_000 }),
        OPTS,
      ),
    ).underwrittenExcesses.map((e) => [e.excessCode, e.totalAmount.amount]);
    expect(excesses).toEqual([
      ['XS_COMPULSORY', 350],
      ['XS_DRIVER', 500],
      ['XS_VEHICLE_VALUE', 250],
    ]);
  });

  it('endorses hire and reward, excludes driving other cars, and names the approved repairer for COMP', () => {
    const names = (result: RatingResult) => result.endorsements.map((e) => e.endorsementName);
    expect(names(rateQuote(aRatingInput(), OPTS))).toEqual([
      'Hire and reward (goods)',
      'Driving other cars excluded',
      'Approved repairer',
    ]);
    expect(
      names(
        rateQuote(
          aRatingInput({ levelOfCover: 'TPFT', proposerDateOfBirth: new Date(2003, 0, 1) }),
          OPTS,
        ),
      ),
    ).toEqual(['Hire and reward (goods)', 'Driving other cars excluded', 'Young driver']);
    expect(option.underwrittenEndorsements).toEqual(rateQuote(aRatingInput(), OPTS).endorsements);
  });
});

describe('thirty-day option', () => {
  const option = onlyOption(rateQuote(aRatingInput({ duration: 'ThirtyDay' }), OPTS));

  it('ends 29 days after the start at the end of the day in the UK', () => {
    expect(option.policyTermType).toBe('ThirtyDay');
    expect(ukClock(option.effectiveTo)).toBe('09/07/2025, 23:59:59');
  });

  // spec 2 §9 Policy terms: the end date the customer is shown is start minus one day plus 30 days, on their
  // own (UK) calendar, in British Summer Time as in winter.
  it.each([
    [
      'in British Summer Time',
      '2025-07-10T08:00:00Z',
      '08/08/2025, 23:59:59',
      '2025-08-08T22:59:59.999Z',
    ],
    ['in winter', '2025-12-01T09:00:00Z', '30/12/2025, 23:59:59', '2025-12-30T23:59:59.999Z'],
    [
      'from just after UK midnight in summer',
      '2025-07-09T23:15:00Z',
      '08/08/2025, 23:59:59',
      '2025-08-08T22:59:59.999Z',
    ],
    [
      'across the clocks going back',
      '2025-10-20T09:00:00Z',
      '18/11/2025, 23:59:59',
      '2025-11-18T23:59:59.999Z',
    ],
    [
      'across the clocks going forward',
      '2026-03-10T09:00:00Z',
      '08/04/2026, 23:59:59',
      '2026-04-08T22:59:59.999Z',
    ],
  ])('ends at the end of the UK day %s', (_when, start, ukEnd, instant) => {
    const ending = onlyOption(
      rateQuote(aRatingInput({ duration: 'ThirtyDay', coverStart: new Date(start) }), OPTS),
    );
    expect(ukClock(ending.effectiveTo)).toBe(ukEnd);
    expect(ending.effectiveTo).toBe(instant);
  });

  it('is paid by card in full with the short-term code', () => {
    expect(option.paymentCollectionOptions).toHaveLength(1);
    const card = paymentOption(option, 'SHORT_TERM_CARD_PAYMENT_V1');
    expect(card.paymentMethod).toBe('CARD_PAYMENT');
    expect(card.totalAmountPayable.amount).toBe(
      option.underwrittenDataPoints[0]?.underwrittenPrice.totalPremium.amount,
    );
    expect(card.appliedInstalmentCount).toBe(0);
  });
});

describe('finance plan rounding', () => {
  it('omits the unequal first instalment when the instalments divide evenly', () => {
    // £1,200.00 total: deposit £100.00, credit £1,100.00, interest £165.00, 11 x £115.00
    const plan = financePlan(120_000);
    expect(plan).toMatchObject({
      deposit: 10_000,
      credit: 110_000,
      interest: 16_500,
      standardInstalment: 11_500,
    });
    expect(plan.firstInstalment).toBeUndefined();
  });

  it('puts the rounding difference in the first instalment when needed', () => {
    const plan = financePlan(120_017);
    expect(plan.firstInstalment).toBeDefined();
    expect(plan.deposit + (plan.firstInstalment ?? 0) + 10 * plan.standardInstalment).toBe(
      plan.totalPayable,
    );
  });

  it('finds the rate that discounts the instalments back to the credit', () => {
    expect(
      aprPercent(
        110_000,
        Array.from({ length: 11 }, () => 11_500),
      ),
    ).toBeCloseTo(32.9, 0);
    expect(
      aprPercent(
        1200,
        Array.from({ length: 12 }, () => 100),
      ),
    ).toBe(0);
  });
});

describe('underwriting outcome', () => {
  it.each([
    ['Declined', 'Declined'],
    ['  referred ', 'Referred'],
    ['REVIEW', 'UnderReview'],
  ] as const)('surname %j gives %s with no options', (surname, outcome) => {
    expect(rateQuote(aRatingInput({ surname }), OPTS)).toEqual({
      outcome,
      options: [],
      endorsements: [],
    });
  });

  it('declines a proposer under 16 at cover start', () => {
    expect(
      rateQuote(aRatingInput({ proposerDateOfBirth: new Date(2009, 5, 11) }), OPTS).outcome,
    ).toBe('Declined');
    expect(
      rateQuote(aRatingInput({ proposerDateOfBirth: new Date(2009, 5, 10) }), OPTS).outcome,
    ).toBe('Quoted');
  });

  it('declines a vehicle worth more than £1,000,000', () => {
    expect(rateQuote(aRatingInput({ vehicleValue: 1_000_001 }), OPTS).outcome).toBe('Declined');
    expect(rateQuote(aRatingInput({ vehicleValue: 1_000_000 }), OPTS).outcome).toBe('Quoted');
  });

  it('refers more than 11 conviction points in total', () => {
    const convictions = (points: number[]): RatingInput['convictions'] =>
      points.map((p) => ({ date: new Date(2023, 0, 1), points: p, disqualified: false }));
    expect(rateQuote(aRatingInput({ convictions: convictions([6, 6]) }), OPTS).outcome).toBe(
      'Referred',
    );
    expect(rateQuote(aRatingInput({ convictions: convictions([6, 5]) }), OPTS).outcome).toBe(
      'Quoted',
    );
  });

  it('refers a disqualification in the last 5 years but rates an older one', () => {
    const ban = (date: Date): RatingInput['convictions'] => [
      { date, points: 0, disqualified: true },
    ];
    expect(rateQuote(aRatingInput({ convictions: ban(new Date(2022, 0, 1)) }), OPTS).outcome).toBe(
      'Referred',
    );
    expect(rateQuote(aRatingInput({ convictions: ban(new Date(2019, 0, 1)) }), OPTS).outcome).toBe(
      'Quoted',
    );
  });
});
