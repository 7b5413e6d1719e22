/**
 * The results page's contact details and Buy Now (spec 2 §2 Contact/confirm page, §4 Renewal opt-out and
 * Affordability, §5 Results page and Contact form). The rules that depend on the quote are given as flags:
 * which checks apply is decided from the journey, once, by the caller.
 */
import * as v from 'valibot';
import type { ContactForm } from '../../core/types';
import { normalisePhone } from '../../core/formats';
import { emailProblem, phoneProblem } from '../../core/person-fields';
import {
  LICENCE_PART_LENGTHS,
  checkLicenceNumber,
  joinLicenceParts,
  splitLicenceNumber,
  type LicenceHolder,
  type LicenceHolderRole,
  type LicenceParts,
} from '../../wizard';
import {
  fieldRule,
  isFilled,
  parseNumber,
  textOrNull,
  yesNo,
  yesNoOf,
  type Problem,
  type YesNo,
} from '../../core/fields';
import { ANSWER_REQUIRED_MESSAGE } from '../../core/field-messages';
import { formText } from '../../wizard';
import { contactText } from '../contact-text';

const LICENCE_NUMBER_LENGTH = LICENCE_PART_LENGTHS.reduce((sum, length) => sum + length, 0);

/** spec 2 §2: the marketing opt-outs offered; Phone is hidden for this brand, so its opt-out stays false. */
export const MARKETING_OPT_OUTS_OFFERED = [
  'optOutMarketingPreferenceSms',
  'optOutMarketingPreferenceEmail',
] as const;

export type ContactDetailsValues = {
  emailAddress: string;
  phoneNumber: string;
  licenceNumber: LicenceParts;
  /** One licence number per additional driver, in the quote's order. */
  additionalDriverLicenceNumbers: LicenceParts[];
  optOutMarketingPreferenceSms: boolean;
  optOutMarketingPreferenceEmail: boolean;
  optOutMarketingPreferencePhone: boolean;
  /** 'yes' renews automatically, 'no' opts out (spec 2 §4 Renewal opt-out). */
  renewal: YesNo;
  /** As typed into the currency input. */
  annualIncome: string;
  incomeConfirmed: boolean;
  /** The acceptance block's tick. */
  creditAccepted: boolean;
  agree: boolean;
};

export interface ContactDetailsRules {
  /** The aggregator asked for the proposer's licence number, or the licence type needs one (spec 2 §5). */
  licenceRequired: boolean;
  /** The affordability check applies (spec 2 §4): annual income and its confirmation are asked. */
  affordabilityRequired: boolean;
  /** The acceptance block is shown: its tick is needed to pay monthly (spec 2 §2). */
  acceptanceRequired: boolean;
  proposer: LicenceHolder;
  /** The additional drivers, in the order of `additionalDriverLicenceNumbers`. */
  additionalDrivers: readonly LicenceHolder[];
}

const licenceParts = () => v.tuple([v.string(), v.string(), v.string(), v.string()]);

/** The form's shape, for telling a saved draft of this form from anything else. */
export const contactDetailsShape = v.object({
  emailAddress: v.string(),
  phoneNumber: v.string(),
  licenceNumber: licenceParts(),
  additionalDriverLicenceNumbers: v.array(licenceParts()),
  optOutMarketingPreferenceSms: v.boolean(),
  optOutMarketingPreferenceEmail: v.boolean(),
  optOutMarketingPreferencePhone: v.boolean(),
  renewal: yesNo(),
  annualIncome: v.string(),
  incomeConfirmed: v.boolean(),
  creditAccepted: v.boolean(),
  agree: v.boolean(),
});

/**
 * spec 2 §5 Contact form: required when asked for; once anything is entered all 16 characters are needed,
 * and the strict check (pattern, surname, date of birth) runs against the licence's holder.
 */
export function licenceNumberProblem(
  parts: Readonly<LicenceParts>,
  { holder, required, role }: { holder: LicenceHolder; required: boolean; role: LicenceHolderRole },
): string | null {
  const licenceNumber = joinLicenceParts(parts);
  if (licenceNumber === '') return required ? formText.licence.required : null;
  if (licenceNumber.length < LICENCE_NUMBER_LENGTH) return formText.licence.invalid;
  return checkLicenceNumber({ ...holder, licenceNumber, role })?.message ?? null;
}

/** The least annual income accepted: it is sent in whole pounds (spec 2 §5), and less would be sent as 0. */
export const MINIMUM_ANNUAL_INCOME = 1;

/** spec 2 §5 Results page: required, positive and at least £1 while the affordability check applies. */
export function annualIncomeProblem(value: string): string | null {
  if (!isFilled(value)) return contactText.income.required;
  const amount = parseNumber(value);
  if (amount === null || amount <= 0) return contactText.income.positive;
  return amount < MINIMUM_ANNUAL_INCOME ? contactText.income.atLeastOnePound : null;
}

const ticked =
  (message: string): Problem<boolean> =>
  (value) =>
    value ? null : message;

/** Each additional driver's licence number, checked against that driver, its message at its own path. */
function additionalDriverLicenceChecks(drivers: readonly LicenceHolder[]) {
  return v.rawCheck<ContactDetailsValues>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value;
    const list = values.additionalDriverLicenceNumbers;
    list.forEach((parts, index) => {
      const holder = drivers[index];
      if (holder === undefined) return;
      const message = licenceNumberProblem(parts, {
        holder,
        required: false,
        role: 'additionalDriver',
      });
      if (message === null) return;
      addIssue({
        message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: values,
            key: 'additionalDriverLicenceNumbers',
            value: list,
          },
          { type: 'array', origin: 'value', input: list, key: index, value: parts },
        ],
      });
    });
  });
}

