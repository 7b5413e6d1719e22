/**
 * A person's fields as several parts' forms check them (spec 1 §5 Person, spec 2 §5 Contact form and
 * Cardholder form): first name and surname, email address and UK phone number, each with the catalogue's
 * messages (./field-messages.ts). The wizard's About you and additional drivers, the contact details and the
 * cardholder form use these, so a name or an address is held to one rule everywhere.
 */
import * as v from 'valibot';
import { capitaliseName, isValidEmail, isValidName, isValidUkPhone, stripDigits } from './formats';
import { isFilled, rule, type Problem } from './fields';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  NAME_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from './field-messages';

/** spec 1 §5 Person: 1 to 50 letters, spaces, apostrophes, dots and hyphens, starting and ending with a letter. */
export function personNameSchema(requiredMessage: string) {
  return v.pipe(
    v.string(),
    rule((name: string) => {
      if (!isFilled(name)) return requiredMessage;
      return isValidName(name) ? null : NAME_INVALID_MESSAGE;
    }),
  );
}

export const firstNameSchema = () => personNameSchema(FIRST_NAME_REQUIRED_MESSAGE);
export const lastNameSchema = () => personNameSchema(LAST_NAME_REQUIRED_MESSAGE);

/** Names are capitalised before submit; surnames lose any digits (spec 1 §4, §5). */
export const toFirstName = (name: string): string => capitaliseName(name);
export const toLastName = (name: string): string => capitaliseName(stripDigits(name));

/** spec 1 §5 Person, spec 2 §5: an email address is required and must look like one. */
export const emailProblem: Problem<string> = (email) => {
  if (!isFilled(email)) return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(email) ? null : EMAIL_INVALID_MESSAGE;
};

/** spec 1 §5 Person, spec 2 §5: a UK phone number is required, a leading 0 and 10 or 11 digits. */
export const phoneProblem: Problem<string> = (phone) => {
  if (!isFilled(phone)) return PHONE_REQUIRED_MESSAGE;
  return isValidUkPhone(phone) ? null : PHONE_INVALID_MESSAGE;
};
