import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { answersFor } from '../../testing/factories';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from '../../core/field-messages';
import {
  emptyModificationValues,
  modificationSchema,
  type ModificationValues,
} from './modification';
import { TODAY, aQuoteThrough, fieldErrors, vehicleDetailsTwoForm } from '../../testing/schemas';
import {
  emptyVehicleDetailsTwoValues,
  fromVehicleDetailsTwoState,
  keeperAfterAnswer,
  otherPartyOptions,
  toVehicleDetailsTwoAnswers,
  vehicleDetailsTwoSchema,
  type VehicleDetailsTwoValues,
} from './vehicle-details-two';
import { formText } from '../form-text';

const schema = vehicleDetailsTwoSchema({ today: TODAY, yearOfManufacture: 2019 });
const errorsFor = (overrides: Partial<VehicleDetailsTwoValues>) =>
  fieldErrors(schema, vehicleDetailsTwoForm(overrides));

const aModification = (overrides: Partial<ModificationValues> = {}): ModificationValues => ({
  modificationCode: 'ALW',
  value: '800',
  isForMedicalReasons: 'no',
  isCurrentInsurerNotified: false,
  ...overrides,
});

const notAssumed = (overrides: Partial<VehicleDetailsTwoValues> = {}) => ({
  assumptionAgree: 'no' as const,
  hasModifications: 'no' as const,
  imported: 'no' as const,
  leftHandDrive: 'no' as const,
  ...overrides,
});

