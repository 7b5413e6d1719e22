import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Claim, Conviction } from '../../core/contract';
import { answersFor } from '../../testing/factories';
import { type claimSchema, emptyClaimValues, type ClaimValues } from './claim';
import { convictionSchema, emptyConvictionValues, type ConvictionValues } from './conviction';
import {
  driverDetailsTwoSchema,
  emptyDriverDetailsTwoValues,
  fromDriverDetailsTwoState,
  toDriverDetailsTwoAnswers,
  type DriverDetailsTwoValues,
} from './driver-details-two';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
} from '../../core/field-messages';

import { TODAY, aQuoteThrough, driverDetailsTwoForm, fieldErrors } from '../../testing/schemas';
import { formText } from '../form-text';

const schema = driverDetailsTwoSchema({ today: TODAY, dateOfBirth: '1991-09-03' });
const errorsFor = (overrides: Partial<DriverDetailsTwoValues>) =>
  fieldErrors(schema, driverDetailsTwoForm(overrides));

const aClaim = (overrides: Partial<ClaimValues> = {}): ClaimValues => ({
  dateOfClaim: { day: '10', month: '03', year: '2023' },
  typeOfClaim: 'AC',
  statusOfClaim: 'S',
  atFault: 'no',
  noClaimsBonusAffected: 'no',
  costOfClaim: '850',
  ...overrides,
});

const aConviction = (overrides: Partial<ConvictionValues> = {}): ConvictionValues => ({
  dateOfConviction: { day: '01', month: '08', year: '2025' },
  offenceCode: 'SP30',
  wasDisqualified: 'no',
  banStartDate: { day: '', month: '', year: '' },
  banEndDate: { day: '', month: '', year: '' },
  numberOfPoints: '3',
  fineAmount: '100',
  isPending: 'no',
  ...overrides,
});

const aBan = (overrides: Partial<ConvictionValues> = {}): ConvictionValues =>
  aConviction({
    wasDisqualified: 'yes',
    banStartDate: { day: '01', month: '08', year: '2025' },
    banEndDate: { day: '01', month: '02', year: '2026' },
    ...overrides,
  });

const withClaim = (claim: ClaimValues) =>
  errorsFor({ hasMotoringClaims: 'yes', motoringClaims: [claim] });
const withConviction = (conviction: ConvictionValues) =>
  errorsFor({ hasMotoringConvictions: 'yes', motoringConvictions: [conviction] });

