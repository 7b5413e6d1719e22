import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { answersFor } from '../../testing/factories';
import {
  driverDetailsSchema,
  emptyDriverDetailsValues,
  fromDriverDetailsState,
  isLicenceNumberAsked,
  offeredEmploymentTypes,
  otherLicenceTypes,
  toDriverDetailsAnswers,
  type DriverDetailsContext,
  type DriverDetailsValues,
} from './driver-details';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from '../../core/field-messages';
import { TODAY, aQuoteThrough, driverDetailsForm, fieldErrors } from '../../testing/schemas';
import { formText } from '../form-text';

const context: DriverDetailsContext = {
  surname: 'Carter',
  dateOfBirth: '1991-09-03',
  today: TODAY,
  licenceNumberRequired: false,
};
const schema = driverDetailsSchema(context);
const errorsFor = (overrides: Partial<DriverDetailsValues>, against = schema) =>
  fieldErrors(against, driverDetailsForm(overrides));

const notResident = { isResidentFromBirth: 'no' } as const;

describe('driver details schema (spec 1 §5 Driver)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof schema>>().toEqualTypeOf<DriverDetailsValues>();
  });

  it('accepts valid answers', () => {
    expect(errorsFor({})).toEqual({});
    expect(
      errorsFor({
        ...notResident,
        ukResidenceSince: { day: '1', month: '8', year: '2001' },
        isFullTime: 'no',
        otherOccupation: 'C27',
        otherIndustry: '071',
        fullUkLicence: 'no',
        licenceType: 'E',
        licenceNumber: ['', '', '', ''],
      }),
    ).toEqual({});
  });

  it.each<[string, Partial<DriverDetailsValues>, string]>([
    ['isResidentFromBirth', { isResidentFromBirth: '' }, ANSWER_REQUIRED_MESSAGE],
    ['ukResidenceSince', notResident, DATE_REQUIRED_MESSAGE],
    [
      'ukResidenceSince',
      { ...notResident, ukResidenceSince: { day: '31', month: '04', year: '2001' } },
      DATE_INVALID_MESSAGE,
    ],
    [
      'ukResidenceSince',
      { ...notResident, ukResidenceSince: { day: '23', month: '11', year: '2026' } },
      'Please select a date before 22/11/2026',
    ],
    [
      'ukResidenceSince',
      { ...notResident, ukResidenceSince: { day: '02', month: '09', year: '1991' } },
      'Please select a date after 03/09/1991',
    ],
    ['employmentType', { employmentType: '' }, OPTION_REQUIRED_MESSAGE],
    ['occupation', { occupation: '' }, OPTION_REQUIRED_MESSAGE],
    ['industry', { industry: '' }, OPTION_REQUIRED_MESSAGE],
    ['isFullTime', { isFullTime: '' }, ANSWER_REQUIRED_MESSAGE],
    ['otherOccupation', { isFullTime: 'no', otherIndustry: '071' }, OPTION_REQUIRED_MESSAGE],
    ['otherIndustry', { isFullTime: 'no', otherOccupation: 'C27' }, OPTION_REQUIRED_MESSAGE],
    ['fullUkLicence', { fullUkLicence: '' }, ANSWER_REQUIRED_MESSAGE],
    ['licenceType', { fullUkLicence: 'no' }, OPTION_REQUIRED_MESSAGE],
    [
      'licenceObtained',
      { licenceObtained: { day: '', month: '', year: '' } },
      DATE_REQUIRED_MESSAGE,
    ],
    [
      'licenceObtained',
      { licenceObtained: { day: '29', month: '02', year: '2010' } },
      DATE_INVALID_MESSAGE,
    ],
    [
      'licenceObtained',
      { licenceObtained: { day: '01', month: '01', year: '2027' } },
      'Please select a date before 22/11/2026',
    ],
    ['licenceNumber', { licenceNumber: ['', '', '', ''] }, formText.licence.required],
    ['licenceNumber', { licenceNumber: ['CARTE', '9090', '', ''] }, formText.licence.invalid],
    [
      'licenceNumber',
      { licenceNumber: ['CARTE', '909031', 'SC9', 'A1'] },
      formText.licence.invalid,
    ],
    [
      'licenceNumber',
      { licenceNumber: ['SMITH', '909031', 'SC9', 'AB'] },
      formText.licence.surnameMismatch,
    ],
    [
      'licenceNumber',
      { licenceNumber: ['CARTE', '908031', 'SC9', 'AB'] },
      formText.licence.dateOfBirthMismatch,
    ],
    [
      'licenceNumber',
      { fullUkLicence: 'no', licenceType: 'P', licenceNumber: ['', '', '', ''] },
      formText.licence.required,
    ],
  ])('%s: %j gives %s', (path, overrides, message) => {
    expect(errorsFor(overrides)).toEqual({ [path]: [message] });
  });

  it('accepts the female month encoding and lower-case parts', () => {
    expect(errorsFor({ licenceNumber: ['carte', '959031', 'sc9', 'ab'] })).toEqual({});
  });

  it('checks the licence number only for types P, F, X and 5 unless the aggregator asks', () => {
    const european: Partial<DriverDetailsValues> = {
      fullUkLicence: 'no',
      licenceType: 'E',
      licenceNumber: ['', '', '', ''],
    };
    expect(errorsFor(european)).toEqual({});
    const asked = driverDetailsSchema({ ...context, licenceNumberRequired: true });
    expect(errorsFor(european, asked)).toEqual({
      licenceNumber: [formText.licence.required],
    });
    expect(
      errorsFor({
        fullUkLicence: 'no',
        licenceType: 'X',
        licenceNumber: ['JONES', '909031', 'SC9', 'AB'],
      }),
    ).toEqual({ licenceNumber: [formText.licence.surnameMismatch] });
  });

  it('refuses an employment type or licence type the form does not offer, as if none was chosen', () => {
    expect(errorsFor({ employmentType: 'U' })).toEqual({
      employmentType: [OPTION_REQUIRED_MESSAGE],
    });
    expect(errorsFor({ employmentType: 'E' })).toEqual({});
    expect(errorsFor({ fullUkLicence: 'no', licenceType: 'F' })).toEqual({
      licenceType: [OPTION_REQUIRED_MESSAGE],
    });
  });

  it('offers employment types E and S only, and no full UK licence among the other licence types', () => {
    const option = (code: string) => ({ code, description: code });
    expect(offeredEmploymentTypes(['E', 'U', 'S', 'R'].map(option))).toEqual(
      ['E', 'S'].map(option),
    );
    expect(otherLicenceTypes(['F', 'P', 'E'].map(option))).toEqual(['P', 'E'].map(option));
  });

  it('asks the licence number once the licence question is answered, or at once for an aggregator', () => {
    expect(isLicenceNumberAsked({ fullUkLicence: '' }, false)).toBe(false);
    expect(isLicenceNumberAsked({ fullUkLicence: '' }, true)).toBe(true);
    expect(isLicenceNumberAsked({ fullUkLicence: 'no' }, false)).toBe(true);
  });

  it('starts with every question unanswered', () => {
    expect(Object.keys(fieldErrors(schema, emptyDriverDetailsValues())).sort()).toEqual([
      'employmentType',
      'fullUkLicence',
      'industry',
      'isFullTime',
      'isResidentFromBirth',
      'licenceObtained',
      'occupation',
    ]);
  });
});

