/**
 * Save my quote with Testing Library (issue #29): opened from the page or from the time-out warning, its
 * dialog filled with the details the journey paths use (machines/paths/user-events.ts), and closed; the
 * saved quote's check on /quote-retrieval.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { aSaveQuoteForm, savedQuoteDetailsForm } from '../../machines/paths/user-events';
import { TEXT } from '../../machines/core/catalogue';
import { typeInto } from './customer-answers';
import { typeDate } from './step-queries';

const text = TEXT.saveQuote;

/** Save my quote: the time-out warning's own when it shows, else the page's. */
export function openSaveQuote(user: UserEvent) {
  const warning = screen.queryByRole('alertdialog', { name: TEXT.timeOutWarning.title });
  const scope = warning ? within(warning) : within(screen.getByRole('main'));
  return user.click(scope.getByRole('button', { name: text.open }));
}

const saveDialog = () => within(screen.getByRole('dialog', { name: text.title }));

/** The dialog's form: the address, and who the customer is where it asks (before About you), then save. */
export async function saveQuote(user: UserEvent) {
  const dialog = saveDialog();
  const email = dialog.getByRole('textbox', { name: text.emailLabel });
  await user.clear(email);
  await typeInto(user, email, aSaveQuoteForm.emailAddress);
  const surname = dialog.queryByRole('textbox', { name: text.surnameLabel });
  if (surname) {
    const details = savedQuoteDetailsForm;
    await typeInto(user, surname, details.surname);
    await typeDate(user, text.dateOfBirthLabel, details.dateOfBirth, screen.getByRole('dialog'));
    await typeInto(
      user,
      dialog.getByRole('textbox', { name: text.postcodeLabel }),
      details.postcode,
    );
  }
  await user.click(dialog.getByRole('button', { name: text.save }));
}

/** The dialog's Close once saved, its Cancel before. */
export function closeSaveQuote(user: UserEvent) {
  const saved = screen.queryByRole('dialog', { name: text.savedTitle });
  return saved
    ? user.click(within(saved).getByRole('button', { name: text.close }))
    : user.click(saveDialog().getByRole('button', { name: text.cancel }));
}
