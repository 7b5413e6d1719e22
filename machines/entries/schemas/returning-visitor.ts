/**
 * The returning visitors' data-protection forms (spec 1 §5 Quote retrieval form, spec 2 §2 and §5 Restart and
 * Reminder forms): who the customer is, checked before the journey asks the service for their quote.
 */
import * as v from 'valibot';
import type { DpaForm, RestartDpaForm, RetrievalForm } from '../../core/types';
import { reminderDateOfBirthBounds } from '../../core/ages';
import {
  formatPostcode,
  isValidPostcode,
  isValidRegistration,
  normaliseRegistration,
  displayRegistration,
} from '../../core/formats';
import { formText } from '../../wizard';
import { entriesText } from '../text';
import {
  dateParts,
  dateProblem,
  emptyDateParts,
  isFilled,
  isoDateOf,
  requiredText,
  rule,
  type DateParts,
  type Problem,
} from '../../core/fields';

const identity = entriesText.identity;
const retrieval = entriesText.retrieval;

export interface ReturningVisitorContext {
  /** Today, injectable for tests: the date of birth bounds are counted back from it. */
  today: Date;
}

/** spec 1 §5, spec 2 §2 and §9: a real date 17 to 90 years before today, both bounds included. */
export function dpaDateOfBirthProblem(today: Date): Problem<DateParts> {
  const { earliest, latest } = reminderDateOfBirthBounds(today);
  return (parts) =>
    dateProblem(
      parts,
      {
        earliest: { date: earliest, message: identity.tooOld },
        latest: { date: latest, message: identity.tooYoung },
      },
      identity.dateOfBirthRequired,
    );
}

const postcodeProblem: Problem<string> = (postcode) => {
  if (!isFilled(postcode)) return identity.postcodeRequired;
  return isValidPostcode(postcode) ? null : formText.address.postcodeInvalid;
};

const registrationProblem: Problem<string> = (registration) => {
  if (!isFilled(registration)) return identity.registrationRequired;
  return isValidRegistration(displayRegistration(registration))
    ? null
    : formText.registration.invalid;
};

/** spec 1 §5: the retrieval's last name is longer than 3 characters. */
const lastNameProblem: Problem<string> = (lastName) => {
  if (!isFilled(lastName)) return retrieval.lastNameRequired;
  return lastName.trim().length > 3 ? null : retrieval.lastNameTooShort;
};

const surname = () => requiredText(identity.surnameRequired);
const dateOfBirth = (today: Date) => v.pipe(dateParts(), rule(dpaDateOfBirthProblem(today)));
const postcode = () => v.pipe(v.string(), rule(postcodeProblem));
const registration = () => v.pipe(v.string(), rule(registrationProblem));

// What the forms hold

export type ReminderValues = { surname: string; dateOfBirth: DateParts; postcode: string };
export type RestartValues = ReminderValues & { registration: string };
export type RetrievalValues = RestartValues & { firstName: string; quoteRef: string };

export const emptyReminderValues = (): ReminderValues => ({
  surname: '',
  dateOfBirth: emptyDateParts(),
  postcode: '',
});

export const emptyRestartValues = (): RestartValues => ({
  ...emptyReminderValues(),
  registration: '',
});

export const emptyRetrievalValues = (): RetrievalValues => ({
  ...emptyRestartValues(),
  firstName: '',
  quoteRef: '',
});

// What the journey is sent: trimmed names, an ISO date, a formatted postcode, the registration as looked up

function toDpaForm(values: ReminderValues): DpaForm {
  return {
    surname: values.surname.trim(),
    dateOfBirth: isoDateOf(values.dateOfBirth),
    postcode: formatPostcode(values.postcode),
  };
}

export const toReminderForm = (values: ReminderValues): DpaForm => toDpaForm(values);

export const toRestartForm = (values: RestartValues): RestartDpaForm => ({
  ...toDpaForm(values),
  registration: normaliseRegistration(values.registration),
});

export const toRetrievalForm = (values: RetrievalValues): RetrievalForm => ({
  ...toRestartForm(values),
  firstName: values.firstName.trim(),
  quoteRef: values.quoteRef.trim().toUpperCase(),
});

// The schemas: each validates the form's values and outputs the event's details

/**
 * Who the customer is, as the quote reminder asks it: surname, date of birth and postcode. Save my quote
 * (issue #29) asks the same before About you is answered, since its link's check asks them again.
 */
export const reminderEntries = ({ today }: ReturningVisitorContext) => ({
  surname: surname(),
  dateOfBirth: dateOfBirth(today),
  postcode: postcode(),
});

/** /your-quote-details (spec 2 §2 Quote reminder form). */
export function reminderSchema(context: ReturningVisitorContext) {
  return v.pipe(v.object(reminderEntries(context)), v.transform(toReminderForm));
}

/** /restart-policy (spec 2 §2 Restart landing, §5 Restart form). */
export function restartSchema({ today }: ReturningVisitorContext) {
  return v.pipe(
    v.object({
      surname: surname(),
      dateOfBirth: dateOfBirth(today),
      postcode: postcode(),
      registration: registration(),
    }),
    v.transform(toRestartForm),
  );
}

export interface RetrievalContext extends ReturningVisitorContext {
  /** The page does not know which quote is wanted: the customer gives its reference. */
  asksQuoteRef: boolean;
}

/** /quote-retrieval (spec 1 §5 Quote retrieval form). */
export function retrievalSchema({ today, asksQuoteRef }: RetrievalContext) {
  return v.pipe(
    v.object({
      firstName: requiredText(retrieval.firstNameRequired),
      surname: v.pipe(v.string(), rule(lastNameProblem)),
      dateOfBirth: dateOfBirth(today),
      postcode: postcode(),
      registration: registration(),
      quoteRef: asksQuoteRef ? requiredText(retrieval.quoteRefRequired) : v.string(),
    }),
    v.transform((values) => toRetrievalForm(asksQuoteRef ? values : { ...values, quoteRef: '' })),
  );
}