describe('driver details answers', () => {
  it('stores the residence date, other employment, licence type and number when asked', () => {
    const answers = toDriverDetailsAnswers(
      driverDetailsForm({
        ...notResident,
        ukResidenceSince: { day: '1', month: '8', year: '2001' },
        isFullTime: 'no',
        otherOccupation: 'C27',
        otherIndustry: '071',
        fullUkLicence: 'no',
        licenceType: 'P',
        licenceNumber: ['carte', '909031', 'sc9', 'ab'],
      }),
    );
    expect(answers).toEqual({
      proposerDetails: {
        isResidentFromBirth: false,
        ukResidenceSince: '2001-08-01',
        employmentType: 'S',
        occupation: 'D34',
        industry: '703',
        isFullTime: false,
        otherOccupation: 'C27',
        otherIndustry: '071',
        licenceType: 'P',
        licenceObtained: '2010-06-01',
        licenceNumber: 'CARTE909031SC9AB',
      },
    });
  });

  it('drops answers hidden by an earlier one', () => {
    const answers = toDriverDetailsAnswers(
      driverDetailsForm({
        ukResidenceSince: { day: '1', month: '8', year: '2001' },
        otherOccupation: 'C27',
        licenceType: 'P',
      }),
    );
    expect(answers.proposerDetails).toMatchObject({
      ukResidenceSince: '1700-02-01',
      otherOccupation: null,
      otherIndustry: null,
      licenceType: 'F',
    });
  });

  it('round-trips the factory answers', () => {
    const quote = aQuoteThrough([
      'vehicleDetails',
      'vehicleDetailsTwo',
      'aboutYou',
      'driverDetails',
    ]);
    const values = fromDriverDetailsState(quote);
    expect(values.fullUkLicence).toBe('yes');
    expect(toDriverDetailsAnswers(values)).toMatchObject(answersFor('driverDetails'));
  });

  it('round-trips a non-resident part-time driver with a provisional licence', () => {
    const answers = toDriverDetailsAnswers(
      driverDetailsForm({
        ...notResident,
        ukResidenceSince: { day: '01', month: '08', year: '2001' },
        isFullTime: 'no',
        otherOccupation: 'C27',
        otherIndustry: '071',
        fullUkLicence: 'no',
        licenceType: 'P',
      }),
    );
    const quote = aQuoteThrough(
      ['vehicleDetails', 'vehicleDetailsTwo', 'aboutYou', 'driverDetails'],
      {
        driverDetails: answers,
      },
    );
    const values = fromDriverDetailsState(quote);
    expect(fieldErrors(schema, values)).toEqual({});
    expect(toDriverDetailsAnswers(values)).toEqual(answers);
  });
});
