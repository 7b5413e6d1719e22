import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../../core/catalogue';
import { fieldErrors, TODAY } from '../../testing/schemas';
import { emptySaveQuoteValues, saveQuoteSchema, type SaveQuoteValues } from './save-quote';

const person = TEXT.forms.person;
const identity = TEXT.entries.identity;

const values = (overrides: Partial<SaveQuoteValues> = {}): SaveQuoteValues => ({
  ...emptySaveQuoteValues(' alex@example.com '),
  ...overrides,
});

describe("Save my quote's form (issue #29)", () => {
  it('needs an email address that looks like one', () => {
    const schema = saveQuoteSchema({ today: TODAY, asksIdentity: false });
    expect(fieldErrors(schema, values({ emailAddress: ' ' })).emailAddress).toEqual([
      person.emailRequired,
    ]);
    expect(fieldErrors(schema, values({ emailAddress: 'alex.example.com' })).emailAddress).toEqual([
      person.emailInvalid,
    ]);
  });

  it('after About you sends the email alone: the answers say who the customer is', () => {
    const schema = saveQuoteSchema({ today: TODAY, asksIdentity: false });
    expect(v.parse(schema, values())).toEqual({ emailAddress: 'alex@example.com', identity: null });
  });

  it('before About you asks the surname, date of birth and postcode, as the quote reminder does', () => {
    const schema = saveQuoteSchema({ today: TODAY, asksIdentity: true });
    const errors = fieldErrors(schema, values());
    expect(errors.surname).toEqual([identity.surnameRequired]);
    expect(errors.postcode).toEqual([identity.postcodeRequired]);
    expect(Object.keys(errors)).toContain('dateOfBirth');

    const given = values({
      surname: ' Saver ',
      dateOfBirth: { day: '5', month: '11', year: '1992' },
      postcode: 'sw1a1aa',
    });
    expect(v.parse(schema, given)).toEqual({
      emailAddress: 'alex@example.com',
      identity: { surname: 'Saver', dateOfBirth: '1992-11-05', postcode: 'SW1A 1AA' },
    });
  });
});
