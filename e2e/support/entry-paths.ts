/**
 * Returning visitors in the journey paths in Chromium: each entry link opened as a customer opens it (a new
 * page load), on a quote of the path's own so that no path buys, locks or expires another's, and the
 * data-protection forms filled with the details the paths use (machines/paths/user-events.ts).
 */
import type { EntryQuoteKind, EntryQuoteSurname } from '../../server/seed';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  aSaveQuoteForm,
  reminderDetailsForm,
  restartDetailsForm,
  retrievalDetailsForm,
  savedQuoteDetailsForm,
} from '../../machines/paths/user-events';
import { RETRIEVE_QUOTE_STAMP_KEY } from '../../src/app/journey/journey-effects';
import { TEXT } from '../../machines/core/catalogue';
import { fillDate } from './wizard-steps';

/** The cancelled policy the sandbox seeds: each restart path gets a restart quote of its own for it. */
const CANCELLED_POLICY = 'POL-RST-1';

/** What the browser's storage holds for the retrieval page to read (machines/paths/entry-outcomes.ts). */
export type StampFixture = 'none' | 'stale' | 'fresh' | 'refused';

export async function freshRestartQuote(sandbox: APIRequestContext): Promise<string> {
  const reply = await sandbox.post('/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
    data: { policyReference: CANCELLED_POLICY },
  });
  expect(reply.status(), 'CreateQuoteForCancelledPolicy').toBe(200);
  return ((await reply.json()) as { quoteReference: string }).quoteReference;
}

/**
 * A fresh copy of a returning visitor's fixture (the sandbox's /__sandbox/entry-quotes); with `surname`, its
 * proposer has that outcome surname and the quote is priced by it (a declined or referred quote).
 */
export async function freshEntryQuote(
  sandbox: APIRequestContext,
  kind: EntryQuoteKind,
  surname?: EntryQuoteSurname,
): Promise<{ quoteRef: string; token: string | null; path: string }> {
  const reply = await sandbox.post('/__sandbox/entry-quotes', {
    data: surname ? { kind, surname } : { kind },
  });
  expect(reply.status(), `a fresh ${kind} quote${surname ? ` of ${surname}` : ''}`).toBe(201);
  return (await reply.json()) as { quoteRef: string; token: string | null; path: string };
}

/** Sets the retrieve-quote stamp the next page load finds: saved a minute ago, 31 minutes ago or none. */
export async function prepareStamp(page: Page, fixture: StampFixture, quoteRef: string) {
  if (fixture === 'refused') {
    // The browser refuses to read the stamp (private modes): only that read fails, the journey's own works.
    await page.addInitScript((key) => {
      const storage = Storage.prototype;
      const read = Object.getOwnPropertyDescriptor(storage, 'getItem')?.value as (
        this: Storage,
        name: string,
      ) => string | null;
      storage.getItem = function getItem(this: Storage, name: string) {
        if (name === key) throw new DOMException('The operation is insecure.', 'SecurityError');
        return read.call(this, name);
      };
    }, RETRIEVE_QUOTE_STAMP_KEY);
    return;
  }
  await page.evaluate(
    ({ key, fixture: kind, quoteRef: ref }) => {
      if (kind === 'none') {
        window.localStorage.removeItem(key);
        return;
      }
      const savedAt = Date.now() - (kind === 'fresh' ? 60_000 : 31 * 60_000);
      window.localStorage.setItem(
        key,
        JSON.stringify({
          quoteRef: ref,
          savedAt: new Date(savedAt).toISOString(),
          expiresAt: new Date(savedAt + 30 * 60_000).toISOString(),
        }),
      );
    },
    { key: RETRIEVE_QUOTE_STAMP_KEY, fixture, quoteRef },
  );
}

const main = (page: Page) => page.getByRole('main');
const submit = (page: Page) =>
  main(page).getByRole('button', { name: TEXT.entries.identity.continue }).click();

