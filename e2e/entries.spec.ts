/**
 * Returning visitors in Chromium against the sandbox's fixtures (docs/fixtures.md): a comparison
 * site's visitor, its expired and bought quotes, the restart of a cancelled policy (its check, the lock-out,
 * the 30-day quote bought by card), the quote reminder, quote retrieval with and without the 30-minute stamp,
 * and axe on each data-protection form and the restart's quote page. Each test that checks details or buys
 * makes a quote of its own, so a lock-out or a purchase never reaches another test.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatGbp } from '../machines/results/credit';
import { pagePaths } from '../machines/session/page-table';
import { TEXT } from '../machines/core/catalogue';
import { brand } from '../src/app/config/brand';
import {
  REMINDER_HOLDER,
  RESTART_HOLDER,
  RETRIEVAL_HOLDER,
  continueButton,
  entryAlert,
  entryHeading,
  expectNoViolations,
  freshRestartQuote,
  mintEntryQuote,
  submitReminderDetails,
  submitRestartDetails,
  submitRetrievalDetails,
} from './support/entry-pages';
import { TEST_CARDS, fillCard, fillCardholder, payButton } from './support/payment-page';
import { STEP_PATH, fillLicenceNumber, heading, select } from './support/wizard-steps';

test.describe.configure({ timeout: 60_000 });

/** The page at `path`, whatever query its entry link carried. */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

/** Where a restart's quote is priced (machines/results/chart.ts); /thirty-day-quote is Buy Now's offer. */
const RESTART_QUOTE_PATH = '/30-day-quote';

const restartText = TEXT.entries.restart;
const retrievalText = TEXT.entries.retrieval;
const identity = TEXT.entries.identity;
const restartQuote = TEXT.restartQuote;

const resultsGreeting = (page: Page, firstName: string) =>
  page.getByRole('heading', { level: 1, name: TEXT.results.greeting(firstName), exact: true });

/** What a UK clock and calendar show at `instant`: '14:05' and 'Tuesday 24 November 2026'. */
function ukClock(instant: Date): { time: string; day: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
    day: `${parts.weekday ?? ''} ${parts.day ?? ''} ${parts.month ?? ''} ${parts.year ?? ''}`,
  };
}

const buyNowButton = (page: Page) =>
  page
    .getByRole('region', { name: TEXT.contact.heading })
    .getByRole('button', { name: TEXT.contact.buyNow, exact: true });

// ---------------------------------------------------------------- a comparison site's visitor

