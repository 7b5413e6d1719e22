import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DpaForm, RestartDpaForm, RetrievalForm } from '../../core/types';
import { TEXT } from '../../core/catalogue';
import {
  emptyReminderValues,
  emptyRestartValues,
  emptyRetrievalValues,
  reminderSchema,
  restartSchema,
  retrievalSchema,
  type ReminderValues,
  type RestartValues,
  type RetrievalValues,
} from './returning-visitor';
import { fieldErrors, TODAY } from '../../testing/schemas';

const identity = TEXT.entries.identity;
const retrieval = TEXT.entries.retrieval;

/** TODAY is 22 November 2026: the bounds are 22 November 1936 and 22 November 2009, both allowed. */
const born = (day: string, month: string, year: string) => ({ day, month, year });

const aReminder = (overrides: Partial<ReminderValues> = {}): ReminderValues => ({
  surname: ' Carter ',
  dateOfBirth: born('14', '3', '1988'),
  postcode: 'sw1a1aa',
  ...overrides,
});

const aRestart = (overrides: Partial<RestartValues> = {}): RestartValues => ({
  ...aReminder(),
  registration: 'dl19 car',
  ...overrides,
});

const aRetrieval = (overrides: Partial<RetrievalValues> = {}): RetrievalValues => ({
  ...aRestart(),
  firstName: ' Sam ',
  quoteRef: ' qte-1 ',
  ...overrides,
});

const reminder = reminderSchema({ today: TODAY });
const restart = restartSchema({ today: TODAY });

describe('reminder schema (spec 2 §2 Quote reminder form, §5)', () => {
  it('takes what the form holds and gives the event details', () => {
    expectTypeOf<v.InferInput<typeof reminder>>().toEqualTypeOf<ReminderValues>();
    expectTypeOf<v.InferOutput<typeof reminder>>().toEqualTypeOf<DpaForm>();
    expect(v.parse(reminder, aReminder())).toEqual({
      surname: 'Carter',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
    });
  });

  it('requires every field, each with its message', () => {
    expect(fieldErrors(reminder, emptyReminderValues())).toEqual({
      surname: [identity.surnameRequired],
      dateOfBirth: [identity.dateOfBirthRequired],
      postcode: [identity.postcodeRequired],
    });
  });

  it.each([
    [born('22', '11', '2009'), null],
    [born('23', '11', '2009'), identity.tooYoung],
    [born('22', '11', '1936'), null],
    [born('21', '11', '1936'), identity.tooOld],
    [born('31', '2', '1990'), TEXT.forms.field.dateInvalid],
    [born('14', '3', ''), identity.dateOfBirthRequired],
  ])('date of birth %j: %s', (dateOfBirth, message) => {
    const errors = fieldErrors(reminder, aReminder({ dateOfBirth }));
    expect(errors).toEqual(message === null ? {} : { dateOfBirth: [message] });
  });

  it('counts the bounds from the day it is given', () => {
    const later = reminderSchema({ today: new Date(2026, 10, 23, 9, 0) });
    expect(fieldErrors(later, aReminder({ dateOfBirth: born('23', '11', '2009') }))).toEqual({});
  });

  it('refuses a postcode that is not one', () => {
    expect(fieldErrors(reminder, aReminder({ postcode: '12345' }))).toEqual({
      postcode: [TEXT.forms.address.postcodeInvalid],
    });
  });
});

describe('restart schema (spec 2 §2 Restart landing, §5 Restart form)', () => {
  it('gives the details with the registration as it is looked up', () => {
    expectTypeOf<v.InferOutput<typeof restart>>().toEqualTypeOf<RestartDpaForm>();
    expect(v.parse(restart, aRestart())).toEqual({
      surname: 'Carter',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      registration: 'DL19CAR',
    });
  });

  it('requires every field, each with its message', () => {
    expect(fieldErrors(restart, emptyRestartValues())).toEqual({
      surname: [identity.surnameRequired],
      dateOfBirth: [identity.dateOfBirthRequired],
      postcode: [identity.postcodeRequired],
      registration: [identity.registrationRequired],
    });
  });

  it('has the reminder bounds: 17 to 90 years', () => {
    expect(fieldErrors(restart, aRestart({ dateOfBirth: born('1', '1', '2010') }))).toEqual({
      dateOfBirth: [identity.tooYoung],
    });
    expect(fieldErrors(restart, aRestart({ dateOfBirth: born('1', '1', '1930') }))).toEqual({
      dateOfBirth: [identity.tooOld],
    });
  });

  it('refuses a registration that is not one', () => {
    expect(fieldErrors(restart, aRestart({ registration: 'DL19-CAR' }))).toEqual({
      registration: [TEXT.forms.registration.invalid],
    });
  });
});

describe('retrieval schema (spec 1 §5 Quote retrieval form)', () => {
  const asking = retrievalSchema({ today: TODAY, asksQuoteRef: true });
  const knowing = retrievalSchema({ today: TODAY, asksQuoteRef: false });

  it('gives the details with the reference typed, upper-cased', () => {
    expectTypeOf<v.InferOutput<typeof asking>>().toEqualTypeOf<RetrievalForm>();
    expect(v.parse(asking, aRetrieval())).toEqual({
      firstName: 'Sam',
      surname: 'Carter',
      dateOfBirth: '1988-03-14',
      postcode: 'SW1A 1AA',
      registration: 'DL19CAR',
      quoteRef: 'QTE-1',
    });
  });

  it('sends no reference when the page knows it', () => {
    expect(v.parse(knowing, aRetrieval({ quoteRef: 'ignored' })).quoteRef).toBe('');
    expect(fieldErrors(knowing, aRetrieval({ quoteRef: '' }))).toEqual({});
  });

  it('requires every field, the reference only when asked', () => {
    const required = {
      firstName: [retrieval.firstNameRequired],
      surname: [retrieval.lastNameRequired],
      dateOfBirth: [identity.dateOfBirthRequired],
      postcode: [identity.postcodeRequired],
      registration: [identity.registrationRequired],
    };
    expect(fieldErrors(asking, emptyRetrievalValues())).toEqual({
      ...required,
      quoteRef: [retrieval.quoteRefRequired],
    });
    expect(fieldErrors(knowing, emptyRetrievalValues())).toEqual(required);
  });

  it.each([
    ['Lee', retrieval.lastNameTooShort],
    [' Lee ', retrieval.lastNameTooShort],
    ['Leek', null],
  ])('last name %j: %s', (surname, message) => {
    const errors = fieldErrors(asking, aRetrieval({ surname }));
    expect(errors).toEqual(message === null ? {} : { surname: [message] });
  });
});
