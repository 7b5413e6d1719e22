/**
 * Save my quote and come back (issue #29): a customer saves on step 3 in one browser, opens the emailed link in
 * another, passes the check and sees step 3 with every answer; the time-out warning saves too and the time-out
 * page says so; wrong details, an unknown reference and the lock-out behave as on the quote reminder.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { takenOver } from './support/first-screen';
import { TEXT } from '../machines/core/catalogue';
import { pagePaths } from '../machines/session/page-table';
import { savedQuoteDetailsForm } from '../machines/paths/user-events';
import { checkSavedQuoteDetails } from './support/entry-paths';
import { entryAlert, entryHeading, mintEntryQuote } from './support/entry-pages';
import { expectNoViolations } from './support/axe';
import { setFault } from './support/faults';
import {
  STEP_PATH,
  back,
  expectStepTwoAnswers,
  fillDate,
  heading,
  vehicleDetails,
  vehicleDetailsTwo,
  continueTo,
} from './support/wizard-steps';

const text = TEXT.saveQuote;
const at = (path: string) => new RegExp(`${path.replace(/[?]/g, '\\?')}$`);

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  links: { label: string; href: string }[];
}

/** An address of this test's own, so its email is the only one sent to it. */
const ownAddress = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The saved quote's link, as the sandbox's outbox holds the email that carries it. */
async function emailedLink(page: Page, to: string): Promise<string> {
  let emails: OutboxEmail[] = [];
  await expect
    .poll(async () => {
      const reply = await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
      emails = ((await reply.json()) as { emails: OutboxEmail[] }).emails;
      return emails.length;
    })
    .toBe(1);
  const [email] = emails;
  const link = email?.links.find((candidate) => candidate.href.includes('saved=1'));
  expect(link, 'the saved quote email links to the quote').toBeDefined();
  expect(email?.text).not.toContain(savedQuoteDetailsForm.dateOfBirth);
  return link?.href ?? '';
}

const saveDialog = (page: Page) => page.getByRole('dialog', { name: text.title });
const savedDialog = (page: Page) => page.getByRole('dialog', { name: text.savedTitle });
/** The page's own Save my quote button. */
const saveButton = (page: Page) => page.getByRole('main').getByRole('button', { name: text.open });

/** Steps 1 and 2 answered through the pages, to About you: what the dialog asks before it is answered. */
async function toAboutYou(page: Page) {
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await expect(heading(page, TEXT.wizard.heading.aboutYou)).toBeVisible();
}

/** The dialog's form before About you: the address, then who the customer is. */
async function saveBeforeAboutYou(page: Page, email: string) {
  const dialog = saveDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.emailLabel, { exact: true }).fill(email);
  await dialog.getByLabel(text.surnameLabel, { exact: true }).fill(savedQuoteDetailsForm.surname);
  await fillDate(
    dialog,
    text.dateOfBirthLabel,
    new Date(`${savedQuoteDetailsForm.dateOfBirth}T12:00:00`),
  );
  await dialog.getByLabel(text.postcodeLabel, { exact: true }).fill(savedQuoteDetailsForm.postcode);
  await dialog.getByRole('button', { name: text.save }).click();
}

