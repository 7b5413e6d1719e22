import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { initialContactState, initialQuoteState } from '../../core/state';
import { formText } from '../../wizard/form-text';
import {
  cardholderDetailsOf,
  cardholderFromProposer,
  cardholderSchema,
  emptyCardholder,
  withBillingAnswer,
  type CardholderValues,
} from './cardholder';

const valid: CardholderValues = {
  billingDetails: 'no',
  cardholderFirstName: 'Alex',
  cardholderLastName: "O'Neill",
  cardholderEmail: 'alex@example.com',
  cardholderAddress: '1 High Street',
  saveCard: true,
};

function problems(values: CardholderValues): Record<string, string> {
  const result = v.safeParse(cardholderSchema, values);
  if (result.success) return {};
  return Object.fromEntries(
    result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]),
  );
}

describe('the cardholder form (spec 2 §5 Cardholder form)', () => {
  it('accepts a complete cardholder', () => {
    expect(problems(valid)).toEqual({});
  });

  it('asks whether the billing details are the proposer’s', () => {
    expect(problems({ ...valid, billingDetails: '' }).billingDetails).toBe(
      formText.field.answerRequired,
    );
  });

  it('says which name is missing or not a name', () => {
    const found = problems({ ...valid, cardholderFirstName: '', cardholderLastName: 'Sm1th!' });
    expect(found.cardholderFirstName).toBe(formText.person.firstNameRequired);
    expect(found.cardholderLastName).toBe(formText.person.nameInvalid);
  });

  it('gives the email messages of the spec', () => {
    expect(problems({ ...valid, cardholderEmail: '' }).cardholderEmail).toBe(
      'Email address is a required field',
    );
    expect(problems({ ...valid, cardholderEmail: 'alex@' }).cardholderEmail).toBe(
      'Please enter a valid email address',
    );
  });

  it('asks for the address', () => {
    expect(problems({ ...valid, cardholderAddress: '  ' }).cardholderAddress).toBe(
      'Please enter your address',
    );
  });
});

describe('billing details and the save-card choice', () => {
  const quote = initialQuoteState();
  quote.proposerDetails.firstName = 'Sam';
  quote.proposerDetails.lastNames = 'Carter';
  quote.proposerDetails.address = { postcode: 'SW1A 1AA', line1: '10 Downing Street' };
  const contact = { ...initialContactState(), contactEmail: 'sam@example.com' };
  const proposer = cardholderFromProposer(quote, contact);

  it("yes copies the proposer's name, email and address", () => {
    expect(withBillingAnswer(emptyCardholder(), 'yes', proposer)).toMatchObject({
      billingDetails: 'yes',
      cardholderFirstName: 'Sam',
      cardholderLastName: 'Carter',
      cardholderEmail: 'sam@example.com',
      cardholderAddress: '10 Downing Street',
    });
  });

  it('no clears them and keeps the save-card choice', () => {
    const copied = withBillingAnswer({ ...emptyCardholder(), saveCard: true }, 'yes', proposer);
    expect(withBillingAnswer(copied, 'no', proposer)).toEqual({
      ...emptyCardholder(),
      billingDetails: 'no',
      saveCard: true,
    });
  });

  it('sends the journey the cardholder as typed, trimmed', () => {
    expect(cardholderDetailsOf({ ...valid, cardholderFirstName: ' Alex ' })).toEqual({
      sameAsProposer: false,
      firstName: 'Alex',
      lastName: "O'Neill",
      email: 'alex@example.com',
      line1: '1 High Street',
      saveCard: true,
    });
  });
});