test.describe('a comparison site’s visitor', () => {
  test('AGG-TEST-1 lands on cover with the merged answers, and Continue shows the quote with the email locked', async ({
    page,
  }) => {
    await page.goto('/pcw-result?token=AGG-TEST-1&quoteRef=AGGQ-TEST-1&source=CTM');
    await expect(page).toHaveURL(STEP_PATH.vehicleCover, { timeout: 15_000 });
    await expect(heading(page, TEXT.wizard.heading.vehicleCover)).toBeVisible();
    const partner = page.getByRole('complementary', { name: 'Comparison site partner' });
    await expect(partner).toContainText(TEXT.layout.inAssociationWith);
    await expect(partner.getByRole('img', { name: 'Compare the Market' })).toBeVisible();

    // The comparison site's answers fill the earlier steps too.
    await page.goto('/quote/about-you');
    await expect(heading(page, TEXT.wizard.heading.aboutYou)).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Sam');
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Carter');

    await page.goto('/quote/vehicle-cover');
    await expect(heading(page, TEXT.wizard.heading.vehicleCover)).toBeVisible();
    // The comparison site answered the cover; how they heard of us and the disclaimer are left.
    await expect(
      page
        .getByRole('group', { name: 'Level of cover', exact: true })
        .getByRole('radio', { name: 'Comprehensive' }),
    ).toBeChecked();
    await select(page, 'How did you hear about us?', 'Search engine');
    await page.getByRole('button', { name: 'Read the disclaimer' }).click();
    await page.getByRole('checkbox', { name: 'I have read and accept the disclaimer' }).check();
    await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
    await expect(page).toHaveURL(at(pagePaths.aggregatorResults), { timeout: 15_000 });
    await expect(resultsGreeting(page, 'Sam')).toBeVisible();
    await expect(partner.getByRole('img', { name: 'Compare the Market' })).toBeVisible();
    const email = page
      .getByRole('region', { name: TEXT.contact.heading })
      .getByRole('textbox', { name: TEXT.contact.email, exact: true });
    await expect(email).not.toHaveValue('');
    await expect(email).not.toBeEditable();
  });

  test('an expired quote shows Quote expired', async ({ page }) => {
    await page.goto('/pcw-result?token=AGG-EXPIRED&quoteRef=AGGQ-EXPIRED&source=CTM');
    await expect(page).toHaveURL(at(pagePaths.quoteExpired), { timeout: 15_000 });
    await expect(entryHeading(page, 'Quote expired')).toBeVisible();
    await expect(page.getByText(TEXT.outcomes.quoteExpired.lead)).toBeVisible();
  });

  test('a quote bought already shows Quote already taken up with its policy’s documents', async ({
    page,
  }) => {
    await page.goto('/pcw-result?token=AGG-TAKEN&quoteRef=AGGQ-TAKEN');
    await expect(page).toHaveURL(at(pagePaths.quoteTakenUp), { timeout: 15_000 });
    await expect(entryHeading(page, 'Quote already taken up')).toBeVisible();
    const documents = page.getByRole('region', { name: TEXT.outcomes.documents.heading });
    for (const fileName of [
      'Policy Schedule.pdf',
      'Certificate of Motor Insurance.pdf',
      'Statement of Fact.pdf',
    ]) {
      await expect(
        documents.getByRole('button', { name: TEXT.outcomes.documents.download(fileName) }),
      ).toBeVisible();
    }
  });

  test('an unknown token shows the error page', async ({ page }) => {
    await page.goto('/pcw-result?token=AGG-NO-SUCH&quoteRef=AGGQ-NO-SUCH&source=CTM');
    await expect(page).toHaveURL(at(pagePaths.error), { timeout: 15_000 });
    await expect(page.getByText(TEXT.outcomes.error.lead)).toBeVisible();
  });
});

// ---------------------------------------------------------------- restarting a cancelled policy

