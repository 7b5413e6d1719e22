/**
 * Save my quote's dialog (issue #29): where to send the link and, before About you is answered, who the
 * customer is, asked as the quote reminder asks it (the link's check asks the same details again).
 */
import * as v from 'valibot';
import type { SaveQuoteForm } from '../../core/types';
import { dateParts, rule } from '../../core/fields';
import { emailProblem } from '../../core/person-fields';
import {
  emptyReminderValues,
  reminderEntries,
  toReminderForm,
  type ReminderValues,
} from '../../entries';

export type SaveQuoteValues = ReminderValues & { emailAddress: string };

/** The dialog's first values: the email address the journey knows (or none) and no identity yet. */
export const emptySaveQuoteValues = (emailAddress: string): SaveQuoteValues => ({
  emailAddress,
  ...emptyReminderValues(),
});

export interface SaveQuoteRules {
  /** Today, injectable for tests: the date of birth bounds count back from it. */
  today: Date;
  /** The answers do not say who the customer is yet (before About you): the dialog asks. */
  asksIdentity: boolean;
}

/** The dialog's schema: its output is the form `save.submit` sends. */
export function saveQuoteSchema({ today, asksIdentity }: SaveQuoteRules) {
  const identity = reminderEntries({ today });
  return v.pipe(
    v.object({
      emailAddress: v.pipe(v.string(), rule(emailProblem)),
      surname: asksIdentity ? identity.surname : v.string(),
      dateOfBirth: asksIdentity ? identity.dateOfBirth : dateParts(),
      postcode: asksIdentity ? identity.postcode : v.string(),
    }),
    v.transform((values): SaveQuoteForm => ({
      emailAddress: values.emailAddress.trim(),
      identity: asksIdentity ? toReminderForm(values) : null,
    })),
  );
}
