import { describe, expect, it } from 'vitest';
import type {
  PaymentCollectionCode,
  PaymentCollectionOption,
  PaymentMethod,
  PolicyDuration,
  UnderwrittenOption,
} from '../core/contract';
import { initialPaymentState, UNSET_DATE, type PaymentState } from '../core/state';
import {
  affordabilityCheckRequired,
  applyRenewalChoice,
  collectionOptionFor,
  defaultRenewalOptOut,
  isPurchasable,
  preferredOption,
  resetForThirtyDayQuote,
  selectOption,
  showCreditPanel,
  validEndorsements,
  acceptanceBlock,
  brandOptsUnder18sOut,
  isRestartQuote,
  paymentMethodsOffered,
} from './rules';
import {
  aCollectionOption as aCardCollection,
  aDirectDebitOption,
  anOption as anAnnualOption,
  aThirtyDayOption,
} from '../testing/factories';

const gbp = (amount: number) => ({ amount, currency: 'GBP' });

function aCollectionOption(
  code: PaymentCollectionCode,
  paymentMethod: PaymentMethod,
): PaymentCollectionOption {
  return {
    code,
    paymentMethod,
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

const CARD = aCollectionOption('ANNUAL_CARD_IN_FULL', 'CARD_PAYMENT');
const FINANCE = aCollectionOption('FINANCE_PLAN_S_V1', 'DIRECT_DEBIT');
const SHORT_TERM = aCollectionOption('SHORT_TERM_CARD_PAYMENT_V1', 'CARD_PAYMENT');
/** A code the client does not know, as a newer server might send. */
const UNKNOWN = aCollectionOption('PAY_LATER_V9' as PaymentCollectionCode, 'CARD_PAYMENT');

function anOption(
  optionId: string,
  policyTermType: PolicyDuration,
  paymentCollectionOptions: PaymentCollectionOption[] = [CARD, FINANCE],
): UnderwrittenOption {
  return {
    optionId,
    policyTermType,
    effectiveFrom: '2025-07-01T09:00:00Z',
    effectiveTo: '2026-06-30T23:59:59Z',
    insurerName: 'Example Insurance Ltd',
    paymentCollectionOptions,
    underwrittenExcesses: [],
    underwrittenDataPoints: [],
    underwrittenEndorsements: [],
  };
}

describe('preferredOption', () => {
  it('prefers the Annual option wherever it is', () => {
    const annual = anOption('a', 'Annual');
    expect(preferredOption([anOption('t', 'ThirtyDay'), annual])).toBe(annual);
  });

  it('takes the first option when none is Annual', () => {
    const first = anOption('t', 'ThirtyDay');
    expect(preferredOption([first, anOption('s', 'SevenDay')])).toBe(first);
  });

  it('gives null when there are no options', () => {
    expect(preferredOption([])).toBeNull();
  });
});

describe('selectOption (spec 2 §4 Result selection)', () => {
  it('selects nothing when there are no options', () => {
    expect(selectOption([], anOption('a', 'Annual'))).toEqual({
      selectedOption: null,
      allowableOptions: [],
    });
  });

  it('auto-selects a single option and allows all its payment collection options', () => {
    const only = anOption('a', 'Annual', [CARD, FINANCE, UNKNOWN]);
    expect(selectOption([only], null)).toEqual({
      selectedOption: only,
      allowableOptions: [CARD, FINANCE, UNKNOWN],
    });
  });

  it('auto-selects a single option even when another was selected before', () => {
    const only = anOption('a', 'Annual');
    expect(selectOption([only], anOption('gone', 'ThirtyDay')).selectedOption).toBe(only);
  });

  it('prefers the Annual option of several when none was selected', () => {
    const options = [anOption('t', 'ThirtyDay', [SHORT_TERM]), anOption('a', 'Annual')];
    const selection = selectOption(options, null);
    expect(selection.selectedOption?.optionId).toBe('a');
    expect(selection.allowableOptions).toEqual([CARD, FINANCE]);
  });

  it('takes the first of several when none is Annual', () => {
    const options = [anOption('t', 'ThirtyDay', [SHORT_TERM]), anOption('s', 'SevenDay')];
    const selection = selectOption(options, null);
    expect(selection.selectedOption?.optionId).toBe('t');
    expect(selection.allowableOptions).toEqual([SHORT_TERM]);
  });

  it('keeps the previous selection when it is still offered, with its new prices', () => {
    const repriced = anOption('a', 'Annual', [CARD]);
    const previous = anOption('a', 'Annual', [CARD, FINANCE]);
    const selection = selectOption([anOption('t', 'ThirtyDay'), repriced], previous);
    expect(selection.selectedOption).toEqual(repriced);
    expect(selection.allowableOptions).toEqual([CARD]);
  });

  it('falls back to the preferred option when the previous selection is no longer offered', () => {
    const options = [anOption('t', 'ThirtyDay'), anOption('a', 'Annual')];
    expect(selectOption(options, anOption('gone', 'Annual')).selectedOption?.optionId).toBe('a');
  });

  it('filters every option to the known payment codes', () => {
    const options = [
      anOption('t', 'ThirtyDay', [UNKNOWN, SHORT_TERM]),
      anOption('a', 'Annual', [UNKNOWN, CARD]),
    ];
    const selection = selectOption(options, anOption('a', 'Annual'));
    expect(selection.selectedOption?.paymentCollectionOptions).toEqual([CARD]);
    expect(selection.allowableOptions).toEqual([CARD]);
  });

  it('does not change the options it was given', () => {
    const options = [anOption('t', 'ThirtyDay', [UNKNOWN]), anOption('a', 'Annual')];
    selectOption(options, null);
    expect(options[0]?.paymentCollectionOptions).toEqual([UNKNOWN]);
  });
});

describe('collectionOptionFor', () => {
  it('finds the collection option of the method', () => {
    const option = anOption('a', 'Annual');
    expect(collectionOptionFor(option, 'CARD_PAYMENT')).toBe(CARD);
    expect(collectionOptionFor(option, 'DIRECT_DEBIT')).toBe(FINANCE);
  });

  it('gives null when the method is not offered or there is no option', () => {
    expect(
      collectionOptionFor(anOption('t', 'ThirtyDay', [SHORT_TERM]), 'DIRECT_DEBIT'),
    ).toBeNull();
    expect(collectionOptionFor(null, 'CARD_PAYMENT')).toBeNull();
  });
});

describe('resetForThirtyDayQuote (spec 2 §4)', () => {
  const thirtyDay = (overrides: Partial<PaymentState> = {}): PaymentState => ({
    ...initialPaymentState(),
    is30DayQuote: true,
    selectedPaymentMethod: 'CARD_PAYMENT',
    selectedPaymentOption: CARD,
    ...overrides,
  });
  const annual = anAnnualOption();
  const cardOnly = aThirtyDayOption();

  it('resets the payment to Direct Debit and clears the 30-day flag where Direct Debit is offered', () => {
    const payment = resetForThirtyDayQuote(thirtyDay(), annual);
    expect(payment.selectedPaymentMethod).toBe('DIRECT_DEBIT');
    expect(payment.is30DayQuote).toBe(false);
    expect(payment.selectedPaymentOption).toBeNull();
  });

  it('keeps a Direct Debit collection option already chosen', () => {
    const payment = resetForThirtyDayQuote(thirtyDay({ selectedPaymentOption: FINANCE }), annual);
    expect(payment.selectedPaymentOption).toBe(FINANCE);
  });

  it('keeps the card, and the card option chosen, on a 30-day option that offers no Direct Debit', () => {
    const payment = resetForThirtyDayQuote(thirtyDay(), cardOnly);
    expect(payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
    expect(payment.selectedPaymentOption).toBe(CARD);
    expect(payment.is30DayQuote).toBe(false);
  });

  it('leaves a payment that is not a 30-day quote alone', () => {
    const payment = thirtyDay({ is30DayQuote: false });
    expect(resetForThirtyDayQuote(payment, annual)).toBe(payment);
  });
});

describe('defaultRenewalOptOut (spec 2 §4 Renewal opt-out)', () => {
  it('opts out an under-18 proposer on a brand that forces it', () => {
    expect(defaultRenewalOptOut({ isUnder18: true, brandForcesOptOut: true, stored: false })).toBe(
      true,
    );
  });

  it.each([
    { isUnder18: true, brandForcesOptOut: false, stored: null, expected: false },
    { isUnder18: false, brandForcesOptOut: true, stored: null, expected: false },
    { isUnder18: false, brandForcesOptOut: false, stored: true, expected: true },
    { isUnder18: false, brandForcesOptOut: true, stored: false, expected: false },
    { isUnder18: true, brandForcesOptOut: false, stored: true, expected: true },
  ])('otherwise keeps the stored answer or false: %o', ({ expected, ...facts }) => {
    expect(defaultRenewalOptOut(facts)).toBe(expected);
  });
});

describe('applyRenewalChoice', () => {
  it('Yes renews automatically', () => {
    expect(applyRenewalChoice('yes')).toEqual({ renewalOptOut: false, automaticRenewal: true });
  });

  it('No opts out', () => {
    expect(applyRenewalChoice('no')).toEqual({ renewalOptOut: true, automaticRenewal: false });
  });
});

describe('affordabilityCheckRequired (spec 2 §4 Affordability)', () => {
  it.each([
    {
      affordabilityCheck: true,
      selectedPaymentMethod: 'DIRECT_DEBIT',
      is30DayQuote: false,
      expected: true,
    },
    {
      affordabilityCheck: true,
      selectedPaymentMethod: 'CARD_PAYMENT',
      is30DayQuote: true,
      expected: true,
    },
    { affordabilityCheck: true, selectedPaymentMethod: null, is30DayQuote: true, expected: true },
    {
      affordabilityCheck: true,
      selectedPaymentMethod: 'CARD_PAYMENT',
      is30DayQuote: false,
      expected: false,
    },
    { affordabilityCheck: true, selectedPaymentMethod: null, is30DayQuote: false, expected: false },
    {
      affordabilityCheck: false,
      selectedPaymentMethod: 'DIRECT_DEBIT',
      is30DayQuote: true,
      expected: false,
    },
  ] as const)('%o', ({ expected, ...facts }) => {
    expect(affordabilityCheckRequired({ ...facts, policyTermType: 'Annual' })).toBe(expected);
  });

  it('asks a card buyer of a 30-day option however it was reached (a restart, the duration panel)', () => {
    const facts = {
      affordabilityCheck: true,
      selectedPaymentMethod: 'CARD_PAYMENT',
      is30DayQuote: false,
    } as const;
    expect(affordabilityCheckRequired({ ...facts, policyTermType: 'ThirtyDay' })).toBe(true);
    expect(affordabilityCheckRequired({ ...facts, policyTermType: 'Annual' })).toBe(false);
    expect(
      affordabilityCheckRequired({
        ...facts,
        affordabilityCheck: false,
        policyTermType: 'ThirtyDay',
      }),
    ).toBe(false);
  });
});

describe('showCreditPanel (spec 2 §2)', () => {
  const coverStart = '2025-07-01T09:00:00.000Z';
  const withFinance = anOption('a', 'Annual', [CARD, FINANCE]);
  const monthly = { coverStart, selectedPaymentMethod: 'DIRECT_DEBIT' } as const;

  it('shows for an adult with a Direct Debit option who chose to pay monthly', () => {
    expect(
      showCreditPanel({ ...monthly, proposerDateOfBirth: '1990-05-14', option: withFinance }),
    ).toBe(true);
  });

  it('hides with nothing chosen and with the card chosen', () => {
    for (const selectedPaymentMethod of [null, 'CARD_PAYMENT'] as const) {
      expect(
        showCreditPanel({
          proposerDateOfBirth: '1990-05-14',
          coverStart,
          option: withFinance,
          selectedPaymentMethod,
        }),
        String(selectedPaymentMethod),
      ).toBe(false);
    }
  });

  it('shows for someone turning 18 on the cover start day', () => {
    expect(
      showCreditPanel({ ...monthly, proposerDateOfBirth: '2007-07-01', option: withFinance }),
    ).toBe(true);
  });

  it('hides for someone 18 the day after cover starts', () => {
    expect(
      showCreditPanel({ ...monthly, proposerDateOfBirth: '2007-07-02', option: withFinance }),
    ).toBe(false);
  });

  it('hides when the date of birth is not known', () => {
    expect(
      showCreditPanel({ ...monthly, proposerDateOfBirth: UNSET_DATE, option: withFinance }),
    ).toBe(false);
    expect(showCreditPanel({ ...monthly, proposerDateOfBirth: null, option: withFinance })).toBe(
      false,
    );
  });

  it('hides without an underwritten option', () => {
    expect(showCreditPanel({ ...monthly, proposerDateOfBirth: '1990-05-14', option: null })).toBe(
      false,
    );
  });

  it('hides when the option has no Direct Debit collection option', () => {
    const cardOnly = anOption('a', 'Annual', [CARD]);
    expect(
      showCreditPanel({ ...monthly, proposerDateOfBirth: '1990-05-14', option: cardOnly }),
    ).toBe(false);
  });
});

describe('isPurchasable', () => {
  it('only a Quoted outcome can be bought', () => {
    expect(isPurchasable('Quoted')).toBe(true);
    for (const outcome of ['Referred', 'Declined', 'UnderReview', null, undefined] as const) {
      expect(isPurchasable(outcome)).toBe(false);
    }
  });
});

describe('validEndorsements (spec 2 §3)', () => {
  it('keeps entries with a name and wording', () => {
    expect(
      validEndorsements([{ endorsementName: 'E01', endorsementWording: 'Hire and reward only.' }]),
    ).toEqual({ endorsements: [{ name: 'E01', wording: 'Hire and reward only.' }], skipped: 0 });
  });

  it('skips entries missing a name or wording and counts them', () => {
    const result = validEndorsements([
      { endorsementName: 'E01', endorsementWording: 'Hire and reward only.' },
      { endorsementName: 'E02' },
      { endorsementWording: 'No name.' },
      { endorsementName: ' ', endorsementWording: 'Blank name.' },
      {},
    ]);
    expect(result.endorsements).toEqual([{ name: 'E01', wording: 'Hire and reward only.' }]);
    expect(result.skipped).toBe(4);
  });

  it('gives an empty list for no endorsements', () => {
    expect(validEndorsements([])).toEqual({ endorsements: [], skipped: 0 });
    expect(validEndorsements(undefined)).toEqual({ endorsements: [], skipped: 0 });
  });
});

describe('acceptanceBlock (spec 2 §2 Acceptance block)', () => {
  const coverStart = '2025-07-01T09:00:00.000Z';
  const withFinance = anOption('a', 'Annual', [CARD, FINANCE]);
  const adult = { proposerDateOfBirth: '1990-05-14', coverStart, option: withFinance };

  it('shows the full block to an adult paying monthly', () => {
    expect(acceptanceBlock({ ...adult, selectedPaymentMethod: 'DIRECT_DEBIT' })).toBe('full');
  });

  it('shows the reduced block to an under-18 proposer paying monthly', () => {
    expect(
      acceptanceBlock({
        ...adult,
        proposerDateOfBirth: '2008-07-02',
        selectedPaymentMethod: 'DIRECT_DEBIT',
      }),
    ).toBe('reduced');
  });

  it('shows nothing to a customer paying by card or who has not chosen', () => {
    expect(acceptanceBlock({ ...adult, selectedPaymentMethod: 'CARD_PAYMENT' })).toBe('none');
    expect(acceptanceBlock({ ...adult, selectedPaymentMethod: null })).toBe('none');
  });

  it('shows nothing when the option offers no Direct Debit', () => {
    expect(
      acceptanceBlock({
        ...adult,
        option: anOption('t', 'ThirtyDay', [SHORT_TERM]),
        selectedPaymentMethod: 'DIRECT_DEBIT',
      }),
    ).toBe('none');
  });
});

describe('brandOptsUnder18sOut (spec 2 §4 Renewal opt-out)', () => {
  it('is true on the carrot brand or under the brand setting', () => {
    expect(brandOptsUnder18sOut({ journeyKey: 'carrot_pc', optsUnder18sOutOfRenewal: false })).toBe(
      true,
    );
    expect(brandOptsUnder18sOut({ journeyKey: 'acorn_pc', optsUnder18sOutOfRenewal: true })).toBe(
      true,
    );
  });

  it('is false for any other brand without the setting', () => {
    expect(
      brandOptsUnder18sOut({ journeyKey: 'dropcover_pc', optsUnder18sOutOfRenewal: false }),
    ).toBe(false);
  });
});

describe('paymentMethodsOffered (spec 2 §2, §9)', () => {
  it('offers monthly Direct Debit and card for an annual quote, monthly first', () => {
    expect(paymentMethodsOffered(anAnnualOption())).toEqual(['DIRECT_DEBIT', 'CARD_PAYMENT']);
  });

  it('offers a 30-day quote, a restart’s, by card only, whatever else it carries', () => {
    expect(paymentMethodsOffered(aThirtyDayOption())).toEqual(['CARD_PAYMENT']);
    const withDirectDebit = aThirtyDayOption({
      paymentCollectionOptions: [aCardCollection(), aDirectDebitOption()],
    });
    expect(paymentMethodsOffered(withDirectDebit)).toEqual(['CARD_PAYMENT']);
  });

  it('offers nothing without an option', () => {
    expect(paymentMethodsOffered(null)).toEqual([]);
  });
});

describe('isRestartQuote', () => {
  it('is the restart link’s quote being priced, not any quote after a restart link', () => {
    expect(isRestartQuote({ restart: { quoteRef: 'RST-1' }, result: { quoteRef: 'RST-1' } })).toBe(
      true,
    );
    expect(isRestartQuote({ restart: { quoteRef: 'RST-1' }, result: { quoteRef: 'DC-2' } })).toBe(
      false,
    );
    expect(isRestartQuote({ restart: { quoteRef: null }, result: { quoteRef: null } })).toBe(false);
  });
});