test.describe('restarting a cancelled policy', () => {
  test('the form stays where it is when the price arrives late', async ({ page, request }) => {
    const { quoteReference, premium } = await freshRestartQuote(request);
    // The price's lookup answers a second late, as on a slow connection.
    await page.route('**/api/v1/Quote/GetQuotePremium*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
    const surname = page.getByRole('main').getByRole('textbox').first();
    await expect(page.getByRole('status').getByText(restartText.priceLoading)).toBeVisible();
    const before = await surname.boundingBox();

    await expect(page.getByText(formatGbp(premium.amount), { exact: true })).toBeVisible();
    const after = await surname.boundingBox();
    expect(before).not.toBeNull();
    expect(after?.y, 'the first field, after the price arrived').toBe(before?.y);
  });

  test('shows Your Quote with the price, the required messages, and the not-found alert until resubmitted', async ({
    page,
    request,
  }) => {
    const { quoteReference, premium } = await freshRestartQuote(request);
    await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
    await expect(entryHeading(page, restartText.heading)).toBeVisible();
    await expect(page.getByText(restartText.banner)).toBeVisible();
    await expect(page.getByText(restartText.priceLead)).toBeVisible();
    await expect(page.getByText(formatGbp(premium.amount), { exact: true })).toBeVisible();

    await continueButton(page).click();
    for (const message of [
      identity.surnameRequired,
      identity.dateOfBirthRequired,
      identity.postcodeRequired,
      identity.registrationRequired,
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expect(page).toHaveURL(at(pagePaths.restartPolicy));

    await submitRestartDetails(page, { ...RESTART_HOLDER, surname: 'Wrongname' });
    const notFound = entryAlert(page, TEXT.entryChecks.restartNotFound);
    await expect(notFound).toBeVisible();
    await expect(notFound).toBeFocused();

    // The alert goes as soon as the details are sent again, before the sandbox answers.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/RestartPolicy/RestartPolicy', async (route) => {
      await answered;
      await route.continue();
    });
    await submitRestartDetails(page);
    await expect(notFound).toHaveCount(0);
    release();
    await expect(page).toHaveURL(at(RESTART_QUOTE_PATH), { timeout: 15_000 });
  });

  test('wrong checks count the attempts left, the fourth warns it leaves one, the fifth locks the quote until a time given', async ({
    page,
    request,
  }) => {
    const { quoteReference } = await freshRestartQuote(request);
    const link = `/restart-policy?quoteRef=${quoteReference}`;
    await page.goto(link);
    await expect(entryHeading(page, restartText.heading)).toBeVisible();
    const wrongDetails = [
      { surname: 'Wrongname' },
      { dateOfBirth: '1988-03-15' },
      { postcode: 'SW1A 2AA' },
      { registration: 'AB12 CDE' },
    ];
    for (const [index, wrong] of wrongDetails.entries()) {
      const checked = page.waitForResponse('**/api/v1/RestartPolicy/RestartPolicy');
      await submitRestartDetails(page, { ...RESTART_HOLDER, ...wrong });
      expect((await checked).status()).toBe(404);
      const left = wrongDetails.length - index;
      const alert = entryAlert(page, TEXT.entryChecks.restartNotFound);
      await expect(alert).toContainText(TEXT.entries.attemptsLeft(left));
    }
    // The fourth wrong check leaves one attempt, and says so before it is used.
    await expect(entryAlert(page, TEXT.entries.attemptsLeft(1))).toContainText('1 attempt left');

    const locking = page.waitForResponse('**/api/v1/RestartPolicy/RestartPolicy');
    await submitRestartDetails(page, { ...RESTART_HOLDER, surname: 'Othername' });
    const lockAnswer = await locking;
    expect(lockAnswer.status()).toBe(409);
    const { lockedUntil } = (await lockAnswer.json()) as { lockedUntil: string };
    await expect(page).toHaveURL(at(pagePaths.quoteLocked), { timeout: 15_000 });
    const lockedOut = TEXT.entries.lockedOut;
    await expect(entryHeading(page, lockedOut.heading)).toBeVisible();
    await expect(page.getByText(lockedOut.lead)).toBeVisible();
    const { time, day } = ukClock(new Date(lockedUntil));
    await expect(page.getByText(lockedOut.unlocks(time, day))).toBeVisible();
    await expect(page.getByText(TEXT.outcomes.quoteLocked.lead)).toHaveCount(0);

    // The right details cannot open it while it is locked.
    await page.goto(link);
    await submitRestartDetails(page);
    await expect(page).toHaveURL(at(pagePaths.quoteLocked), { timeout: 15_000 });
    await expect(page.getByText(lockedOut.unlocks(time, day))).toBeVisible();
  });

  test('the right details show the 30-day quote, which is bought by card', async ({
    page,
    request,
  }) => {
    const { quoteReference } = await freshRestartQuote(request);
    await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
    await submitRestartDetails(page);
    await expect(page).toHaveURL(at(RESTART_QUOTE_PATH), { timeout: 15_000 });

    await expect(page.getByRole('heading', { name: restartQuote.heading })).toBeVisible();
    await expect(page.getByText(restartQuote.offer)).toBeVisible();
    const premiumCard = page.getByRole('region', { name: restartQuote.premium.heading });
    await expect(premiumCard.getByText(restartQuote.premium.total)).toBeVisible();
    const important = premiumCard.getByRole('note', {
      name: restartQuote.premium.importantHeading,
    });
    await expect(important).toContainText(restartQuote.premium.important);
    const renewal = page.getByRole('region', { name: restartQuote.renewalHeading });
    for (const line of restartQuote.renewal) await expect(renewal.getByText(line)).toBeVisible();
    await expect(
      page.getByRole('region', { name: restartQuote.dvlaHeading }).getByText(restartQuote.dvla),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: restartQuote.yourDetails.heading }),
    ).toContainText('Jordan Restart');

    // The restarted quote carries no licence number: Buy Now asks for the policy holder's.
    const contact = page.getByRole('region', { name: TEXT.contact.heading });
    await fillLicenceNumber(
      contact,
      TEXT.contact.licence.legend,
      RESTART_HOLDER.surname,
      new Date(`${RESTART_HOLDER.dateOfBirth}T12:00:00`),
    );
    await contact.getByRole('checkbox', { name: restartQuote.consent }).check();
    await buyNowButton(page).click();
    await expect(page).toHaveURL(at(pagePaths.makePayment), { timeout: 15_000 });

    await fillCardholder(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await payButton(page).click();
    await expect(page).toHaveURL(at(pagePaths.restartThankYou), { timeout: 20_000 });
    await expect(entryHeading(page, TEXT.thankYou.restart.heading)).toBeVisible();
    await expect(page.getByText(TEXT.thankYou.policyReference)).toContainText(/POL-[A-Z0-9-]+/);
    // The policy's documents, as on thank-you.
    await expect(
      page
        .getByRole('region', { name: TEXT.outcomes.documents.heading })
        .getByRole('button', { name: /Certificate/ }),
    ).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'the restart thank-you page');
  });

  test('an unknown quote reference shows the price problem, and Close returns to the form', async ({
    page,
  }) => {
    await page.goto('/restart-policy?quoteRef=RST-NO-SUCH');
    const problem = page.getByRole('dialog', {
      name: restartText.premiumProblem.heading('RST-NO-SUCH'),
    });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText(
      restartText.premiumProblem.text('RST-NO-SUCH', brand.supportPhone),
    );
    await problem.getByRole('button', { name: restartText.premiumProblem.close }).click();
    await expect(problem).toBeHidden();
    await expect(page).toHaveURL(at(pagePaths.restartPolicy));
    await expect(page.getByText(restartText.priceUnknown)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toBeEditable();
    await expect(continueButton(page)).toBeEnabled();
  });
});

