/**
 * Back without losing your place (issue #26): browser Back goes to vehicle details as spec 2 §2 says, and
 * step 1 then says the answers are kept and returns to the quote in one press, without pricing it again; a
 * restart customer's Back after 'Change your cover' returns to their offer. On a phone, 390 px wide.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import { vehicleQuestionText } from '../machines/wizard/vehicle-question-text';
import { freshRestartQuote, submitRestartDetails } from './support/entry-pages';
import { greeting, reachResults, RESULTS_PATH } from './support/results-page';
import { heading } from './support/wizard-steps';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 60_000 });

const returnRegion = (page: Page) =>
  page.getByRole('region', { name: vehicleQuestionText.details.returnToQuote });

/** Every call that prices a quote, from now on. */
function pricingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/GenerateNewPrivateCarQuote|RateExistingPrivateCarQuote/.test(request.url()))
      calls.push(request.url());
  });
  return calls;
}

test('Back from results keeps the answers, and Return to your quote shows the same price again', async ({
  page,
}) => {
  await reachResults(page);
  const price = await page.getByRole('radio', { name: /In full by card/ }).textContent();
  const calls = pricingCalls(page);

  await page.goBack();
  await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();
  await expect(returnRegion(page)).toContainText(vehicleQuestionText.details.answersKept);
  await expect(returnRegion(page)).toBeInViewport();

  await returnRegion(page)
    .getByRole('link', { name: vehicleQuestionText.details.returnToQuote })
    .click();
  await expect(page).toHaveURL(RESULTS_PATH);
  await expect(greeting(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: /In full by card/ })).toHaveText(price ?? '');
  expect(calls, 'no call priced the quote again').toEqual([]);
});

test("a restart customer's Back after 'Change your cover' returns to their offer", async ({
  page,
  request,
}) => {
  const { quoteReference } = await freshRestartQuote(request);
  await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
  await submitRestartDetails(page);
  await expect(page).toHaveURL(/\/30-day-quote$/, { timeout: 15_000 });
  await page.getByRole('button', { name: TEXT.results.card.changeCover }).click();
  await expect(heading(page, TEXT.wizard.heading.vehicleCover)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/30-day-quote$/);
  await expect(page.getByRole('button', { name: TEXT.results.card.changeCover })).toBeVisible();
});
