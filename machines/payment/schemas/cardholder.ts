/**
 * The card page's cardholder form (spec 2 §3 Cardholder form, §4 Cardholder form, §5 Cardholder form): billing
 * details the same as the proposer's copies the proposer's name, email and first address line; no clears them
 * for the cardholder's own. Saving the card is one choice: ticked, the card is saved; left, it is not (spec 2 §4
 * Cardholder form's saveCard or dontSaveCard, exclusive by construction; docs/rules.md).
 */
import * as v from 'valibot';
import type { CardholderDetails } from '../../core/types';
import type { ContactState, QuoteState } from '../../core/state';
import { formText } from '../../wizard';
import { isFilled, requiredYesNo, rule, type YesNo } from '../../core/fields';
import { emailProblem, firstNameSchema, lastNameSchema } from '../../core/person-fields';

export interface CardholderValues {
  billingDetails: YesNo;
  cardholderFirstName: string;
  cardholderLastName: string;
  cardholderEmail: string;
  cardholderAddress: string;
  saveCard: boolean;
}

const emailSchema = v.pipe(v.string(), rule(emailProblem));

export const cardholderSchema = v.object({
  billingDetails: requiredYesNo(),
  cardholderFirstName: firstNameSchema(),
  cardholderLastName: lastNameSchema(),
  cardholderEmail: emailSchema,
  cardholderAddress: v.pipe(
    v.string(),
    rule((line: string) => (isFilled(line) ? null : formText.person.homeAddressRequired)),
  ),
  saveCard: v.boolean(),
});

export const emptyCardholder = (): CardholderValues => ({
  billingDetails: '',
  cardholderFirstName: '',
  cardholderLastName: '',
  cardholderEmail: '',
  cardholderAddress: '',
  saveCard: false,
});

/** 'Yes' to billing details the same as the proposer's: their name, email and first address line. */
export function cardholderFromProposer(
  quote: Pick<QuoteState, 'proposerDetails'>,
  contact: Pick<ContactState, 'contactEmail'>,
): Pick<
  CardholderValues,
  'cardholderFirstName' | 'cardholderLastName' | 'cardholderEmail' | 'cardholderAddress'
> {
  const proposer = quote.proposerDetails;
  return {
    cardholderFirstName: proposer.firstName,
    cardholderLastName: proposer.lastNames,
    cardholderEmail: contact.contactEmail || (proposer.emailAddress ?? ''),
    cardholderAddress: proposer.address.line1,
  };
}

/** The form's answer to the billing question, as the form should then read. */
export function withBillingAnswer(
  values: CardholderValues,
  answer: YesNo,
  proposer: ReturnType<typeof cardholderFromProposer>,
): CardholderValues {
  if (answer === 'yes') return { ...values, billingDetails: answer, ...proposer };
  const cleared = answer === 'no' ? emptyCardholder() : values;
  return {
    ...cleared,
    saveCard: values.saveCard,
    billingDetails: answer,
  };
}

/** What the card page sends the journey once the form is valid. */
export function cardholderDetailsOf(values: CardholderValues): CardholderDetails {
  return {
    sameAsProposer: values.billingDetails === 'yes',
    firstName: values.cardholderFirstName.trim(),
    lastName: values.cardholderLastName.trim(),
    email: values.cardholderEmail.trim(),
    line1: values.cardholderAddress.trim(),
    saveCard: values.saveCard,
  };
}
