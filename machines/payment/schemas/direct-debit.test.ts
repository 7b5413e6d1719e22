import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TEXT } from '../../core/catalogue';
import {
  accountNotice,
  asksBankDetails,
  directDebitDraft,
  directDebitSchema,
  emptyDirectDebitValues,
  firstPaymentDate,
  sortCodeAsTyped,
  type DirectDebitValues,
} from './direct-debit';
import { ANSWER_REQUIRED_MESSAGE } from '../../core/field-messages';
import { fieldErrors } from '../../testing/schemas';

const text = TEXT.directDebit;

const form = (overrides: Partial<DirectDebitValues> = {}): DirectDebitValues => ({
  isAccountHolder: 'yes',
  isOnlySignatoryRequired: 'yes',
  accountHolder: 'Sam Carter',
  accountNumber: '12345678',
  sortCode: '20-00-00',
  addressLine1: 'Flat 1, Regency Mansions',
  detailsCorrect: true,
  premiumFinance: 'yes',
  affordableLending: 'yes',
  ...overrides,
});

const errorsOf = (values: DirectDebitValues) => fieldErrors(directDebitSchema, values);

describe('directDebitSchema', () => {
  it('sends the trimmed bank details with the sort code as digits only', () => {
    expect(
      v.parse(directDebitSchema, form({ accountHolder: ' Sam Carter ', sortCode: '20 00 00' })),
    ).toEqual({ accountHolder: 'Sam Carter', sortCode: '200000', accountNumber: '12345678' });
  });

  it('asks every question of an empty form', () => {
    expect(errorsOf(emptyDirectDebitValues())).toEqual({
      isAccountHolder: [ANSWER_REQUIRED_MESSAGE],
      isOnlySignatoryRequired: [ANSWER_REQUIRED_MESSAGE],
      accountHolder: [text.accountHolderErrors.required],
      accountNumber: [text.accountNumberErrors.required],
      sortCode: [text.sortCodeErrors.required],
      addressLine1: [TEXT.forms.address.line1Required],
      detailsCorrect: [text.detailsCorrectRequired],
      premiumFinance: [ANSWER_REQUIRED_MESSAGE],
      affordableLending: [ANSWER_REQUIRED_MESSAGE],
    });
  });

  it.each([
    [
      'no to account holder',
      { isAccountHolder: 'no' },
      { isAccountHolder: [text.accountErrors.notAccountHolder] },
    ],
    [
      'no to sole signatory',
      { isOnlySignatoryRequired: 'no' },
      { isOnlySignatoryRequired: [text.accountErrors.notSoleSignatory] },
    ],
    [
      'no to both',
      { isAccountHolder: 'no', isOnlySignatoryRequired: 'no' },
      {
        isAccountHolder: [text.accountErrors.notAccountHolder],
        isOnlySignatoryRequired: [text.accountErrors.notSoleSignatory],
      },
    ],
  ] as const)(
    'with %s, refuses the form and leaves the hidden bank details unchecked',
    (_label, answers, errors) => {
      const hiddenEmpty = { accountHolder: '', accountNumber: '', sortCode: '1', addressLine1: '' };
      expect(errorsOf(form({ ...answers, ...hiddenEmpty }))).toEqual(errors);
    },
  );

  it.each([
    ['AB', text.accountHolderErrors.tooShort],
    ['Sam 2', text.accountHolderErrors.digits],
    ['-Sam Carter', text.accountHolderErrors.edges],
    ['Sam Carter.', text.accountHolderErrors.edges],
    ['   ', text.accountHolderErrors.required],
  ])('refuses the account holder %j', (accountHolder, message) => {
    expect(errorsOf(form({ accountHolder })).accountHolder).toEqual([message]);
  });

  it.each(["Jo O'Neil-Smith", 'Zoë Ng', 'Amy'])(
    'accepts the account holder %j',
    (accountHolder) => {
      expect(errorsOf(form({ accountHolder }))).toEqual({});
    },
  );

  it.each(['1234567', '123456789', '1234 5678', '1234567a'])(
    'refuses the account number %j: not exactly 8 digits',
    (accountNumber) => {
      expect(errorsOf(form({ accountNumber })).accountNumber).toEqual([
        text.accountNumberErrors.invalid,
      ]);
    },
  );

  it.each([
    ['00-00-00', text.sortCodeErrors.allZeros],
    ['000000', text.sortCodeErrors.allZeros],
    ['12-34-5', text.sortCodeErrors.invalid],
    ['12-34-5a', text.sortCodeErrors.invalid],
    ['1234567', text.sortCodeErrors.invalid],
  ])('refuses the sort code %j', (sortCode, message) => {
    expect(errorsOf(form({ sortCode })).sortCode).toEqual([message]);
  });

  it.each(['12-34-56', '123456', '12 34 56', '00-00-01'])(
    'accepts the sort code %j',
    (sortCode) => {
      expect(errorsOf(form({ sortCode }))).toEqual({});
    },
  );

  it('needs the details-correct tick', () => {
    expect(errorsOf(form({ detailsCorrect: false }))).toEqual({
      detailsCorrect: [text.detailsCorrectRequired],
    });
  });

  it('needs yes to premium finance and affordable lending: no says they must confirm to continue', () => {
    expect(errorsOf(form({ premiumFinance: 'no', affordableLending: 'no' }))).toEqual({
      premiumFinance: [text.confirmations.premiumFinanceNo],
      affordableLending: [text.confirmations.affordableLendingNo],
    });
  });
});

describe('sortCodeAsTyped', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12-3'],
    ['1234', '12-34'],
    ['12345', '12-34-5'],
    ['123456', '12-34-56'],
    ['12 34 56', '12-34-56'],
    ['12-34-567', '12-34-56'],
    ['12a3', '12-3'],
  ])('shows %j as %j', (typed, shown) => {
    expect(sortCodeAsTyped(typed)).toBe(shown);
  });
});

describe('the account notices', () => {
  it.each([
    ['yes', 'yes', null],
    ['', '', null],
    ['no', 'yes', 'accountHolder'],
    ['yes', 'no', 'jointSignatory'],
    ['no', 'no', 'both'],
  ] as const)(
    'account holder %j, sole signatory %j: %s',
    (isAccountHolder, isOnlySignatoryRequired, notice) => {
      expect(accountNotice({ isAccountHolder, isOnlySignatoryRequired })).toBe(notice);
      expect(asksBankDetails({ isAccountHolder, isOnlySignatoryRequired })).toBe(notice === null);
    },
  );
});

describe('directDebitDraft', () => {
  it('keeps what was typed but never the account number or sort code', () => {
    const draft = directDebitDraft(form());
    expect(draft).not.toHaveProperty('accountNumber');
    expect(draft).not.toHaveProperty('sortCode');
    expect(draft).toMatchObject({ accountHolder: 'Sam Carter', isAccountHolder: 'yes' });
  });
});

describe('firstPaymentDate', () => {
  it('shows the ISO date dd/MM/yyyy, and nothing while unknown', () => {
    expect(firstPaymentDate('2026-12-23')).toBe('23/12/2026');
    expect(firstPaymentDate(null)).toBeNull();
    expect(firstPaymentDate('soon')).toBeNull();
  });
});
