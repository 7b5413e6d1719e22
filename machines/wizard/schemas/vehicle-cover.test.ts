import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { answersFor } from '../../testing/factories';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from '../../core/field-messages';
import { TODAY, aQuoteThrough, fieldErrors, vehicleCoverForm } from '../../testing/schemas';
import {
  emptyVehicleCoverValues,
  fromVehicleCoverState,
  toVehicleCoverAnswers,
  vehicleCoverSchema,
  type VehicleCoverValues,
} from './vehicle-cover';
import { formText } from '../form-text';

const schema = vehicleCoverSchema({ now: TODAY });
const errorsFor = (overrides: Partial<VehicleCoverValues>) =>
  fieldErrors(schema, vehicleCoverForm(overrides));

const today = { day: '22', month: '11', year: '2026' };
const recommended = {
  howDidYouHearAboutUs: 'RD',
  experienceDrivingCompnayCar: '',
  claimFreeFor: '',
};
const customer = {
  ...recommended,
  howDidYouHearAboutUs: 'CC',
  isLookingToInsureSecondCar: 'no' as const,
};
const formerCustomer = {
  ...recommended,
  howDidYouHearAboutUs: 'WCC',
  policyCancelledReason: 'VS',
  typeOfPolicyAtTheTime: 'A',
  monthsHeldThePolicyFor: '7',
};

const allSteps = [
  'vehicleDetails',
  'vehicleDetailsTwo',
  'aboutYou',
  'driverDetails',
  'driverDetailsTwo',
  'vehicleCover',
] as const;

describe('vehicle cover schema (spec 1 §5 Cover, How did you hear chain)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof schema>>().toEqualTypeOf<VehicleCoverValues>();
  });

  it('accepts valid answers along each how-did-you-hear branch', () => {
    expect(errorsFor({})).toEqual({});
    expect(
      errorsFor({
        ...recommended,
        isNamedDriverOnExistingPolicy: 'yes',
        namedDriverForWhom: 'Parent',
      }),
    ).toEqual({});
    expect(
      errorsFor({
        ...recommended,
        isNamedDriverOnExistingPolicy: 'no',
        doesDriveAnotherVehicle: 'yes',
      }),
    ).toEqual({});
    expect(
      errorsFor({ ...customer, currentPolicyType: 'STTAXI', numberOfConsecutiveMonthsCover: '6' }),
    ).toEqual({});
    expect(
      errorsFor({ ...customer, currentPolicyType: 'LPCPOL', fullYearsOfNoClaimsBonus: '2' }),
    ).toEqual({});
    expect(errorsFor({ ...customer, currentPolicyType: 'ANTAXI', claimFreeFor: '4' })).toEqual({});
    expect(errorsFor({ ...customer, currentPolicyType: 'HRPOL' })).toEqual({});
    expect(errorsFor(formerCustomer)).toEqual({});
    expect(
      errorsFor({
        ...formerCustomer,
        typeOfPolicyAtTheTime: 'D',
        monthsHeldThePolicyFor: '',
        daysHeldThePolicyFor: '12',
      }),
    ).toEqual({});
    expect(
      errorsFor({ howDidYouHearAboutUs: 'SE', experienceDrivingCompnayCar: '', claimFreeFor: '' }),
    ).toEqual({});
  });

  it.each<[string, Partial<VehicleCoverValues>, string]>([
    ['levelOfCover', { levelOfCover: '' }, OPTION_REQUIRED_MESSAGE],
    [
      'coverStartDate',
      { coverStartDate: { day: '', month: '11', year: '2026' } },
      DATE_REQUIRED_MESSAGE,
    ],
    [
      'coverStartDate',
      { coverStartDate: { day: '21', month: '11', year: '2026' } },
      formText.cover.startTooEarly,
    ],
    ['coverStartTime', { coverStartTime: '' }, formText.cover.startTimeRequired],
    ['coverStartTime', { coverStartTime: '09:10' }, formText.cover.startTimeStep],
    ['coverStartTime', { coverStartTime: '25:00' }, formText.cover.startTimeStep],
    [
      'coverStartTime',
      { coverStartDate: today, coverStartTime: '10:00' },
      formText.cover.startTooEarly,
    ],
    ['voluntaryExcess', { voluntaryExcess: '' }, OPTION_REQUIRED_MESSAGE],
    [
      'yearsOfNoClaimsDiscount',
      { yearsOfNoClaimsDiscount: '', protectNoClaimsDiscount: '' },
      OPTION_REQUIRED_MESSAGE,
    ],
    ['protectNoClaimsDiscount', { protectNoClaimsDiscount: '' }, ANSWER_REQUIRED_MESSAGE],
    ['howDidYouHearAboutUs', { ...recommended, howDidYouHearAboutUs: '' }, OPTION_REQUIRED_MESSAGE],
    ['isNamedDriverOnExistingPolicy', recommended, ANSWER_REQUIRED_MESSAGE],
    [
      'namedDriverForWhom',
      { ...recommended, isNamedDriverOnExistingPolicy: 'yes' },
      OPTION_REQUIRED_MESSAGE,
    ],
    [
      'doesDriveAnotherVehicle',
      { ...recommended, isNamedDriverOnExistingPolicy: 'no' },
      ANSWER_REQUIRED_MESSAGE,
    ],
    ['experienceDrivingCompnayCar', { experienceDrivingCompnayCar: '' }, OPTION_REQUIRED_MESSAGE],
    ['claimFreeFor', { claimFreeFor: '' }, OPTION_REQUIRED_MESSAGE],
    [
      'isLookingToInsureSecondCar',
      { ...customer, isLookingToInsureSecondCar: '', currentPolicyType: 'HRPOL' },
      ANSWER_REQUIRED_MESSAGE,
    ],
    ['currentPolicyType', customer, OPTION_REQUIRED_MESSAGE],
    [
      'numberOfConsecutiveMonthsCover',
      { ...customer, currentPolicyType: 'STTAXI' },
      OPTION_REQUIRED_MESSAGE,
    ],
    [
      'fullYearsOfNoClaimsBonus',
      { ...customer, currentPolicyType: 'LPCPOL' },
      OPTION_REQUIRED_MESSAGE,
    ],
    ['claimFreeFor', { ...customer, currentPolicyType: 'ANTAXI' }, OPTION_REQUIRED_MESSAGE],
    [
      'policyCancelledReason',
      { ...formerCustomer, policyCancelledReason: '' },
      OPTION_REQUIRED_MESSAGE,
    ],
    [
      'typeOfPolicyAtTheTime',
      { ...formerCustomer, typeOfPolicyAtTheTime: '', monthsHeldThePolicyFor: '' },
      OPTION_REQUIRED_MESSAGE,
    ],
    [
      'monthsHeldThePolicyFor',
      { ...formerCustomer, monthsHeldThePolicyFor: '' },
      OPTION_REQUIRED_MESSAGE,
    ],
    [
      'daysHeldThePolicyFor',
      { ...formerCustomer, typeOfPolicyAtTheTime: 'D' },
      OPTION_REQUIRED_MESSAGE,
    ],
    ['disclaimerAccepted', { disclaimerOpened: false }, formText.cover.disclaimer],
    ['disclaimerAccepted', { disclaimerAccepted: false }, formText.cover.disclaimer],
  ])('%s (case %#) gives %s', (path, overrides, message) => {
    expect(errorsFor(overrides)).toEqual({ [path]: [message] });
  });

  it('accepts a start 15 minutes from now, and no NCD protection answer for 0 years', () => {
    expect(errorsFor({ coverStartDate: today, coverStartTime: '10:15' })).toEqual({});
    expect(errorsFor({ yearsOfNoClaimsDiscount: '0', protectNoClaimsDiscount: '' })).toEqual({});
  });

  it('starts with every question unanswered', () => {
    expect(Object.keys(fieldErrors(schema, emptyVehicleCoverValues())).sort()).toEqual([
      'coverStartDate',
      'coverStartTime',
      'disclaimerAccepted',
      'howDidYouHearAboutUs',
      'levelOfCover',
      'voluntaryExcess',
      'yearsOfNoClaimsDiscount',
    ]);
  });
});