/** The restart's check, with `surname` for the answer the path wants. */
export async function checkRestartDetails(page: Page, surname = restartDetailsForm.surname) {
  const form = main(page);
  await form.getByLabel('Surname', { exact: true }).fill(surname);
  await fillDate(form, 'Date of Birth', new Date(`${restartDetailsForm.dateOfBirth}T12:00:00`));
  await form.getByLabel('Postcode', { exact: true }).fill(restartDetailsForm.postcode);
  await form
    .getByLabel(TEXT.results.card.registration, { exact: true })
    .fill(restartDetailsForm.registration);
  await submit(page);
}

export async function checkReminderDetails(page: Page, surname = reminderDetailsForm.surname) {
  const form = main(page);
  await form.getByLabel("Policy Holder's Surname", { exact: true }).fill(surname);
  await fillDate(form, 'Date Of Birth', new Date(`${reminderDetailsForm.dateOfBirth}T12:00:00`));
  await form.getByLabel('Home Postcode', { exact: true }).fill(reminderDetailsForm.postcode);
  await submit(page);
}

/** A saved quote's link on /quote-retrieval: the details it was saved with (`surname` to mismatch), then Continue. */
export async function checkSavedQuoteDetails(page: Page, surname = savedQuoteDetailsForm.surname) {
  const form = main(page);
  const labels = TEXT.entries.savedQuote.labels;
  await form.getByLabel(labels.surname, { exact: true }).fill(surname);
  await fillDate(
    form,
    labels.dateOfBirth,
    new Date(`${savedQuoteDetailsForm.dateOfBirth}T12:00:00`),
  );
  await form.getByLabel(labels.postcode, { exact: true }).fill(savedQuoteDetailsForm.postcode);
  await submit(page);
}

/** The saved quotes the sandbox mints (server/seed.ts `mintEntryQuote`). */
export type SavedQuoteKind = Extract<EntryQuoteKind, 'saved' | 'savedPriced' | 'savedNewer'>;

const saveText = TEXT.saveQuote;

/** Save my quote: the time-out warning's own when it shows, else the page's. */
export async function openSaveQuote(page: Page) {
  const warning = page.getByRole('alertdialog', { name: TEXT.timeOutWarning.title });
  const scope = (await warning.isVisible()) ? warning : main(page);
  await scope.getByRole('button', { name: saveText.open }).click();
}

/** Save my quote's form: the address, and who the customer is where it asks (before About you), then save. */
export async function saveQuote(page: Page) {
  const dialog = page.getByRole('dialog', { name: saveText.title });
  await dialog.getByLabel(saveText.emailLabel, { exact: true }).fill(aSaveQuoteForm.emailAddress);
  const surname = dialog.getByLabel(saveText.surnameLabel, { exact: true });
  if ((await surname.count()) > 0) {
    await surname.fill(savedQuoteDetailsForm.surname);
    await fillDate(
      dialog,
      saveText.dateOfBirthLabel,
      new Date(`${savedQuoteDetailsForm.dateOfBirth}T12:00:00`),
    );
    await dialog
      .getByLabel(saveText.postcodeLabel, { exact: true })
      .fill(savedQuoteDetailsForm.postcode);
  }
  await dialog.getByRole('button', { name: saveText.save }).click();
}

/** Save my quote's Close once saved, its Cancel before. */
export async function closeSaveQuote(page: Page) {
  const saved = page.getByRole('dialog', { name: saveText.savedTitle });
  if (await saved.isVisible()) await saved.getByRole('button', { name: saveText.close }).click();
  else
    await page
      .getByRole('dialog', { name: saveText.title })
      .getByRole('button', { name: saveText.cancel })
      .click();
}

/** The retrieval form; the quote's reference typed when the page asks for it. */
export async function retrieveQuote(
  page: Page,
  answers: { firstName: string; surname: string; quoteRef: string },
) {
  const form = main(page);
  await form.getByLabel('First name', { exact: true }).fill(answers.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(answers.surname);
  await fillDate(form, 'Date of birth', new Date(`${retrievalDetailsForm.dateOfBirth}T12:00:00`));
  await form.getByLabel('Postcode', { exact: true }).fill(retrievalDetailsForm.postcode);
  await form
    .getByLabel('Vehicle registration', { exact: true })
    .fill(retrievalDetailsForm.registration);
  const reference = form.getByLabel('Quote reference', { exact: true });
  if ((await reference.count()) > 0) await reference.fill(answers.quoteRef);
  await submit(page);
}
