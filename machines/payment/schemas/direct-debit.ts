/**
 * The Direct Debit form (spec 2 §3 and §4 Direct Debit form, §5 Direct Debit, §8 Bank errors, §9 sort code and
 * account number). Its output is the BankDetailsForm the journey checks (CheckBankDetails) and takes up with.
 */
import * as v from 'valibot';
import type { BankDetailsForm } from '../../core/types';
import { isValidAccountNumber } from '../../core/formats';
import { formText } from '../../wizard';
import { directDebitText } from '../direct-debit-text';
import { fieldRule, isFilled, yesNo, type Problem, type YesNo } from '../../core/fields';
import { ANSWER_REQUIRED_MESSAGE, displayDate } from '../../core/field-messages';

const text = directDebitText;

export type DirectDebitValues = {
  isAccountHolder: YesNo;
  /** The sole signatory question: 'yes' when the customer alone authorises debits from the account. */
  isOnlySignatoryRequired: YesNo;
  accountHolder: string;
  accountNumber: string;
  /** As typed, shown nn-nn-nn (see `sortCodeAsTyped`). */
  sortCode: string;
  addressLine1: string;
  detailsCorrect: boolean;
  premiumFinance: YesNo;
  affordableLending: YesNo;
};

/** The form's shape, for telling a saved draft of this form from anything else. */
export const directDebitShape = v.object({
  isAccountHolder: yesNo(),
  isOnlySignatoryRequired: yesNo(),
  accountHolder: v.string(),
  accountNumber: v.string(),
  sortCode: v.string(),
  addressLine1: v.string(),
  detailsCorrect: v.boolean(),
  premiumFinance: yesNo(),
  affordableLending: yesNo(),
});

/** spec 2 §9: six digits. */
export const SORT_CODE_DIGITS = 6;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The sort code as the customer types it: its digits (at most six) in pairs joined by dashes, so that
 * '123456' reads '12-34-56' and a half-typed '123' reads '12-3'. Anything but digits is dropped.
 */
export function sortCodeAsTyped(value: string): string {
  const digits = digitsOf(value).slice(0, SORT_CODE_DIGITS);
  return (digits.match(/\d{1,2}/g) ?? []).join('-');
}

/** Which notice the account answers call for (spec 2 §4 Direct Debit form), or null while none is 'no'. */
export type AccountNotice = 'accountHolder' | 'jointSignatory' | 'both';

export function accountNotice(
  values: Pick<DirectDebitValues, 'isAccountHolder' | 'isOnlySignatoryRequired'>,
): AccountNotice | null {
  const notHolder = values.isAccountHolder === 'no';
  const joint = values.isOnlySignatoryRequired === 'no';
  if (notHolder && joint) return 'both';
  if (notHolder) return 'accountHolder';
  return joint ? 'jointSignatory' : null;
}

/**
 * spec 2 §4: a 'no' to either account question hides the account holder, account number, sort code and
 * address (and they are not checked): the Direct Debit cannot be set up online for that account.
 */
export const asksBankDetails = (
  values: Pick<DirectDebitValues, 'isAccountHolder' | 'isOnlySignatoryRequired'>,
): boolean => accountNotice(values) === null;

/** The fields a 'no' to an account question hides. */
export const BANK_DETAIL_FIELDS = [
  'accountHolder',
  'accountNumber',
  'sortCode',
  'addressLine1',
] as const satisfies readonly (keyof DirectDebitValues)[];

const LETTER = /\p{L}/u;

/** spec 2 §5: at least 3 characters, no digits, no special character at either end. */
export const accountHolderProblem: Problem<string> = (value) => {
  const name = value.trim();
  if (name === '') return text.accountHolderErrors.required;
  if (/\d/.test(name)) return text.accountHolderErrors.digits;
  if (!LETTER.test(name.charAt(0)) || !LETTER.test(name.charAt(name.length - 1)))
    return text.accountHolderErrors.edges;
  return name.length < 3 ? text.accountHolderErrors.tooShort : null;
};

