/**
 * Messages shared by several wizard forms, named for the many schemas that use them; the wording is the
 * catalogue's (machines/wizard/form-text.ts).
 */
import { isValid, lightFormat, parseISO } from 'date-fns';
import { ukDayOf } from '../../shared/uk-day';
import { formText } from '../wizard/form-text';
import { isUnsetDate } from './state';

export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

/**
 * An ISO date as pages show it (dd/MM/yyyy, spec 2 §9), or null when it is missing, the contract's unset date
 * (machines/core/state.ts `UNSET_DATE`) or not a date. A date-time (a cover's start or end) is an instant: it
 * shows the day it falls on in the UK, where the customer and the cover are, whatever zone the browser's clock
 * is set to.
 */
export function displayDate(iso: string | null | undefined): string | null {
  if (!iso || isUnsetDate(iso)) return null;
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return lightFormat(/[Tt]/.test(iso) ? ukDayOf(date) : date, DISPLAY_DATE_FORMAT);
}

export const ANSWER_REQUIRED_MESSAGE: string = formText.field.answerRequired;
export const OPTION_REQUIRED_MESSAGE: string = formText.field.optionRequired;
export const DATE_REQUIRED_MESSAGE: string = formText.field.dateRequired;
export const DATE_INVALID_MESSAGE: string = formText.field.dateInvalid;
export const NUMBER_INVALID_MESSAGE: string = formText.field.numberInvalid;

export const FIRST_NAME_REQUIRED_MESSAGE: string = formText.person.firstNameRequired;
export const LAST_NAME_REQUIRED_MESSAGE: string = formText.person.lastNameRequired;
export const NAME_INVALID_MESSAGE: string = formText.person.nameInvalid;

export const EMAIL_REQUIRED_MESSAGE: string = formText.person.emailRequired;
export const EMAIL_INVALID_MESSAGE: string = formText.person.emailInvalid;

export const PHONE_REQUIRED_MESSAGE: string = formText.person.phoneRequired;
export const PHONE_INVALID_MESSAGE: string = formText.person.phoneInvalid;

/** spec 1 §5 Driver: 'Please select a date before {date}', the date shown dd/MM/yyyy. */
export function dateBeforeMessage(date: Date): string {
  return formText.field.dateBefore(lightFormat(date, DISPLAY_DATE_FORMAT));
}

/** spec 1 §5 Driver: 'Please select a date after {date}', the date shown dd/MM/yyyy. */
export function dateAfterMessage(date: Date): string {
  return formText.field.dateAfter(lightFormat(date, DISPLAY_DATE_FORMAT));
}
