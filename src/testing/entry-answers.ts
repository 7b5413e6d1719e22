/**
 * A returning visitor with Testing Library: the restart's data-protection check, the quote reminder and quote
 * retrieval forms, filled with the details the journey paths use (machines/paths/user-events.ts) and found
 * by the labels the pages show.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  reminderDetailsForm,
  restartDetailsForm,
  retrievalDetailsForm,
} from '../../machines/paths/user-events';
import { TEXT } from '../../machines/core/catalogue';
import { typeDate } from './step-queries';

const main = () => within(screen.getByRole('main'));

async function fill(user: UserEvent, label: string, value: string) {
  const box = main().getByRole('textbox', { name: label });
  await user.clear(box);
  await user.type(box, value);
}

const submit = (user: UserEvent) =>
  user.click(main().getByRole('button', { name: TEXT.entries.identity.continue }));

/** The seeded restart's details on /restart-policy, then Continue. */
export async function checkRestartDetails(user: UserEvent) {
  const details = restartDetailsForm;
  await fill(user, 'Surname', details.surname);
  await typeDate(user, 'Date of Birth', details.dateOfBirth, screen.getByRole('main'));
  await fill(user, 'Postcode', details.postcode);
  await fill(user, TEXT.results.card.registration, details.registration);
  await submit(user);
}

/** The seeded reminder's details on /your-quote-details, then Continue. */
export async function checkReminderDetails(user: UserEvent) {
  const details = reminderDetailsForm;
  await fill(user, 'Policy Holder’s Surname', details.surname);
  await typeDate(user, 'Date Of Birth', details.dateOfBirth, screen.getByRole('main'));
  await fill(user, 'Home Postcode', details.postcode);
  await submit(user);
}

/** The retrieval form for AGGQ-TEST-1, its reference typed when the page asks for it, then Continue. */
export async function retrieveQuote(user: UserEvent, firstName = retrievalDetailsForm.firstName) {
  const details = retrievalDetailsForm;
  await fill(user, 'First name', firstName);
  await fill(user, 'Last name', details.surname);
  await typeDate(user, 'Date of birth', details.dateOfBirth, screen.getByRole('main'));
  await fill(user, 'Postcode', details.postcode);
  await fill(user, 'Vehicle registration', details.registration);
  if (main().queryByRole('textbox', { name: 'Quote reference' }))
    await fill(user, 'Quote reference', details.quoteRef);
  await submit(user);
}