// ---------------------------------------------------------------- the quote reminder

test('the quote reminder says when details do not match, and the right ones open the quote', async ({
  page,
  request,
}) => {
  const { quoteRef, path } = await mintEntryQuote(request, 'reminder');
  expect(path).toContain(quoteRef);
  await page.goto(path);
  await expect(entryHeading(page, TEXT.entries.reminder.heading)).toBeVisible();

  await submitReminderDetails(page, { ...REMINDER_HOLDER, postcode: 'SW1A 2AA' });
  await expect(entryAlert(page, TEXT.entryChecks.reminderMismatch)).toBeVisible();
  await expect(page).toHaveURL(at(pagePaths.yourQuoteDetails));

  await submitReminderDetails(page);
  await expect(page).toHaveURL(at(pagePaths.results), { timeout: 15_000 });
  await expect(resultsGreeting(page, 'Priya')).toBeVisible();
  await expect(page.getByText(quoteRef).first()).toBeVisible();
  await expect(buyNowButton(page)).toBeVisible();
});

// ---------------------------------------------------------------- quote retrieval

test.describe('quote retrieval', () => {
  test('asks who the customer is, says when it cannot find the quote, and opens it for the right details', async ({
    page,
    request,
  }) => {
    const { quoteRef } = await mintEntryQuote(request, 'aggregator');
    await page.goto(`/quote-retrieval?quoteRef=${quoteRef}`);
    await expect(entryHeading(page, retrievalText.heading)).toBeVisible();
    const main = page.getByRole('main');
    for (const label of ['First name', 'Last name', 'Postcode', 'Vehicle registration']) {
      await expect(main.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('group', { name: 'Date of birth', exact: true })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Quote reference' })).toHaveCount(0);

    await submitRetrievalDetails(page, { ...RETRIEVAL_HOLDER, surname: 'Cartwright' });
    await expect(
      entryAlert(page, retrievalText.failed(brand.supportPhone, quoteRef)),
    ).toBeVisible();

    await submitRetrievalDetails(page);
    await expect(page).toHaveURL(at(pagePaths.results), { timeout: 15_000 });
    await expect(resultsGreeting(page, 'Sam')).toBeVisible();
  });

  test('without a reference, a fresh browser asks for the quote reference too', async ({
    page,
  }) => {
    await page.goto('/quote-retrieval');
    await expect(entryHeading(page, retrievalText.heading)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'Quote reference' }),
    ).toBeVisible();
  });

  for (const { minutes, reopens } of [
    { minutes: 29, reopens: true },
    { minutes: -1, reopens: false },
  ]) {
    test(
      reopens
        ? 'a stamp saved under 30 minutes ago reopens the quote without asking'
        : 'an expired stamp asks for the details',
      async ({ page, request }) => {
        const { quoteRef, token } = await mintEntryQuote(request, 'aggregator');
        // The stamp is this browser's, kept when it loaded the quote: so is the quote's access cookie.
        const loaded = await page.request.get(
          `/api/v1/Quote/GetAggregatorQuote?Token=${token ?? ''}&QuoteReference=${quoteRef}`,
        );
        expect(loaded.status()).toBe(200);
        const now = Date.now();
        const stamp = {
          quoteRef,
          savedAt: new Date(now - (30 - minutes) * 60_000).toISOString(),
          expiresAt: new Date(now + minutes * 60_000).toISOString(),
        };
        await page.addInitScript((value) => {
          window.localStorage.setItem('retrieveQuoteStamp', value);
        }, JSON.stringify(stamp));
        await page.goto('/quote-retrieval');
        if (reopens) {
          await expect(page).toHaveURL(at(pagePaths.results), { timeout: 15_000 });
          await expect(resultsGreeting(page, 'Sam')).toBeVisible();
          await expect(page.getByText(quoteRef).first()).toBeVisible();
        } else {
          await expect(entryHeading(page, retrievalText.heading)).toBeVisible();
          await expect(
            page.getByRole('main').getByRole('textbox', { name: 'First name', exact: true }),
          ).toBeVisible();
          await expect(page).toHaveURL(at(pagePaths.quoteRetrieval));
        }
      },
    );
  }
});

