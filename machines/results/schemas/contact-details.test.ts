import * as v from 'valibot';
import { isThirtyDayQuote } from '../rules';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../../core/catalogue';
import {
  contactDetailsSchema,
  fromContactState,
  toContactForm,
  withContactDraft,
  type ContactDetailsRules,
  type ContactDetailsValues,
} from './contact-details';
import { fieldErrors } from '../../testing/schemas';

/** Sam Carter, born 3 September 1991, full UK licence: CARTE 909031 SC9 AB. */
const SAM = { surname: 'Carter', dateOfBirth: '1991-09-03', licenceType: 'F' };
/** Alex Carter, born 1 January 1990, a woman on a full UK licence: CARTE 951010 AC9 XY. */
const ALEX = { surname: 'Carter', dateOfBirth: '1990-01-01', licenceType: 'F' };

const rules = (overrides: Partial<ContactDetailsRules> = {}): ContactDetailsRules => ({
  licenceRequired: false,
  affordabilityRequired: false,
  acceptanceRequired: false,
  proposer: SAM,
  additionalDrivers: [],
  ...overrides,
});

const form = (overrides: Partial<ContactDetailsValues> = {}): ContactDetailsValues => ({
  emailAddress: 'sam.carter@example.com',
  phoneNumber: '07700 900123',
  licenceNumber: ['CARTE', '909031', 'SC9', 'AB'],
  additionalDriverLicenceNumbers: [],
  optOutMarketingPreferenceSms: false,
  optOutMarketingPreferenceEmail: true,
  optOutMarketingPreferencePhone: false,
  renewal: 'yes',
  annualIncome: '',
  incomeConfirmed: false,
  creditAccepted: false,
  agree: true,
  ...overrides,
});

const empty = (overrides: Partial<ContactDetailsValues> = {}) =>
  form({
    emailAddress: '',
    phoneNumber: '',
    licenceNumber: ['', '', '', ''],
    agree: false,
    ...overrides,
  });

const licence = TEXT.forms.licence;

describe('contactDetailsSchema', () => {
  it('asks for the email, phone and agreement; the licence only when required', () => {
    expect(fieldErrors(contactDetailsSchema(rules()), empty())).toEqual({
      emailAddress: [TEXT.forms.person.emailRequired],
      phoneNumber: [TEXT.forms.person.phoneRequired],
      agree: [TEXT.contact.agreeRequired],
    });
    expect(
      fieldErrors(contactDetailsSchema(rules({ licenceRequired: true })), empty()).licenceNumber,
    ).toEqual([licence.required]);
  });

  it('checks the email and the UK phone pattern with spaces removed', () => {
    const errors = fieldErrors(
      contactDetailsSchema(rules()),
      form({ emailAddress: 'sam@', phoneNumber: '+44 7700 900123' }),
    );
    expect(errors.emailAddress).toEqual([TEXT.forms.person.emailInvalid]);
    expect(errors.phoneNumber).toEqual([TEXT.forms.person.phoneInvalid]);
    expect(
      fieldErrors(contactDetailsSchema(rules()), form({ phoneNumber: '0 20 7946 0000' })),
    ).toEqual({});
  });

  it.each([
    ['a part missing', ['CARTE', '909031', 'SC9', ''], licence.invalid],
    ['the wrong pattern', ['CARTE', '9090X1', 'SC9', 'AB'], licence.invalid],
    ['another surname', ['SMITH', '909031', 'SC9', 'AB'], licence.surnameMismatch],
    ['another birthday', ['CARTE', '909041', 'SC9', 'AB'], licence.dateOfBirthMismatch],
  ] as const)('refuses a licence number with %s', (_case, parts, message) => {
    const errors = fieldErrors(contactDetailsSchema(rules()), form({ licenceNumber: [...parts] }));
    expect(errors.licenceNumber).toEqual([message]);
  });

  it("checks each additional driver's number against that driver; an empty one is fine", () => {
    const schema = contactDetailsSchema(rules({ additionalDrivers: [SAM, ALEX] }));
    expect(
      fieldErrors(
        schema,
        form({
          additionalDriverLicenceNumbers: [
            ['', '', '', ''],
            ['CARTE', '909031', 'SC9', 'AB'],
          ],
        }),
      ),
    ).toEqual({ 'additionalDriverLicenceNumbers.1': [licence.driverDateOfBirthMismatch] });
    expect(
      fieldErrors(
        schema,
        form({
          additionalDriverLicenceNumbers: [
            ['', '', '', ''],
            ['CARTE', '951010', 'AC9', 'XY'],
          ],
        }),
      ),
    ).toEqual({});
  });

  it('asks for a positive annual income and its confirmation only while affordability applies', () => {
    const affordability = contactDetailsSchema(rules({ affordabilityRequired: true }));
    expect(fieldErrors(affordability, form())).toEqual({
      annualIncome: [TEXT.contact.income.required],
      incomeConfirmed: [TEXT.forms.field.confirmationRequired],
    });
    expect(fieldErrors(affordability, form({ annualIncome: '0' })).annualIncome).toEqual([
      TEXT.contact.income.positive,
    ]);
    expect(fieldErrors(contactDetailsSchema(rules()), form())).toEqual({});
  });

  it('refuses an annual income below £1, which would be sent as 0 whole pounds', () => {
    const affordability = contactDetailsSchema(rules({ affordabilityRequired: true }));
    const incomeError = (annualIncome: string) =>
      fieldErrors(affordability, form({ annualIncome, incomeConfirmed: true })).annualIncome;
    for (const below of ['0.4', '0.49', '0.99', '£0.50']) {
      expect(incomeError(below)).toEqual([TEXT.contact.income.atLeastOnePound]);
    }
    expect(incomeError('1')).toBeUndefined();
    expect(incomeError('1.40')).toBeUndefined();
  });

  it('needs the credit acceptance tick while the acceptance block shows', () => {
    const schema = contactDetailsSchema(rules({ acceptanceRequired: true }));
    expect(fieldErrors(schema, form())).toEqual({ creditAccepted: [TEXT.contact.credit.required] });
    expect(fieldErrors(schema, form({ creditAccepted: true }))).toEqual({});
  });

  it('gives the ContactForm Buy Now sends: phone without spaces, income in whole pounds', () => {
    const schema = contactDetailsSchema(
      rules({ affordabilityRequired: true, additionalDrivers: [ALEX] }),
    );
    const output = v.parse(
      schema,
      form({
        annualIncome: '32500.60',
        incomeConfirmed: true,
        renewal: 'no',
        additionalDriverLicenceNumbers: [['', '', '', '']],
      }),
    );
    expect(output).toEqual({
      emailAddress: 'sam.carter@example.com',
      phoneNumber: '07700900123',
      licenceNumber: 'CARTE909031SC9AB',
      additionalDriverLicenceNumbers: [null],
      optOutMarketingPreferenceSms: false,
      optOutMarketingPreferenceEmail: true,
      optOutMarketingPreferencePhone: false,
      renewalOptOut: true,
      annualIncome: 32501,
      agree: true,
    });
    expect(
      toContactForm(form({ annualIncome: '100' }), { affordabilityRequired: false }),
    ).toMatchObject({ annualIncome: null, renewalOptOut: false });
  });
});