describe('vehicle cover answers', () => {
  it('stores the cover start as an ISO date-time and only the questions the chain asked', () => {
    const answers = toVehicleCoverAnswers(
      vehicleCoverForm({
        ...formerCustomer,
        namedDriverForWhom: 'stale',
        fullYearsOfNoClaimsBonus: '3',
      }),
    );
    expect(answers).toEqual({
      coverDetails: {
        levelOfCover: 'COMP',
        effectiveFrom: new Date(2026, 10, 23, 9, 0).toISOString(),
        voluntaryExcess: 250,
        yearsOfNoClaimsDiscount: 4,
        protectNoClaimsDiscount: false,
        typeOfPolicyNCDEarned: null,
        doesDriveAnotherVehicle: null,
      },
      additionalQuestions: {
        howDidYouHearAboutUs: 'WCC',
        isNamedDriverOnExistingPolicy: null,
        namedDriverForWhom: null,
        experienceDrivingCompnayCar: null,
        claimFreeFor: null,
        isLookingToInsureSecondCar: null,
        currentPolicyType: null,
        numberOfConsecutiveMonthsCover: null,
        fullYearsOfNoClaimsBonus: null,
        policyCancelledReason: 'VS',
        typeOfPolicyAtTheTime: 'A',
        monthsHeldThePolicyFor: 7,
        daysHeldThePolicyFor: null,
      },
    });
  });

  it('round-trips the factory answers, asking for the disclaimer again', () => {
    const quote = aQuoteThrough(allSteps);
    const values = fromVehicleCoverState(quote);
    expect(values).toMatchObject({
      coverStartDate: { day: '23', month: '11', year: '2026' },
      disclaimerOpened: false,
      disclaimerAccepted: false,
    });
    expect(toVehicleCoverAnswers(values)).toMatchObject(answersFor('vehicleCover'));
  });

  it.each<[string, Partial<VehicleCoverValues>]>([
    [
      'recommended, named driver',
      { ...recommended, isNamedDriverOnExistingPolicy: 'yes', namedDriverForWhom: 'Parent' },
    ],
    [
      'recommended, other vehicle',
      { ...recommended, isNamedDriverOnExistingPolicy: 'no', doesDriveAnotherVehicle: 'yes' },
    ],
    [
      'customer, short-term taxi',
      { ...customer, currentPolicyType: 'STTAXI', numberOfConsecutiveMonthsCover: '6' },
    ],
    [
      'former customer, days',
      { ...formerCustomer, typeOfPolicyAtTheTime: 'D', daysHeldThePolicyFor: '12' },
    ],
  ])('round-trips %s', (_branch, overrides) => {
    const answers = toVehicleCoverAnswers(
      vehicleCoverForm({ ...overrides, protectNoClaimsDiscount: 'yes' }),
    );
    const quote = aQuoteThrough(allSteps, { vehicleCover: answers });
    const values = fromVehicleCoverState(quote);
    expect(
      fieldErrors(schema, { ...values, disclaimerOpened: true, disclaimerAccepted: true }),
    ).toEqual({});
    expect(toVehicleCoverAnswers(values)).toEqual(answers);
  });
});