// ---------------------------------------------------------------- accessibility

test.describe('axe (WCAG 2.2 A and AA)', () => {
  test('the restart form: empty, after an empty Continue and after a failed check', async ({
    page,
    request,
  }) => {
    const { quoteReference, premium } = await freshRestartQuote(request);
    await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
    await expect(page.getByText(formatGbp(premium.amount), { exact: true })).toBeVisible();
    await expectNoViolations(page, 'the restart form, empty');
    await continueButton(page).click();
    await expect(page.getByText(identity.surnameRequired).first()).toBeVisible();
    await expectNoViolations(page, 'the restart form, after an empty Continue');
    await submitRestartDetails(page, { ...RESTART_HOLDER, surname: 'Wrongname' });
    await expect(entryAlert(page, TEXT.entryChecks.restartNotFound)).toBeVisible();
    await expectNoViolations(page, 'the restart form, after a failed check');
  });

  test('the reminder form: empty, after an empty Continue and after a failed check', async ({
    page,
    request,
  }) => {
    const { path } = await mintEntryQuote(request, 'reminder');
    await page.goto(path);
    await expect(entryHeading(page, TEXT.entries.reminder.heading)).toBeVisible();
    await expectNoViolations(page, 'the reminder form, empty');
    await continueButton(page).click();
    await expect(page.getByText(identity.surnameRequired).first()).toBeVisible();
    await expectNoViolations(page, 'the reminder form, after an empty Continue');
    await submitReminderDetails(page, { ...REMINDER_HOLDER, surname: 'Wrongname' });
    await expect(entryAlert(page, TEXT.entryChecks.reminderMismatch)).toBeVisible();
    await expectNoViolations(page, 'the reminder form, after a failed check');
  });

  test('the retrieval form: empty, after an empty Continue and after a failed check', async ({
    page,
    request,
  }) => {
    const { quoteRef } = await mintEntryQuote(request, 'aggregator');
    await page.goto(`/quote-retrieval?quoteRef=${quoteRef}`);
    await expect(entryHeading(page, retrievalText.heading)).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectNoViolations(page, 'the retrieval form, empty');
    await continueButton(page).click();
    await expect(page.getByText(retrievalText.firstNameRequired).first()).toBeVisible();
    await expectNoViolations(page, 'the retrieval form, after an empty Continue');
    await submitRetrievalDetails(page, { ...RETRIEVAL_HOLDER, surname: 'Cartwright' });
    await expect(
      entryAlert(page, retrievalText.failed(brand.supportPhone, quoteRef)),
    ).toBeVisible();
    await expectNoViolations(page, 'the retrieval form, after a failed check');
  });

  test('the restart’s 30-day quote page', async ({ page, request }) => {
    const { quoteReference } = await freshRestartQuote(request);
    await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
    await submitRestartDetails(page);
    await expect(page).toHaveURL(at(RESTART_QUOTE_PATH), { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: restartQuote.heading })).toBeVisible();
    await expectNoViolations(page, 'the 30-day quote page');
  });
});