describe('driver details two schema (spec 1 §5 Driver, spec 2 §5 Driver questionnaire)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof schema>>().toEqualTypeOf<DriverDetailsTwoValues>();
    expectTypeOf<v.InferInput<ReturnType<typeof claimSchema>>>().toEqualTypeOf<ClaimValues>();
    expectTypeOf<
      v.InferInput<ReturnType<typeof convictionSchema>>
    >().toEqualTypeOf<ConvictionValues>();
  });

  it('accepts valid answers', () => {
    expect(errorsFor({})).toEqual({});
    expect(withClaim(aClaim())).toEqual({});
    expect(withConviction(aConviction())).toEqual({});
    expect(withConviction(aBan())).toEqual({});
  });

  it.each<[keyof DriverDetailsTwoValues]>([
    ['hasMotoringConvictions'],
    ['hasMotoringClaims'],
    ['hasCriminalConvictions'],
    ['hasBeenRefusedCover'],
    ['accessToOtherVehicles'],
    ['hasAdditionalDriver'],
  ])('needs an answer to %s', (field) => {
    expect(errorsFor({ [field]: '' })).toEqual({ [field]: [ANSWER_REQUIRED_MESSAGE] });
  });

  it('needs at least one conviction or claim when the answer is yes', () => {
    expect(errorsFor({ hasMotoringConvictions: 'yes' })).toEqual({
      motoringConvictions: [formText.history.convictionsRequired],
    });
    expect(errorsFor({ hasMotoringClaims: 'yes' })).toEqual({
      motoringClaims: [formText.history.claimsRequired],
    });
  });

  it('ignores listed items once the answer is no', () => {
    expect(errorsFor({ motoringClaims: [emptyClaimValues()] })).toEqual({});
    expect(errorsFor({ motoringConvictions: [emptyConvictionValues()] })).toEqual({});
  });

  it('reports every field of an empty claim at its path', () => {
    expect(withClaim(emptyClaimValues())).toEqual({
      'motoringClaims.0.dateOfClaim': [DATE_REQUIRED_MESSAGE],
      'motoringClaims.0.typeOfClaim': [OPTION_REQUIRED_MESSAGE],
      'motoringClaims.0.statusOfClaim': [OPTION_REQUIRED_MESSAGE],
      'motoringClaims.0.atFault': [ANSWER_REQUIRED_MESSAGE],
      'motoringClaims.0.noClaimsBonusAffected': [ANSWER_REQUIRED_MESSAGE],
      'motoringClaims.0.costOfClaim': [formText.claim.costRequired],
    });
  });

  it.each<[string, Partial<ClaimValues>, string]>([
    [
      'dateOfClaim',
      { dateOfClaim: { day: '31', month: '11', year: '2023' } },
      DATE_INVALID_MESSAGE,
    ],
    [
      'dateOfClaim',
      { dateOfClaim: { day: '23', month: '11', year: '2026' } },
      formText.claim.dateFuture,
    ],
    [
      'dateOfClaim',
      { dateOfClaim: { day: '21', month: '11', year: '2021' } },
      formText.claim.dateLookBack,
    ],
    ['costOfClaim', { costOfClaim: '-1' }, formText.claim.costMinimum],
    ['costOfClaim', { costOfClaim: 'lots' }, NUMBER_INVALID_MESSAGE],
  ])('claim %s: %j gives %s', (field, overrides, message) => {
    expect(withClaim(aClaim(overrides))).toEqual({ [`motoringClaims.0.${field}`]: [message] });
  });

  it('accepts a claim today, one exactly 5 years ago and one costing nothing', () => {
    expect(withClaim(aClaim({ dateOfClaim: { day: '22', month: '11', year: '2026' } }))).toEqual(
      {},
    );
    expect(withClaim(aClaim({ dateOfClaim: { day: '22', month: '11', year: '2021' } }))).toEqual(
      {},
    );
    expect(withClaim(aClaim({ costOfClaim: '0' }))).toEqual({});
  });

  it('reports every field of an empty conviction at its path', () => {
    expect(withConviction(emptyConvictionValues())).toEqual({
      'motoringConvictions.0.dateOfConviction': [DATE_REQUIRED_MESSAGE],
      'motoringConvictions.0.offenceCode': [OPTION_REQUIRED_MESSAGE],
      'motoringConvictions.0.wasDisqualified': [ANSWER_REQUIRED_MESSAGE],
      'motoringConvictions.0.numberOfPoints': [OPTION_REQUIRED_MESSAGE],
      'motoringConvictions.0.fineAmount': [formText.conviction.fineRequired],
      'motoringConvictions.0.isPending': [ANSWER_REQUIRED_MESSAGE],
    });
  });

  it.each<[string, ConvictionValues, string]>([
    [
      'dateOfConviction',
      aConviction({ dateOfConviction: { day: '23', month: '11', year: '2026' } }),
      formText.conviction.dateFuture,
    ],
    [
      'dateOfConviction',
      aConviction({ dateOfConviction: { day: '21', month: '11', year: '2021' } }),
      formText.conviction.dateLookBack,
    ],
    [
      'dateOfConviction',
      aBan({ dateOfConviction: { day: '02', month: '08', year: '2025' } }),
      formText.conviction.afterBanStart,
    ],
    ['numberOfPoints', aConviction({ numberOfPoints: '12' }), OPTION_REQUIRED_MESSAGE],
    ['fineAmount', aConviction({ fineAmount: '-5' }), formText.conviction.fineMinimum],
    [
      'banStartDate',
      aBan({ banStartDate: { day: '', month: '', year: '' } }),
      DATE_REQUIRED_MESSAGE,
    ],
    [
      'banStartDate',
      aBan({
        banStartDate: { day: '23', month: '11', year: '2026' },
        banEndDate: { day: '23', month: '11', year: '2027' },
      }),
      formText.conviction.banStartFuture,
    ],
    ['banEndDate', aBan({ banEndDate: { day: '', month: '', year: '' } }), DATE_REQUIRED_MESSAGE],
    [
      'banEndDate',
      aBan({ banEndDate: { day: '31', month: '07', year: '2025' } }),
      formText.conviction.banEndBeforeStart,
    ],
  ])('conviction %s (case %#)', (field, conviction, message) => {
    expect(withConviction(conviction)).toEqual({ [`motoringConvictions.0.${field}`]: [message] });
  });

  it('refuses conviction and ban dates before the date of birth', () => {
    const young = convictionSchema({ today: TODAY, dateOfBirth: '2024-01-01' });
    expect(
      fieldErrors(
        young,
        aBan({
          dateOfConviction: { day: '01', month: '08', year: '2023' },
          banStartDate: { day: '31', month: '12', year: '2023' },
        }),
      ),
    ).toEqual({
      dateOfConviction: ['Please select a date after 01/01/2024'],
      banStartDate: ['Please select a date after 01/01/2024'],
    });
  });

  it('starts with every question unanswered', () => {
    expect(Object.keys(fieldErrors(schema, emptyDriverDetailsTwoValues())).sort()).toEqual([
      'accessToOtherVehicles',
      'hasAdditionalDriver',
      'hasBeenRefusedCover',
      'hasCriminalConvictions',
      'hasMotoringClaims',
      'hasMotoringConvictions',
    ]);
  });
});