describe('the first values', () => {
  const stored = fromContactState({
    emailAddress: 'sam.carter@example.com',
    phoneNumber: '07700900123',
    licenceNumber: 'CARTE909031SC9AB',
    additionalDriverLicenceNumbers: [null, 'CARTE951010AC9XY'],
    marketingPreferenceSms: true,
    marketingPreferenceEmail: false,
    renewalOptOut: true,
    annualIncome: 28000,
  });

  it('come from the stored answers: an opt-out is the preference turned round', () => {
    expect(stored).toMatchObject({
      licenceNumber: ['CARTE', '909031', 'SC9', 'AB'],
      additionalDriverLicenceNumbers: [
        ['', '', '', ''],
        ['CARTE', '951010', 'AC9', 'XY'],
      ],
      optOutMarketingPreferenceSms: false,
      optOutMarketingPreferenceEmail: true,
      optOutMarketingPreferencePhone: false,
      renewal: 'no',
      annualIncome: '28000',
    });
  });

  it('take a draft of this form, its drivers following the quote, and drop anything else', () => {
    const draft = { ...stored, phoneNumber: '07700 900999', additionalDriverLicenceNumbers: [] };
    expect(withContactDraft(stored, draft)).toEqual({
      ...draft,
      additionalDriverLicenceNumbers: stored.additionalDriverLicenceNumbers,
    });
    const broken = { ...stored, licenceNumber: ['CARTE'] } as unknown as ContactDetailsValues;
    expect(withContactDraft(stored, broken)).toBe(stored);
  });
});

describe('a 30-day quote renews as a rolling subscription (isThirtyDayQuote)', () => {
  it('is a 30-day quote', () => {
    expect(isThirtyDayQuote({ is30DayQuote: false, policyTermType: 'ThirtyDay' })).toBe(true);
    expect(isThirtyDayQuote({ is30DayQuote: true, policyTermType: 'Annual' })).toBe(true);
    expect(isThirtyDayQuote({ is30DayQuote: false, policyTermType: 'Annual' })).toBe(false);
  });
});
