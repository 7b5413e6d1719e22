/**
 * Returning visitors' pages in Chromium against the sandbox (docs/fixtures.md): fresh quotes of their
 * own made through the sandbox, the data-protection forms filled by the labels the pages show, and axe run
 * against WCAG 2.2 A and AA.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DpaForm, RetrievalForm } from '../../machines/core/types';
import {
  reminderDetailsForm,
  restartDetailsForm,
  retrievalDetailsForm,
} from '../../machines/paths/user-events';
import { TEXT } from '../../machines/core/catalogue';
import { heading } from './wizard-steps';

/** The seeded returning visitors' details, as the journey paths use them (machines/paths/user-events.ts). */
export const RESTART_HOLDER = restartDetailsForm;
export const REMINDER_HOLDER = reminderDetailsForm;
export const RETRIEVAL_HOLDER = { ...retrievalDetailsForm, quoteRef: '' };

const CANCELLED_POLICY = 'POL-RST-1';

/** A restart quote of this test's own for the cancelled policy, as the back office makes one. */
export async function freshRestartQuote(
  request: APIRequestContext,
): Promise<{ quoteReference: string; premium: { amount: number } }> {
  const response = await request.post('/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
    data: { policyReference: CANCELLED_POLICY },
  });
  expect(response.status(), 'CreateQuoteForCancelledPolicy').toBe(200);
  return (await response.json()) as { quoteReference: string; premium: { amount: number } };
}

/** A fresh copy of the aggregator (Sam Carter), reminder (Priya Reminder) or a saved quote's (Alex Saver) fixture. */
export async function mintEntryQuote(
  request: APIRequestContext,
  kind: 'aggregator' | 'reminder' | 'saved' | 'savedPriced',
): Promise<{ quoteRef: string; token: string | null; path: string }> {
  const response = await request.post('/__sandbox/entry-quotes', { data: { kind } });
  expect(response.status(), `mint a ${kind} quote`).toBe(201);
  return (await response.json()) as { quoteRef: string; token: string | null; path: string };
}

const main = (page: Page) => page.getByRole('main');

export const entryHeading = (page: Page, name: string) => heading(page, name);

export const continueButton = (page: Page) =>
  main(page).getByRole('button', { name: TEXT.entries.identity.continue, exact: true });

/** The check's failure above the form (src/entries/entry-page.tsx `EntryAlert`). */
export const entryAlert = (page: Page, message: string): Locator =>
  main(page).getByRole('alert').filter({ hasText: message });

async function fillDateOfBirth(page: Page, legend: string, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  const parts = main(page).getByRole('group', { name: legend, exact: true });
  await parts.getByRole('textbox', { name: 'Day', exact: true }).fill(day);
  await parts.getByRole('textbox', { name: 'Month', exact: true }).fill(month);
  await parts.getByRole('textbox', { name: 'Year', exact: true }).fill(year);
}

const fill = (page: Page, label: string, value: string) =>
  main(page).getByRole('textbox', { name: label, exact: true }).fill(value);

/** /restart-policy's check filled with `details`, then Continue. */
export async function submitRestartDetails(
  page: Page,
  details: DpaForm & { registration: string } = RESTART_HOLDER,
) {
  await fill(page, 'Surname', details.surname);
  await fillDateOfBirth(page, 'Date of Birth', details.dateOfBirth);
  await fill(page, 'Postcode', details.postcode);
  await fill(page, TEXT.results.card.registration, details.registration);
  await continueButton(page).click();
}

/** /your-quote-details' check filled with `details`, then Continue. */
export async function submitReminderDetails(page: Page, details: DpaForm = REMINDER_HOLDER) {
  await fill(page, "Policy Holder's Surname", details.surname);
  await fillDateOfBirth(page, 'Date Of Birth', details.dateOfBirth);
  await fill(page, 'Home Postcode', details.postcode);
  await continueButton(page).click();
}

/** /quote-retrieval filled with `details` (the reference only when given), then Continue. */
export async function submitRetrievalDetails(
  page: Page,
  details: RetrievalForm = RETRIEVAL_HOLDER,
) {
  await fill(page, 'First name', details.firstName);
  await fill(page, 'Last name', details.surname);
  await fillDateOfBirth(page, 'Date of birth', details.dateOfBirth);
  await fill(page, 'Postcode', details.postcode);
  await fill(page, 'Vehicle registration', details.registration);
  if (details.quoteRef !== '') await fill(page, 'Quote reference', details.quoteRef);
  await continueButton(page).click();
}

export { expectNoViolations } from './axe';
