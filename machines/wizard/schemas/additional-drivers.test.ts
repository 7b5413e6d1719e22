import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { answersFor } from '../../testing/factories';
import {
  type additionalDriverSchema,
  additionalDriversSchema,
  emptyAdditionalDriverValues,
  emptyAdditionalDriversValues,
  fromAdditionalDriversState,
  relationshipConflictMessage,
  toAdditionalDriversAnswers,
  type AdditionalDriverValues,
  type AdditionalDriversValues,
} from './additional-drivers';
import { emptyClaimValues } from './claim';
import { emptyConvictionValues } from './conviction';

import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  NAME_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from '../../core/field-messages';
import { TODAY, aQuoteThrough, additionalDriverForm, fieldErrors } from '../../testing/schemas';
import { formText } from '../form-text';

const context = { today: TODAY, licenceNumberRequired: false };
const schema = additionalDriversSchema(context);
const errorsFor = (overrides: Partial<AdditionalDriverValues>, against = schema) =>
  fieldErrors(against, { additionalDrivers: [additionalDriverForm(overrides)] });
const at = (field: string) => `additionalDrivers.0.${field}`;

const stepsToDrivers = [
  'vehicleDetails',
  'vehicleDetailsTwo',
  'aboutYou',
  'driverDetails',
  'driverDetailsTwo',
] as const;