/** A new browser, as another device opens the emailed link: no storage, no cookies of the first. */
async function onAnotherDevice(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

test('saved on step 3 in one browser, opened in another: the check, then step 3 with every answer', async ({
  page,
  browser,
}) => {
  const email = ownAddress('saver');
  await toAboutYou(page);

  await saveButton(page).click();
  await expectNoViolations(page, 'the Save my quote dialog');
  await saveBeforeAboutYou(page, email);
  await expect(savedDialog(page)).toBeVisible();
  await expect(savedDialog(page)).toContainText(email);
  // The link works for 30 days: until a date that far ahead.
  await expect(savedDialog(page)).toContainText(/It works until \d{1,2} [A-Z][a-z]+ \d{4}\./);
  await savedDialog(page).getByRole('button', { name: text.close }).click();
  await expect(savedDialog(page)).toBeHidden();
  await expect(page).toHaveURL(STEP_PATH.aboutYou);

  const link = await emailedLink(page, email);
  expect(link).toMatch(/\/quote-retrieval\?quoteRef=SAV-[A-Z0-9]+&saved=1$/);

  const other = await onAnotherDevice(browser, link);
  try {
    await expect(entryHeading(other.page, TEXT.entries.retrieval.heading)).toBeVisible();
    await checkSavedQuoteDetails(other.page);
    await expect(heading(other.page, TEXT.wizard.heading.aboutYou)).toBeVisible({
      timeout: 15_000,
    });
    await back(other.page, STEP_PATH.vehicleDetailsTwo);
    await expectStepTwoAnswers(other.page);
  } finally {
    await other.context.close();
  }
});

test('a failed save says so and keeps what was typed; trying again saves', async ({ page }) => {
  const email = ownAddress('retry');
  await toAboutYou(page);
  await setFault(page.request, { operationId: 'saveQuoteForLater', status: 500, times: 1 });

  await saveButton(page).click();
  await saveBeforeAboutYou(page, email);
  await expect(saveDialog(page).getByRole('alert')).toHaveText(text.failed);
  await expect(saveDialog(page).getByLabel(text.emailLabel, { exact: true })).toHaveValue(email);
  await saveDialog(page).getByRole('button', { name: text.save }).click();
  await expect(savedDialog(page)).toContainText(email);
});

/** The dialog's own script (src/session/save-quote/save-quote-dialog.tsx), with the query a second fetch adds. */
const DIALOG_SCRIPT = /\/assets\/save-quote-dialog-[^/?]+\.js(\?[^/]*)?$/;

test.describe("the dialog's script", () => {
  test('cut off once: the page stays with what was typed, the dialog says the quote is not saved, and the next Save my quote fetches it afresh and saves', async ({
    page,
  }) => {
    const email = ownAddress('cutoff');
    let fetches = 0;
    await page.route(DIALOG_SCRIPT, async (route) => {
      fetches += 1;
      await (fetches === 1 ? route.abort('internetdisconnected') : route.continue());
    });
    await toAboutYou(page);
    const firstName = page.getByRole('main').getByLabel('First name', { exact: true });
    await firstName.fill('Sam');

    const opener = saveButton(page);
    await opener.click();
    // Its own words, and nothing of the page's error in place of the step ('Something went wrong').
    const notSaved = saveDialog(page);
    await expect(notSaved).toContainText(text.failed);
    await expect(notSaved.getByRole('button', { name: text.close })).toBeFocused();
    await expect(notSaved.getByLabel(text.emailLabel)).toHaveCount(0);
    await expect(heading(page, TEXT.layout.routeError.heading)).toHaveCount(0);
    await notSaved.getByRole('button', { name: text.close }).click();
    await expect(notSaved).toBeHidden();
    await expect(heading(page, TEXT.wizard.heading.aboutYou)).toBeVisible();
    await expect(firstName).toHaveValue('Sam');
    await expect(opener).toBeFocused();

    // Pressed again: the script is fetched afresh (the browser keeps the first failure), and the quote saves.
    await opener.click();
    await saveBeforeAboutYou(page, email);
    await expect(savedDialog(page)).toContainText(email);
    expect(fetches).toBe(2);
  });

  test('offline when Save my quote is pressed: the dialog says the quote is not saved; back online, the next press opens it and saves', async ({
    page,
    context,
  }) => {
    const email = ownAddress('offline');
    await toAboutYou(page);
    const opener = saveButton(page);

    await context.setOffline(true);
    await opener.click();
    await expect(saveDialog(page)).toContainText(text.failed);
    await saveDialog(page).getByRole('button', { name: text.close }).click();
    await expect(heading(page, TEXT.wizard.heading.aboutYou)).toBeVisible();

    // Nothing was asked for offline (a failed fetch would stay failed for the page's life): online, it opens.
    await context.setOffline(false);
    await opener.click();
    await saveBeforeAboutYou(page, email);
    await expect(savedDialog(page)).toContainText(email);
  });

  test('fetched a minute into the page: offline by the time the customer presses Save my quote, the dialog still opens', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await vehicleDetails(page);
    const fetched = page.waitForResponse(DIALOG_SCRIPT);
    await page.clock.fastForward('01:00');
    expect((await fetched).ok()).toBe(true);

    await context.setOffline(true);
    await saveButton(page).click();
    await expect(saveDialog(page).getByLabel(text.emailLabel, { exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('the time-out', () => {
  test('the warning saves too, and the time-out page then says the answers are saved', async ({
    page,
  }) => {
    const email = ownAddress('warned');
    await page.clock.install();
    await toAboutYou(page);

    await page.clock.fastForward('13:00');
    const warning = page.getByRole('alertdialog', { name: TEXT.timeOutWarning.title });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: text.open }).click();
    await expect(warning).toBeHidden();
    await saveBeforeAboutYou(page, email);
    await expect(savedDialog(page)).toContainText(email);

    // Away again, the dialog left open: fifteen quiet minutes time the journey out, and the page says so.
    await page.clock.fastForward('15:00');
    await expect(page).toHaveURL(at(pagePaths.timeOut));
    await expect(page.getByText(text.timeOutSaved)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(savedDialog(page)).toBeHidden();
  });

  test('without a save, the time-out page does not claim one', async ({ page }) => {
    await page.clock.install();
    await page.goto('/quote/vehicle-details');
    await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();
    // The idle clock is the app's: it starts with the app, which takes over the first screen.
    await takenOver(page);
    await page.clock.fastForward('15:00');
    await expect(page).toHaveURL(at(pagePaths.timeOut));
    // The time-out page is drawn (its module fetched) before its silence about a save is read.
    await expect(heading(page, TEXT.outcomes.timeOut.heading)).toBeVisible();
    await expect(page.getByText(text.timeOutSaved)).toHaveCount(0);
  });
});

test.describe("a saved quote's link", () => {
  test('wrong details and an unknown reference get the same answer, and the fifth wrong check locks it', async ({
    page,
    request,
  }) => {
    await page.goto('/quote-retrieval?quoteRef=SAV-NO-SUCH&saved=1');
    await checkSavedQuoteDetails(page);
    const unknown = entryAlert(page, TEXT.entryChecks.reminderMismatch);
    await expect(unknown).toBeVisible();
    const unknownText = await unknown.textContent();

    const { path } = await mintEntryQuote(request, 'saved');
    await page.goto(path);
    await checkSavedQuoteDetails(page, 'Wrongname');
    const wrong = entryAlert(page, TEXT.entryChecks.reminderMismatch);
    await expect(wrong).toBeVisible();
    // The same words for a reference that does not exist and for details that do not match it.
    expect(await wrong.textContent()).toBe(unknownText);

    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await checkSavedQuoteDetails(page, `Wrongname${attempt}`);
      await expect(entryAlert(page, TEXT.entries.attemptsLeft(5 - attempt))).toBeVisible();
    }
    await checkSavedQuoteDetails(page, 'Othername');
    await expect(page).toHaveURL(at(pagePaths.quoteLocked), { timeout: 15_000 });
    await expect(entryHeading(page, TEXT.entries.lockedOut.heading)).toBeVisible();

    // The right details cannot open it while it is locked.
    await page.goto(path);
    await checkSavedQuoteDetails(page);
    await expect(page).toHaveURL(at(pagePaths.quoteLocked), { timeout: 15_000 });
  });

  test('a quote saved from results reopens at results, priced', async ({ page, request }) => {
    const { path, quoteRef } = await mintEntryQuote(request, 'savedPriced');
    await page.goto(path);
    await checkSavedQuoteDetails(page);
    await expect(page).toHaveURL(at(pagePaths.results), { timeout: 15_000 });
    await expect(page.getByText(quoteRef).first()).toBeVisible();
  });
});