/** spec 2 §5, §9: exactly 8 digits. */
export const accountNumberProblem: Problem<string> = (value) => {
  if (!isFilled(value)) return text.accountNumberErrors.required;
  return isValidAccountNumber(value.trim()) ? null : text.accountNumberErrors.invalid;
};

/** spec 2 §5, §9: 6 digits, with the dashes or spaces typed between them, and not all zeros. */
export const sortCodeProblem: Problem<string> = (value) => {
  if (!isFilled(value)) return text.sortCodeErrors.required;
  if (!/^[\d\s-]*$/.test(value) || digitsOf(value).length !== SORT_CODE_DIGITS)
    return text.sortCodeErrors.invalid;
  return /^0+$/.test(digitsOf(value)) ? text.sortCodeErrors.allZeros : null;
};

const answeredYes =
  (noMessage: string): Problem<YesNo> =>
  (answer) => {
    if (answer === '') return ANSWER_REQUIRED_MESSAGE;
    return answer === 'no' ? noMessage : null;
  };

/** Only where the bank details are asked. */
const whenAsked =
  (problem: Problem<DirectDebitValues>): Problem<DirectDebitValues> =>
  (values) =>
    asksBankDetails(values) ? problem(values) : null;

/** What the form sends: the bank details, the sort code as its digits only. */
export const toBankDetails = (values: DirectDebitValues): BankDetailsForm => ({
  accountHolder: values.accountHolder.trim(),
  sortCode: digitsOf(values.sortCode),
  accountNumber: values.accountNumber.trim(),
});

const rule = fieldRule<DirectDebitValues>;

export const directDebitSchema = v.pipe(
  directDebitShape,
  // A 'no' leaves the form unsendable: the notice beside it offers paying in full instead.
  rule('isAccountHolder', (values) =>
    answeredYes(text.accountErrors.notAccountHolder)(values.isAccountHolder),
  ),
  rule('isOnlySignatoryRequired', (values) =>
    answeredYes(text.accountErrors.notSoleSignatory)(values.isOnlySignatoryRequired),
  ),
  rule(
    'accountHolder',
    whenAsked((values) => accountHolderProblem(values.accountHolder)),
  ),
  rule(
    'accountNumber',
    whenAsked((values) => accountNumberProblem(values.accountNumber)),
  ),
  rule(
    'sortCode',
    whenAsked((values) => sortCodeProblem(values.sortCode)),
  ),
  rule(
    'addressLine1',
    whenAsked((values) => (isFilled(values.addressLine1) ? null : formText.address.line1Required)),
  ),
  rule('detailsCorrect', (values) => (values.detailsCorrect ? null : text.detailsCorrectRequired)),
  rule('premiumFinance', (values) =>
    answeredYes(text.confirmations.premiumFinanceNo)(values.premiumFinance),
  ),
  rule('affordableLending', (values) =>
    answeredYes(text.confirmations.affordableLendingNo)(values.affordableLending),
  ),
  v.transform(toBankDetails),
);

// First values and drafts

/** The form as it first opens: the policyholder's name and address, since the account must be theirs. */
export function emptyDirectDebitValues(
  proposer: { name: string; addressLine1: string } = { name: '', addressLine1: '' },
): DirectDebitValues {
  return {
    isAccountHolder: '',
    isOnlySignatoryRequired: '',
    accountHolder: proposer.name,
    accountNumber: '',
    sortCode: '',
    addressLine1: proposer.addressLine1,
    detailsCorrect: false,
    premiumFinance: '',
    affordableLending: '',
  };
}

/** Never stored, not even as a draft: an account number and sort code stay in the page only. */
const UNSTORED_FIELDS: ReadonlySet<string> = new Set(['accountNumber', 'sortCode']);

/** The draft kept while the customer types: the form's values without the account number and sort code. */
export function directDebitDraft(values: unknown): Record<string, unknown> {
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(Object.entries(values).filter(([key]) => !UNSTORED_FIELDS.has(key)));
}

/** The first date of collection as the page shows it (dd/MM/yyyy), or null while unknown or unreadable. */
export function firstPaymentDate(isoDate: string | null): string | null {
  return displayDate(isoDate);
}