/** The integer sent for the annual income (spec 2 §5: sent as an integer). */
export const wholePounds = (value: string): number => Math.round(parseNumber(value) ?? 0);

/** What Buy Now sends: the validated values, with the questions not asked left out. */
export function toContactForm(
  values: ContactDetailsValues,
  { affordabilityRequired }: Pick<ContactDetailsRules, 'affordabilityRequired'>,
): ContactForm {
  return {
    emailAddress: values.emailAddress.trim(),
    phoneNumber: normalisePhone(values.phoneNumber),
    licenceNumber: textOrNull(joinLicenceParts(values.licenceNumber)),
    additionalDriverLicenceNumbers: values.additionalDriverLicenceNumbers.map((parts) =>
      textOrNull(joinLicenceParts(parts)),
    ),
    optOutMarketingPreferenceSms: values.optOutMarketingPreferenceSms,
    optOutMarketingPreferenceEmail: values.optOutMarketingPreferenceEmail,
    optOutMarketingPreferencePhone: values.optOutMarketingPreferencePhone,
    renewalOptOut: values.renewal === 'no',
    annualIncome: affordabilityRequired ? wholePounds(values.annualIncome) : null,
    agree: values.agree,
  };
}

/** The schema of the block; its output is the ContactForm that Buy Now sends. */
export function contactDetailsSchema(rules: ContactDetailsRules) {
  const { licenceRequired, affordabilityRequired, acceptanceRequired, proposer } = rules;
  const asked = (problem: Problem<ContactDetailsValues>, when: boolean) =>
    when ? problem : () => null;
  return v.pipe(
    contactDetailsShape,
    fieldRule<ContactDetailsValues>('emailAddress', (values) => emailProblem(values.emailAddress)),
    fieldRule<ContactDetailsValues>('phoneNumber', (values) => phoneProblem(values.phoneNumber)),
    fieldRule<ContactDetailsValues>('licenceNumber', (values) =>
      licenceNumberProblem(values.licenceNumber, {
        holder: proposer,
        required: licenceRequired,
        role: 'proposer',
      }),
    ),
    additionalDriverLicenceChecks(rules.additionalDrivers),
    fieldRule<ContactDetailsValues>('renewal', (values) =>
      values.renewal === '' ? ANSWER_REQUIRED_MESSAGE : null,
    ),
    fieldRule<ContactDetailsValues>(
      'annualIncome',
      asked((values) => annualIncomeProblem(values.annualIncome), affordabilityRequired),
    ),
    fieldRule<ContactDetailsValues>(
      'incomeConfirmed',
      asked(
        (values) => ticked(formText.field.confirmationRequired)(values.incomeConfirmed),
        affordabilityRequired,
      ),
    ),
    fieldRule<ContactDetailsValues>(
      'creditAccepted',
      asked(
        (values) => ticked(contactText.credit.required)(values.creditAccepted),
        acceptanceRequired,
      ),
    ),
    fieldRule<ContactDetailsValues>('agree', (values) =>
      ticked(contactText.agreeRequired)(values.agree),
    ),
    v.transform((values) => toContactForm(values, { affordabilityRequired })),
  );
}

// First values

/** The stored answers the block starts from. */
export interface ContactDetailsSource {
  emailAddress: string | null;
  phoneNumber: string | null;
  licenceNumber: string | null;
  additionalDriverLicenceNumbers: readonly (string | null | undefined)[];
  marketingPreferenceSms: boolean;
  marketingPreferenceEmail: boolean;
  renewalOptOut: boolean | null;
  annualIncome: number | null;
}

export function fromContactState(source: ContactDetailsSource): ContactDetailsValues {
  return {
    emailAddress: source.emailAddress ?? '',
    phoneNumber: source.phoneNumber ?? '',
    licenceNumber: splitLicenceNumber(source.licenceNumber ?? ''),
    additionalDriverLicenceNumbers: source.additionalDriverLicenceNumbers.map((number) =>
      splitLicenceNumber(number ?? ''),
    ),
    optOutMarketingPreferenceSms: !source.marketingPreferenceSms,
    optOutMarketingPreferenceEmail: !source.marketingPreferenceEmail,
    optOutMarketingPreferencePhone: false,
    // spec 2 §4 Renewal opt-out: with nothing stored, the customer renews.
    renewal: yesNoOf(!(source.renewalOptOut ?? false)),
    annualIncome: source.annualIncome === null ? '' : String(source.annualIncome),
    incomeConfirmed: false,
    creditAccepted: false,
    agree: false,
  };
}

/**
 * The stored answers with the saved draft merged over them (`withDraft`), checked: a draft of another shape
 * is dropped, and the drivers' numbers follow the drivers the quote has now (a driver added or removed
 * through Change keeps the others' typing).
 */
export function withContactDraft(
  stored: ContactDetailsValues,
  merged: ContactDetailsValues,
): ContactDetailsValues {
  if (!v.is(contactDetailsShape, merged)) return stored;
  return {
    ...merged,
    optOutMarketingPreferencePhone: false,
    additionalDriverLicenceNumbers: stored.additionalDriverLicenceNumbers.map(
      (parts, index) => merged.additionalDriverLicenceNumbers[index] ?? parts,
    ),
  };
}