describe('additional drivers schema (spec 1 §3 Additional driver, §5 Person and Driver)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof schema>>().toEqualTypeOf<AdditionalDriversValues>();
    expectTypeOf<
      v.InferInput<ReturnType<typeof additionalDriverSchema>>
    >().toEqualTypeOf<AdditionalDriverValues>();
  });

  it('accepts valid drivers', () => {
    expect(errorsFor({})).toEqual({});
    expect(
      fieldErrors(schema, {
        additionalDrivers: [
          additionalDriverForm(),
          additionalDriverForm({
            title: 'MR',
            firstName: 'Jo',
            dateOfBirth: { day: '02', month: '02', year: '2004' },
            maritalStatus: 'S',
            relationshipToProposer: 'O',
            fullUkLicence: 'no',
            licenceType: 'H',
            licenceObtained: { day: '01', month: '03', year: '2023' },
            licenceNumber: ['', '', '', ''],
          }),
        ],
      }),
    ).toEqual({});
  });

  it('needs at least one driver', () => {
    expect(fieldErrors(schema, emptyAdditionalDriversValues())).toEqual({
      additionalDrivers: [formText.drivers.required],
    });
  });

  it.each<[string, Partial<AdditionalDriverValues>, string]>([
    ['title', { title: '' }, OPTION_REQUIRED_MESSAGE],
    ['firstName', { firstName: '' }, FIRST_NAME_REQUIRED_MESSAGE],
    ['firstName', { firstName: 'Al3x' }, NAME_INVALID_MESSAGE],
    ['lastNames', { lastNames: '' }, LAST_NAME_REQUIRED_MESSAGE],
    ['dateOfBirth', { dateOfBirth: { day: '', month: '01', year: '1990' } }, DATE_REQUIRED_MESSAGE],
    [
      'dateOfBirth',
      { dateOfBirth: { day: '32', month: '01', year: '1990' } },
      DATE_INVALID_MESSAGE,
    ],
    ['maritalStatus', { maritalStatus: '' }, OPTION_REQUIRED_MESSAGE],
    ['relationshipToProposer', { relationshipToProposer: '' }, OPTION_REQUIRED_MESSAGE],
    [
      'relationshipToProposer',
      { maritalStatus: 'S' },
      'Alex Carter relationship to proposer conflicts',
    ],
    [
      'relationshipToProposer',
      { relationshipToProposer: 'S', maritalStatus: 'P' },
      'Alex Carter relationship to proposer conflicts',
    ],
    ['isResidentFromBirth', { isResidentFromBirth: '' }, ANSWER_REQUIRED_MESSAGE],
    [
      'ukResidenceSince',
      { isResidentFromBirth: 'no', ukResidenceSince: { day: '31', month: '12', year: '1989' } },
      'Please select a date after 01/01/1990',
    ],
    [
      'ukResidenceSince',
      { isResidentFromBirth: 'no', ukResidenceSince: { day: '23', month: '11', year: '2026' } },
      'Please select a date before 22/11/2026',
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
      { licenceObtained: { day: '01', month: '01', year: '1989' } },
      'Please select a date after 01/01/1990',
    ],
    ['licenceNumber', { licenceNumber: ['', '', '', ''] }, formText.licence.required],
    [
      'licenceNumber',
      { licenceNumber: ['CARTE', '909031', 'SC9', 'AB'] },
      formText.licence.driverDateOfBirthMismatch,
    ],
    [
      'licenceNumber',
      { lastNames: 'Jones', licenceNumber: ['CARTE', '951010', 'AC9', 'XY'] },
      formText.licence.driverSurnameMismatch,
    ],
    ['hasMotoringConvictions', { hasMotoringConvictions: '' }, ANSWER_REQUIRED_MESSAGE],
    [
      'motoringConvictions',
      { hasMotoringConvictions: 'yes' },
      formText.history.convictionsRequired,
    ],
    ['hasMotoringClaims', { hasMotoringClaims: '' }, ANSWER_REQUIRED_MESSAGE],
    ['motoringClaims', { hasMotoringClaims: 'yes' }, formText.history.claimsRequired],
    ['hasCriminalConvictions', { hasCriminalConvictions: '' }, ANSWER_REQUIRED_MESSAGE],
    ['hasBeenRefusedCover', { hasBeenRefusedCover: '' }, ANSWER_REQUIRED_MESSAGE],
    ['vehicleUse', { vehicleUse: '' }, OPTION_REQUIRED_MESSAGE],
  ])('%s (case %#) gives %s', (field, overrides, message) => {
    expect(errorsFor(overrides)).toEqual({ [at(field)]: [message] });
  });

  it('needs drivers to be at least 16', () => {
    expect(
      errorsFor({
        dateOfBirth: { day: '23', month: '11', year: '2010' },
        licenceObtained: { day: '01', month: '01', year: '2026' },
        licenceNumber: ['CARTE', '161230', 'AC9', 'XY'],
      }),
    ).toEqual({ [at('dateOfBirth')]: [formText.drivers.minimumAge] });
  });

  it('accepts a wife in a civil partnership and a spouse who is married', () => {
    expect(errorsFor({ maritalStatus: 'P' })).toEqual({});
    expect(errorsFor({ relationshipToProposer: 'S', maritalStatus: 'M' })).toEqual({});
  });

  it('names the driver in the relationship conflict', () => {
    expect(relationshipConflictMessage(' jo ', "o'neill")).toBe(
      "Jo O'Neill relationship to proposer conflicts",
    );
  });

  it('asks for licence numbers of every type when the aggregator requires them', () => {
    const asked = additionalDriversSchema({ ...context, licenceNumberRequired: true });
    expect(
      errorsFor({ fullUkLicence: 'no', licenceType: 'N', licenceNumber: ['', '', '', ''] }, asked),
    ).toEqual({ [at('licenceNumber')]: [formText.licence.required] });
  });

  it("checks each conviction and claim, against the driver's own date of birth", () => {
    expect(
      errorsFor({
        hasMotoringConvictions: 'yes',
        motoringConvictions: [emptyConvictionValues()],
        hasMotoringClaims: 'yes',
        motoringClaims: [emptyClaimValues()],
      }),
    ).toMatchObject({
      [at('motoringConvictions.0.dateOfConviction')]: [DATE_REQUIRED_MESSAGE],
      [at('motoringConvictions.0.offenceCode')]: [OPTION_REQUIRED_MESSAGE],
      [at('motoringClaims.0.dateOfClaim')]: [DATE_REQUIRED_MESSAGE],
    });
    const teenager = {
      dateOfBirth: { day: '01', month: '01', year: '2009' },
      licenceObtained: { day: '01', month: '02', year: '2026' },
      licenceNumber: ['CARTE', '051019', 'AC9', 'XY'] as [string, string, string, string],
    };
    expect(errorsFor(teenager)).toEqual({});
    expect(
      errorsFor({
        ...teenager,
        hasMotoringConvictions: 'yes',
        motoringConvictions: [
          {
            dateOfConviction: { day: '31', month: '12', year: '2008' },
            offenceCode: 'CD10',
            wasDisqualified: 'yes',
            banStartDate: { day: '31', month: '12', year: '2008' },
            banEndDate: { day: '01', month: '01', year: '2027' },
            numberOfPoints: '6',
            fineAmount: '200',
            isPending: 'no',
          },
        ],
      }),
    ).toEqual({
      [at('motoringConvictions.0.dateOfConviction')]: [formText.conviction.dateLookBack],
      [at('motoringConvictions.0.banStartDate')]: ['Please select a date after 01/01/2009'],
    });
  });

  it('starts a new driver with every question unanswered', () => {
    const errors = fieldErrors(schema, { additionalDrivers: [emptyAdditionalDriverValues()] });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'dateOfBirth',
        'employmentType',
        'firstName',
        'fullUkLicence',
        'hasBeenRefusedCover',
        'hasCriminalConvictions',
        'hasMotoringClaims',
        'hasMotoringConvictions',
        'industry',
        'isFullTime',
        'isResidentFromBirth',
        'lastNames',
        'licenceObtained',
        'maritalStatus',
        'occupation',
        'relationshipToProposer',
        'title',
        'vehicleUse',
      ].map(at),
    );
  });
});