describe('vehicle details two schema (spec 1 §5 Vehicle, spec 2 §5 Vehicle questionnaire)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof schema>>().toEqualTypeOf<VehicleDetailsTwoValues>();
    expectTypeOf<v.InferInput<typeof modificationSchema>>().toEqualTypeOf<ModificationValues>();
  });

  it('accepts valid answers', () => {
    expect(errorsFor({})).toEqual({});
    expect(
      errorsFor(notAssumed({ hasModifications: 'yes', modifications: [aModification()] })),
    ).toEqual({});
  });

  it.each<[string, Partial<VehicleDetailsTwoValues>, string]>([
    ['value', { value: '' }, formText.vehicle.valueRequired],
    ['value', { value: 'a lot' }, NUMBER_INVALID_MESSAGE],
    ['value', { value: '0' }, formText.vehicle.valuePositive],
    ['value', { value: '1,000,000.01' }, formText.vehicle.valueMaximum],
    ['vehiclePurchased', { vehiclePurchased: '' }, ANSWER_REQUIRED_MESSAGE],
    [
      'datePurchased',
      { datePurchased: { month: '', year: '2021' } },
      formText.vehicle.purchaseDateRequired,
    ],
    ['datePurchased', { datePurchased: { month: '13', year: '2021' } }, DATE_INVALID_MESSAGE],
    [
      'datePurchased',
      { datePurchased: { month: '01', year: '2027' } },
      formText.vehicle.purchaseDateFuture,
    ],
    [
      'datePurchased',
      { datePurchased: { month: '12', year: '2018' } },
      formText.vehicle.purchaseBeforeManufacture,
    ],
    ['legalOwner', { legalOwner: '' }, ANSWER_REQUIRED_MESSAGE],
    ['owner', { legalOwner: 'no', keeper: 'F' }, OPTION_REQUIRED_MESSAGE],
    ['keeper', { legalOwner: 'no', owner: 'H' }, OPTION_REQUIRED_MESSAGE],
    ['keeper', { isRegisteredKeeper: 'no' }, OPTION_REQUIRED_MESSAGE],
    ['isRegisteredKeeper', { isRegisteredKeeper: '' }, ANSWER_REQUIRED_MESSAGE],
    ['vehicleUse', { vehicleUse: '' }, OPTION_REQUIRED_MESSAGE],
    ['deliveryCompany', { deliveryCompany: '' }, OPTION_REQUIRED_MESSAGE],
    ['annualMileage', { annualMileage: '' }, formText.vehicle.annualMileageRequired],
    ['annualMileage', { annualMileage: '0' }, formText.vehicle.mileageMinimum],
    ['businessMileage', { vehicleUse: 'BUS1' }, formText.vehicle.businessMileageRequired],
    [
      'businessMileage',
      { vehicleUse: 'BUS2', businessMileage: '0' },
      formText.vehicle.mileageMinimum,
    ],
    ['keptOvernight', { keptOvernight: '' }, OPTION_REQUIRED_MESSAGE],
    ['assumptionAgree', { assumptionAgree: '' }, ANSWER_REQUIRED_MESSAGE],
    ['hasModifications', notAssumed({ hasModifications: '' }), ANSWER_REQUIRED_MESSAGE],
    ['imported', notAssumed({ imported: '' }), ANSWER_REQUIRED_MESSAGE],
    ['leftHandDrive', notAssumed({ leftHandDrive: '' }), ANSWER_REQUIRED_MESSAGE],
    [
      'modifications',
      notAssumed({ hasModifications: 'yes' }),
      formText.vehicle.modificationsRequired,
    ],
    [
      'modifications',
      notAssumed({
        hasModifications: 'yes',
        modifications: Array.from({ length: 6 }, () => aModification()),
      }),
      formText.vehicle.modificationsMaximum,
    ],
    ['countryOfRegistration', notAssumed({ imported: 'yes' }), OPTION_REQUIRED_MESSAGE],
  ])('%s: %j gives %s', (path, overrides, message) => {
    expect(errorsFor(overrides)).toEqual({ [path]: [message] });
  });

  it('accepts a purchase up to the month 30 days from today, and none when not purchased', () => {
    expect(errorsFor({ datePurchased: { month: '12', year: '2026' } })).toEqual({});
    expect(errorsFor({ datePurchased: { month: '1', year: '2019' } })).toEqual({});
    expect(errorsFor({ vehiclePurchased: 'no', datePurchased: { month: '', year: '' } })).toEqual(
      {},
    );
  });

  it('refuses the proposer chosen as owner or keeper from the lists, as if nobody was chosen', () => {
    expect(errorsFor({ legalOwner: 'no', owner: 'P', keeper: 'P' })).toEqual({
      owner: [OPTION_REQUIRED_MESSAGE],
    });
    expect(errorsFor({ isRegisteredKeeper: 'no', keeper: 'P' })).toEqual({
      keeper: [OPTION_REQUIRED_MESSAGE],
    });
    expect(
      errorsFor({ legalOwner: 'no', owner: 'H', isRegisteredKeeper: 'no', keeper: 'F' }),
    ).toEqual({});
  });

  it('lists everyone but the proposer as owner or keeper', () => {
    const option = (code: string) => ({ code, description: code });
    expect(otherPartyOptions(['P', 'H', 'F'].map(option))).toEqual(['H', 'F'].map(option));
  });

  it('fills in the proposer as keeper on Yes and takes it back on No', () => {
    expect(keeperAfterAnswer('yes', '')).toBe('P');
    expect(keeperAfterAnswer('no', 'P')).toBe('');
    expect(keeperAfterAnswer('no', 'F')).toBeUndefined();
  });

  it('asks for all the assumptions answers when they are not confirmed', () => {
    expect(errorsFor({ assumptionAgree: 'no' })).toEqual({
      hasModifications: [ANSWER_REQUIRED_MESSAGE],
      imported: [ANSWER_REQUIRED_MESSAGE],
      leftHandDrive: [ANSWER_REQUIRED_MESSAGE],
    });
  });

  it('reports each modification field at its path', () => {
    const values = notAssumed({
      hasModifications: 'yes',
      modifications: [emptyModificationValues()],
    });
    expect(errorsFor(values)).toEqual({
      'modifications.0.modificationCode': [OPTION_REQUIRED_MESSAGE],
      'modifications.0.value': [formText.modification.valueRequired],
      'modifications.0.isForMedicalReasons': [ANSWER_REQUIRED_MESSAGE],
    });
  });

  it('needs a modification value of at least £1', () => {
    expect(fieldErrors(modificationSchema, aModification({ value: '0.5' }))).toEqual({
      value: [formText.modification.valueMinimum],
    });
    expect(fieldErrors(modificationSchema, aModification({ value: 'x' }))).toEqual({
      value: [NUMBER_INVALID_MESSAGE],
    });
    expect(fieldErrors(modificationSchema, aModification({ value: '1' }))).toEqual({});
  });

  it('starts with every question unanswered', () => {
    expect(Object.keys(fieldErrors(schema, emptyVehicleDetailsTwoValues())).sort()).toEqual([
      'annualMileage',
      'assumptionAgree',
      'deliveryCompany',
      'isRegisteredKeeper',
      'keptOvernight',
      'legalOwner',
      'value',
      'vehiclePurchased',
      'vehicleUse',
    ]);
  });
});

