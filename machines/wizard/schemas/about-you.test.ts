import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { POSTCODE_REQUIRED_MESSAGE } from '../../core/formats';
import { answersFor } from '../../testing/factories';
import {
  aboutYouSchema,
  emptyAboutYouValues,
  fromAboutYouState,
  toAboutYouAnswers,
  type AboutYouValues,
} from './about-you';
import {
  ANSWER_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  NAME_INVALID_MESSAGE,
  OPTION_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from '../../core/field-messages';
import { TODAY, aQuoteThrough, aboutYouForm, anAddress, fieldErrors } from '../../testing/schemas';
import { formText } from '../form-text';

const schema = aboutYouSchema({ today: TODAY });
const errorsFor = (overrides: Partial<AboutYouValues>) =>
  fieldErrors(schema, aboutYouForm(overrides));

const depot = anAddress({ postcode: 'LS1 1AA', line1: '2 Park Row', city: 'Leeds' });

describe('about you schema (spec 1 §5 Person, Postcode and address)', () => {
  it('takes what the form holds', () => {
    expectTypeOf<v.InferInput<typeof schema>>().toEqualTypeOf<AboutYouValues>();
  });

  it('accepts valid answers', () => {
    expect(errorsFor({})).toEqual({});
    expect(
      errorsFor({
        firstName: 'Zoë-Anne',
        lastNames: "O'Brien Smith-Jones",
        isNotKeptAtHomeAddressOverNight: 'yes',
        overnightAddress: depot,
      }),
    ).toEqual({});
  });

  it.each<[string, Partial<AboutYouValues>, string]>([
    ['title', { title: '' }, OPTION_REQUIRED_MESSAGE],
    ['firstName', { firstName: ' ' }, FIRST_NAME_REQUIRED_MESSAGE],
    ['firstName', { firstName: 'S4m' }, NAME_INVALID_MESSAGE],
    ['firstName', { firstName: 'Sam-' }, NAME_INVALID_MESSAGE],
    ['lastNames', { lastNames: '' }, LAST_NAME_REQUIRED_MESSAGE],
    ['lastNames', { lastNames: 'C'.repeat(51) }, NAME_INVALID_MESSAGE],
    ['lastNames', { lastNames: '.Carter' }, NAME_INVALID_MESSAGE],
    ['dateOfBirth', { dateOfBirth: { day: '03', month: '', year: '1991' } }, DATE_REQUIRED_MESSAGE],
    [
      'dateOfBirth',
      { dateOfBirth: { day: '30', month: '02', year: '1991' } },
      DATE_INVALID_MESSAGE,
    ],
    [
      'dateOfBirth',
      { dateOfBirth: { day: '23', month: '11', year: '2010' } },
      formText.person.minimumAge,
    ],
    ['emailAddress', { emailAddress: '' }, formText.person.emailRequired],
    ['emailAddress', { emailAddress: 'sam@example' }, formText.person.emailInvalid],
    ['phoneNumber', { phoneNumber: '' }, PHONE_REQUIRED_MESSAGE],
    ['phoneNumber', { phoneNumber: '7700900123' }, PHONE_INVALID_MESSAGE],
    ['phoneNumber', { phoneNumber: '+447700900123' }, PHONE_INVALID_MESSAGE],
    ['maritalStatus', { maritalStatus: '' }, OPTION_REQUIRED_MESSAGE],
    ['address', { address: anAddress({ line1: '' }) }, formText.person.homeAddressRequired],
    ['address', { address: anAddress({ postcode: '' }) }, POSTCODE_REQUIRED_MESSAGE],
    ['address', { address: anAddress({ postcode: 'SW1' }) }, formText.address.postcodeInvalid],
    ['isHomeOwner', { isHomeOwner: '' }, ANSWER_REQUIRED_MESSAGE],
    [
      'isNotKeptAtHomeAddressOverNight',
      { isNotKeptAtHomeAddressOverNight: '' },
      ANSWER_REQUIRED_MESSAGE,
    ],
    [
      'overnightAddress',
      { isNotKeptAtHomeAddressOverNight: 'yes' },
      formText.person.overnightAddressRequired,
    ],
    [
      'overnightAddress',
      { isNotKeptAtHomeAddressOverNight: 'yes', overnightAddress: { ...depot, postcode: 'LS1' } },
      formText.address.postcodeInvalid,
    ],
    [
      'overnightAddress',
      {
        isNotKeptAtHomeAddressOverNight: 'yes',
        overnightAddress: anAddress({ postcode: 'sw1a1aa', line1: 'FLAT 1, REGENCY MANSIONS' }),
      },
      formText.person.sameOvernightAddress,
    ],
  ])('%s: %j gives %s', (path, overrides, message) => {
    expect(errorsFor(overrides)).toEqual({ [path]: [message] });
  });

  it('accepts a proposer who turns 16 today', () => {
    expect(errorsFor({ dateOfBirth: { day: '22', month: '11', year: '2010' } })).toEqual({});
  });

  it('starts with every question unanswered', () => {
    expect(Object.keys(fieldErrors(schema, emptyAboutYouValues())).sort()).toEqual([
      'address',
      'dateOfBirth',
      'emailAddress',
      'firstName',
      'isHomeOwner',
      'isNotKeptAtHomeAddressOverNight',
      'lastNames',
      'maritalStatus',
      'phoneNumber',
      'title',
    ]);
  });
});

describe('about you answers', () => {
  it('capitalises names, strips digits from the surname and normalises phone and dates', () => {
    const answers = toAboutYouAnswers(
      aboutYouForm({
        firstName: '  sam ',
        lastNames: "o'brien-smith2",
        dateOfBirth: { day: '3', month: '9', year: '1991' },
        emailAddress: ' sam.carter@example.com ',
        phoneNumber: '07700 900 123',
      }),
    );
    expect(answers.proposerDetails).toMatchObject({
      firstName: 'Sam',
      lastNames: "O'Brien-Smith",
      dateOfBirth: '1991-09-03',
      emailAddress: 'sam.carter@example.com',
      phoneNumber: '07700900123',
    });
  });

  it('stores the overnight address only when the vehicle is kept away from home', () => {
    const away = toAboutYouAnswers(
      aboutYouForm({ isNotKeptAtHomeAddressOverNight: 'yes', overnightAddress: depot }),
    );
    expect(away.vehicleDetails).toMatchObject({
      isNotKeptAtHomeAddressOverNight: true,
      overnightAddress: { postcode: 'LS1 1AA', line1: '2 Park Row', city: 'Leeds', line2: null },
    });
    const home = toAboutYouAnswers(aboutYouForm({ overnightAddress: depot }));
    expect(home.vehicleDetails).toEqual({
      isNotKeptAtHomeAddressOverNight: false,
      overnightAddress: null,
    });
  });

  it('round-trips the factory answers', () => {
    const quote = aQuoteThrough(['vehicleDetails', 'vehicleDetailsTwo', 'aboutYou']);
    const values = fromAboutYouState(quote);
    expect(fieldErrors(schema, values)).toEqual({});
    expect(toAboutYouAnswers(values)).toMatchObject(answersFor('aboutYou'));
  });

  it('round-trips an overnight address', () => {
    const answers = toAboutYouAnswers(
      aboutYouForm({ isNotKeptAtHomeAddressOverNight: 'yes', overnightAddress: depot }),
    );
    const quote = aQuoteThrough(['vehicleDetails', 'vehicleDetailsTwo', 'aboutYou'], {
      aboutYou: answers,
    });
    expect(toAboutYouAnswers(fromAboutYouState(quote))).toEqual(answers);
  });
});