describe('additional drivers answers', () => {
  it('capitalises names and stores each driver with ISO dates', () => {
    const answers = toAdditionalDriversAnswers({
      additionalDrivers: [additionalDriverForm({ firstName: 'alex', lastNames: 'carter3' })],
    });
    expect(answers).toEqual({
      additionalDrivers: [
        {
          title: 'MRS',
          firstName: 'Alex',
          lastNames: 'Carter',
          dateOfBirth: '1990-01-01',
          maritalStatus: 'M',
          relationshipToProposer: 'W',
          isResidentFromBirth: true,
          ukResidenceSince: '1700-02-01',
          employmentType: 'E',
          occupation: 'N03',
          industry: '289',
          isFullTime: true,
          otherOccupation: null,
          otherIndustry: null,
          licenceType: 'F',
          licenceObtained: '2008-03-15',
          licenceNumber: 'CARTE951010AC9XY',
          motoringConvictions: [],
          motoringClaims: [],
          hasCriminalConvictions: false,
          hasBeenRefusedCover: false,
          vehicleUse: 'SDP',
          isMainDriver: false,
        },
      ],
    });
  });

  it('round-trips the factory answers', () => {
    const quote = aQuoteThrough([...stepsToDrivers, 'additionalDrivers']);
    expect(toAdditionalDriversAnswers(fromAdditionalDriversState(quote))).toEqual(
      answersFor('additionalDrivers'),
    );
  });

  it('round-trips drivers with histories', () => {
    const answers = toAdditionalDriversAnswers({
      additionalDrivers: [
        additionalDriverForm({
          hasMotoringClaims: 'yes',
          motoringClaims: [
            {
              dateOfClaim: { day: '10', month: '03', year: '2023' },
              typeOfClaim: 'TH',
              statusOfClaim: 'O',
              atFault: 'no',
              noClaimsBonusAffected: 'no',
              costOfClaim: '4000',
            },
          ],
        }),
        additionalDriverForm({
          firstName: 'Jo',
          relationshipToProposer: 'O',
          maritalStatus: 'S',
          isResidentFromBirth: 'no',
          ukResidenceSince: { day: '01', month: '09', year: '2015' },
        }),
      ],
    });
    const quote = aQuoteThrough([...stepsToDrivers, 'additionalDrivers'], {
      driverDetailsTwo: answersFor('driverDetailsTwo', { hasAdditionalDriver: true }),
      additionalDrivers: answers,
    });
    const values = fromAdditionalDriversState(quote);
    expect(fieldErrors(schema, values)).toEqual({});
    expect(toAdditionalDriversAnswers(values)).toEqual(answers);
  });
});