describe('vehicle details two answers', () => {
  it('stores confirmed assumptions as no modifications, not imported and right-hand drive', () => {
    expect(toVehicleDetailsTwoAnswers(vehicleDetailsTwoForm({ keptOvernight: 'GAR' }))).toEqual({
      vehicleDetails: {
        value: 14500,
        vehiclePurchased: true,
        datePurchased: '2021-04-01',
        ownership: 'P',
        registeredKeeper: 'P',
        vehicleUse: 'HR',
        deliveryCompany: 'JUSTEAT',
        annualMileage: 15000,
        businessMileage: null,
        vehicleOvernight: 'GAR',
        modifications: [],
        isImported: false,
        countryOfRegistration: null,
        isLeftHandDrive: false,
      },
    });
  });

  it('stores the owner, keeper, business mileage, modifications and country when asked', () => {
    const answers = toVehicleDetailsTwoAnswers(
      vehicleDetailsTwoForm({
        value: '£12,500.50',
        legalOwner: 'no',
        owner: 'H',
        isRegisteredKeeper: 'no',
        keeper: 'L',
        vehicleUse: 'BUS1',
        businessMileage: '4000',
        ...notAssumed({
          hasModifications: 'yes',
          modifications: [aModification({ isForMedicalReasons: 'yes' })],
          imported: 'yes',
          countryOfRegistration: 'JP',
          leftHandDrive: 'yes',
        }),
      }),
    );
    expect(answers.vehicleDetails).toMatchObject({
      value: 12500.5,
      ownership: 'H',
      registeredKeeper: 'L',
      businessMileage: 4000,
      modifications: [
        {
          modificationCode: 'ALW',
          value: 800,
          isForMedicalReasons: true,
          isCurrentInsurerNotified: false,
        },
      ],
      isImported: true,
      countryOfRegistration: 'JP',
      isLeftHandDrive: true,
    });
  });

  it('drops the purchase date when not purchased', () => {
    const answers = toVehicleDetailsTwoAnswers(vehicleDetailsTwoForm({ vehiclePurchased: 'no' }));
    expect(answers.vehicleDetails?.datePurchased).toBe('1700-02-01');
  });

  it('round-trips the factory answers', () => {
    const quote = aQuoteThrough(['vehicleDetails', 'vehicleDetailsTwo']);
    const values = fromVehicleDetailsTwoState(quote);
    expect(values.assumptionAgree).toBe('yes');
    expect(toVehicleDetailsTwoAnswers(values)).toMatchObject(answersFor('vehicleDetailsTwo'));
  });

  it('round-trips a modified, imported vehicle kept by someone else', () => {
    const answers = toVehicleDetailsTwoAnswers(
      vehicleDetailsTwoForm({
        legalOwner: 'no',
        owner: 'F',
        isRegisteredKeeper: 'no',
        keeper: 'F',
        vehicleUse: 'BUS3',
        businessMileage: '2500',
        ...notAssumed({
          hasModifications: 'yes',
          modifications: [
            aModification(),
            aModification({ modificationCode: 'TNT', value: '150' }),
          ],
          imported: 'yes',
          countryOfRegistration: 'DE',
        }),
      }),
    );
    const quote = aQuoteThrough(['vehicleDetails', 'vehicleDetailsTwo'], {
      vehicleDetailsTwo: answers,
    });
    const values = fromVehicleDetailsTwoState(quote);
    expect(fieldErrors(schema, values)).toEqual({});
    expect(toVehicleDetailsTwoAnswers(values)).toEqual(answers);
  });
});
