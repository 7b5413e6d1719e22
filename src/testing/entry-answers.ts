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
  savedQuoteDetailsForm,
} from '../../machines/paths/user-events';
import { TEXT } from '../../machines/core/catalogue';
import { typeDate } from './step-queries';

const entries = TEXT.entries;
const retrieval = entries.retrieval.labels;

const main = () => within(screen.getByRole('main'));

async function fill(user: UserEvent, label: string, value: string) {
  const box = main().getByRole('textbox', { name: label });
  await user.clear(box);
  await user.type(box, value);
}

const submit = (user: UserEvent) =>
  user.click(main().getByRole('button', { name: entries.identity.continue }));

/** The seeded restart's details on /restart-policy, then Continue. */
export async function checkRestartDetails(user: UserEvent) {
  const details = restartDetailsForm;
  await fill(user, entries.restart.labels.surname, details.surname);
  await typeDate(
    user,
    entries.restart.labels.dateOfBirth,
    details.dateOfBirth,
    screen.getByRole('main'),
  );
  await fill(user, entries.restart.labels.postcode, details.postcode);
  await fill(user, TEXT.results.card.registration, details.registration);
  await submit(user);
}

/** The seeded reminder's details on /your-quote-details, then Continue. */
export async function checkReminderDetails(user: UserEvent) {
  const details = reminderDetailsForm;
  await fill(user, entries.reminder.labels.surname, details.surname);
  await typeDate(
    user,
    entries.reminder.labels.dateOfBirth,
    details.dateOfBirth,
    screen.getByRole('main'),
  );
  await fill(user, entries.reminder.labels.postcode, details.postcode);
  await submit(user);
}

/** A saved quote's link on /quote-retrieval: the details SAV-TEST-1 was saved with, then Continue. */
export async function checkSavedQuoteDetails(user: UserEvent) {
  const details = savedQuoteDetailsForm;
  const labels = entries.savedQuote.labels;
  await fill(user, labels.surname, details.surname);
  await typeDate(user, labels.dateOfBirth, details.dateOfBirth, screen.getByRole('main'));
  await fill(user, labels.postcode, details.postcode);
  await submit(user);
}

/** The retrieval form for AGGQ-TEST-1, its reference typed when the page asks for it, then Continue. */
export async function retrieveQuote(user: UserEvent, firstName = retrievalDetailsForm.firstName) {
  const details = retrievalDetailsForm;
  await fill(user, retrieval.firstName, firstName);
  await fill(user, retrieval.surname, details.surname);
  await typeDate(user, retrieval.dateOfBirth, details.dateOfBirth, screen.getByRole('main'));
  await fill(user, retrieval.postcode, details.postcode);
  await fill(user, retrieval.registration, details.registration);
  if (main().queryByRole('textbox', { name: retrieval.quoteRef }))
    await fill(user, retrieval.quoteRef, details.quoteRef);
  await submit(user);
}
