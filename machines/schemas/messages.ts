/**
 * Messages shared by several wizard forms. The spec quotes some wording verbatim (spec 1 §5, §8); where it
 * says the wording is not shown (spec 1 §5 General), these are the journey's own.
 */
import { format } from 'date-fns';

export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

export const ANSWER_REQUIRED_MESSAGE = 'Please select an answer';
export const OPTION_REQUIRED_MESSAGE = 'Please select an option';
export const DATE_REQUIRED_MESSAGE = 'Please enter a day, month and year';
export const DATE_INVALID_MESSAGE = 'Please enter a valid date';
export const NUMBER_INVALID_MESSAGE = 'Please enter a number';

export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter a first name';
export const LAST_NAME_REQUIRED_MESSAGE = 'Please enter a surname';
export const NAME_INVALID_MESSAGE =
  'Please use up to 50 letters, spaces, apostrophes, dots or hyphens, starting and ending with a letter';

export const PHONE_REQUIRED_MESSAGE = 'Please enter a phone number';
export const PHONE_INVALID_MESSAGE =
  'Please enter a valid UK phone number: 0 followed by 9 or 10 digits';

/** spec 1 §5 Driver: 'Please select a date before {date}', the date shown dd/MM/yyyy. */
export function dateBeforeMessage(date: Date): string {
  return `Please select a date before ${format(date, DISPLAY_DATE_FORMAT)}`;
}

/** spec 1 §5 Driver: 'Please select a date after {date}', the date shown dd/MM/yyyy. */
export function dateAfterMessage(date: Date): string {
  return `Please select a date after ${format(date, DISPLAY_DATE_FORMAT)}`;
}