describe('driver details two answers', () => {
  it('stores claims and convictions with typed values and ISO dates', () => {
    const answers = toDriverDetailsTwoAnswers(
      driverDetailsTwoForm({
        hasMotoringClaims: 'yes',
        motoringClaims: [aClaim({ atFault: 'yes', costOfClaim: '1,250.50' })],
        hasMotoringConvictions: 'yes',
        motoringConvictions: [aConviction(), aBan({ isPending: 'yes' })],
        hasAdditionalDriver: 'yes',
      }),
    );
    expect(answers).toEqual({
      proposerDetails: {
        motoringClaims: [
          {
            dateOfClaim: '2023-03-10',
            typeOfClaim: 'AC',
            statusOfClaim: 'S',
            atFault: true,
            noClaimsBonusAffected: false,
            costOfClaim: 1250.5,
          },
        ] satisfies Claim[],
        motoringConvictions: [
          {
            dateOfConviction: '2025-08-01',
            offenceCode: 'SP30',
            wasDisqualified: false,
            banStartDate: null,
            banEndDate: null,
            numberOfPoints: 3,
            fineAmount: 100,
            isPending: false,
          },
          {
            dateOfConviction: '2025-08-01',
            offenceCode: 'SP30',
            wasDisqualified: true,
            banStartDate: '2025-08-01',
            banEndDate: '2026-02-01',
            numberOfPoints: 3,
            fineAmount: 100,
            isPending: true,
          },
        ] satisfies Conviction[],
        hasCriminalConvictions: false,
        hasBeenRefusedCover: false,
        accessToOtherVehicles: false,
      },
      hasAdditionalDriver: true,
    });
  });

  it('drops listed items once the answer is no', () => {
    const answers = toDriverDetailsTwoAnswers(driverDetailsTwoForm({ motoringClaims: [aClaim()] }));
    expect(answers.proposerDetails?.motoringClaims).toEqual([]);
  });

  it('round-trips the factory answers', () => {
    const quote = aQuoteThrough([
      'vehicleDetails',
      'vehicleDetailsTwo',
      'aboutYou',
      'driverDetails',
      'driverDetailsTwo',
    ]);
    const values = fromDriverDetailsTwoState(quote);
    expect(fieldErrors(schema, values)).toEqual({});
    expect(toDriverDetailsTwoAnswers(values)).toMatchObject(answersFor('driverDetailsTwo'));
  });

  it('round-trips a history of claims and convictions', () => {
    const answers = toDriverDetailsTwoAnswers(
      driverDetailsTwoForm({
        hasMotoringClaims: 'yes',
        motoringClaims: [aClaim()],
        hasMotoringConvictions: 'yes',
        motoringConvictions: [aBan()],
      }),
    );
    const quote = aQuoteThrough(['driverDetailsTwo'], { driverDetailsTwo: answers });
    const values = fromDriverDetailsTwoState(quote);
    expect(fieldErrors(schema, values)).toEqual({});
    expect(toDriverDetailsTwoAnswers(values)).toEqual(answers);
  });

  it('leaves the list answers unanswered until the step has been completed', () => {
    const values = fromDriverDetailsTwoState(aQuoteThrough([]));
    expect(values.hasMotoringClaims).toBe('');
    expect(values.hasMotoringConvictions).toBe('');
  });
});
