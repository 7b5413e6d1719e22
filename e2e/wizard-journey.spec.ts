import { expect, test, type Page, type Response } from '@playwright/test';
import {
  STEP_PATH,
  heading,
  continueTo,
  back,
  answer,
  vehicleDetails,
  vehicleDetailsTwo,
  expectStepTwoAnswers,
  additionalDrivers,
  vehicleCover,
  throughDrivingHistory,
  vehicleFound,
} from './support/wizard-steps';
import { addDays, format, set, startOfToday } from 'date-fns';
import { atTheCoverStepFor } from './support/stored-journey';
import { coverQuestionText } from '../machines/wizard/cover-question-text';
import { formatGbp } from '../machines/results/credit';
import type { QuoteResult } from '../machines/core/contract';
import { TEXT } from '../machines/core/catalogue';

test('a direct customer completes the seven steps and reaches the results with a priced quote', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await throughDrivingHistory(page);
  await additionalDrivers(page);
  await continueTo(page, STEP_PATH.vehicleCover);
  await vehicleCover(page);

  const quoted = page.waitForResponse((response: Response) =>
    response.url().includes('/Quote/GenerateNewPrivateCarQuote'),
  );
  await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
  const response = await quoted;
  expect(response.status()).toBe(200);
  const { underwritingOutcome } = (await response.json()) as QuoteResult;
  expect(underwritingOutcome.outcome).toBe('Quoted');
  const premiums = underwritingOutcome.underwrittenOptions.flatMap((option) =>
    option.underwrittenDataPoints.map((point) => point.underwrittenPrice.totalPremium.amount),
  );
  expect(premiums.length).toBeGreaterThan(0);
  for (const premium of premiums) expect(premium).toBeGreaterThan(0);

  // Priced for both lengths of cover: the duration panel shows each with its card total.
  await expect(page).toHaveURL(/\/policy-selection$/);
  const panel = TEXT.durationPanel;
  await expect(heading(page, panel.heading)).toBeVisible();
  for (const [term, name] of [
    ['Annual', panel.annual],
    ['ThirtyDay', panel.thirtyDay],
  ] as const) {
    const option = underwritingOutcome.underwrittenOptions.find(
      (candidate) => candidate.policyTermType === term,
    );
    const total = cardOf(option).totalAmountPayable.amount;
    await expect(page.getByRole('listitem', { name })).toContainText(panel.price(formatGbp(total)));
  }

  // Annual chosen: the quote is priced again for a year, and the results offer its prices.
  const rated = page.waitForResponse((answer: Response) =>
    answer.url().includes('/Quote/RateExistingPrivateCarQuote'),
  );
  await page.getByRole('button', { name: panel.choose(panel.annual), exact: true }).click();
  const annual = ((await (await rated).json()) as QuoteResult).underwritingOutcome;
  expect(annual.underwrittenOptions.map((option) => option.policyTermType)).toEqual(['Annual']);

  await expect(page).toHaveURL(/\/results$/);
  await expect(heading(page, TEXT.results.greeting('Sam'))).toBeVisible();
  const card = cardOf(annual.underwrittenOptions[0]);
  await expect(
    page.getByRole('radio', {
      name: `${TEXT.results.annual} ${formatGbp(card.totalAmountPayable.amount)}`,
    }),
  ).toBeVisible();
});

/** The card price of an option, which every option the sandbox prices offers. */
function cardOf(
  option: QuoteResult['underwritingOutcome']['underwrittenOptions'][number] | undefined,
) {
  const card = option?.paymentCollectionOptions.find((c) => c.paymentMethod === 'CARD_PAYMENT');
  if (!card) throw new Error('The quote offers no card payment');
  return card;
}

test('a reload mid-wizard keeps the draft of step 3 and the answers of steps 1 and 2', async ({
  page,
}) => {
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Surname', { exact: true }).fill('Draft');
  // Drafts are saved at most every half second: wait until the stored journey holds what was typed.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('root') ?? ''))
    .toContain('Draft');

  await page.reload();
  await expect(heading(page, TEXT.wizard.heading.aboutYou)).toBeVisible();
  await expect(page).toHaveURL(STEP_PATH.aboutYou);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Sam');
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Draft');

  await back(page, STEP_PATH.vehicleDetailsTwo);
  await expectStepTwoAnswers(page);
  await back(page, STEP_PATH.vehicleDetails);
  await expect(page.getByLabel('Vehicle registration')).toHaveValue(/^DL19 ?CAR$/);
  await expect(vehicleFound(page)).toContainText('Prius');
});

test('Back from step 3 shows the stored answers of step 2', async ({ page }) => {
  await vehicleDetails(page);
  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  await expect(heading(page, TEXT.wizard.heading.aboutYou)).toBeVisible();
  await back(page, STEP_PATH.vehicleDetailsTwo);
  await expectStepTwoAnswers(page);
});

for (const leaving of [
  {
    // spec 1 §2: the browser's Back goes to vehicle-details.
    name: "the browser's Back",
    step: STEP_PATH.vehicleDetails,
    heading: TEXT.wizard.heading.vehicleDetails,
    back: (page: Page) => page.goBack(),
  },
  {
    name: "the page's Back",
    step: STEP_PATH.vehicleDetailsTwo,
    heading: TEXT.wizard.heading.vehicleDetailsTwo,
    back: (page: Page) =>
      page.getByRole('main').getByRole('button', { name: TEXT.wizard.back, exact: true }).click(),
  },
]) {
  test(`${leaving.name} while the address search runs leaves About you and cancels the search`, async ({
    page,
  }) => {
    await vehicleDetails(page);
    await vehicleDetailsTwo(page);
    await continueTo(page, STEP_PATH.aboutYou);
    // The search is held in the browser, as on a slow connection, and never answered.
    const searched = new Promise<void>((resolve) => {
      void page.route('**/api/v1/Address/SearchAddresses*', () => resolve());
    });
    const home = page.getByRole('group', { name: 'Home address', exact: true });
    await home.getByRole('textbox', { name: TEXT.labels.postcode }).fill('SW1A 1AA');
    await home.getByRole('button', { name: TEXT.address.find, exact: true }).click();
    await searched;
    await expect(page.getByText(TEXT.address.searching).first()).toBeVisible();

    const cancelled = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/api/v1/Address/SearchAddresses'),
    );
    await leaving.back(page);
    await expect(page).toHaveURL(leaving.step);
    await expect(heading(page, leaving.heading)).toBeVisible();
    expect((await cancelled).failure()?.errorText, 'the search the customer left').toMatch(
      /ABORTED/,
    );

    // Back on About you: no search running, and the customer can search again.
    if (leaving.step === STEP_PATH.vehicleDetails)
      await continueTo(page, STEP_PATH.vehicleDetailsTwo);
    await continueTo(page, STEP_PATH.aboutYou);
    await expect(heading(page, TEXT.wizard.heading.aboutYou)).toBeVisible();
    await expect(page.getByText(TEXT.address.searching)).toHaveCount(0);
    await page.unroute('**/api/v1/Address/SearchAddresses*');
    await home.getByRole('textbox', { name: TEXT.labels.postcode }).fill('SW1A 1AA');
    await home.getByRole('button', { name: TEXT.address.find, exact: true }).click();
    await expect(home.getByRole('option', { name: /^\d+ address(es)? found$/ })).toHaveCount(1);
  });
}

test('a cover start the clock overtakes while the page is open moves on to the earliest allowed, and is priced', async ({
  page,
}) => {
  // The customer's clock: 08:44:30 tomorrow, when 09:00 is the earliest start (the sandbox, on today's, takes it).
  const morning = set(addDays(startOfToday(), 1), { hours: 8, minutes: 44, seconds: 30 });
  await page.clock.install({ time: morning });
  await atTheCoverStepFor(page);
  await vehicleCover(page);
  await expect(page.getByLabel('Cover start time', { exact: true })).toHaveValue('09:00');

  // A minute later 09:00 is less than 15 minutes away: the start moves on by itself, and the page says so.
  await page.clock.runFor('01:00');
  await expect(page.getByLabel('Cover start time', { exact: true })).toHaveValue('09:15');
  await expect(
    page.getByRole('status').filter({ hasText: 'The time you chose has passed' }),
  ).toHaveText(
    coverQuestionText.cover.coverStartMoved('09:15', format(morning, 'EEEE d MMMM yyyy')),
  );

  const quoted = page.waitForRequest('**/Quote/GenerateNewPrivateCarQuote');
  await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
  const asked = (await quoted).postDataJSON() as {
    quote: { coverDetails: { effectiveFrom: string } };
  };
  expect(new Date(asked.quote.coverDetails.effectiveFrom)).toEqual(
    set(morning, { hours: 9, minutes: 15, seconds: 0 }),
  );
  await expect(page).toHaveURL(/\/(results|policy-selection)$/, { timeout: 15_000 });
});

test('a reload keeps an additional driver half typed, with the claims list inside it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await throughDrivingHistory(page);

  const driver = page.getByRole('group', { name: 'Add a driver' });
  await driver.getByLabel('First name', { exact: true }).fill('Alex');
  await driver.getByLabel('Surname', { exact: true }).fill('Halftyped');
  await answer(driver, 'Have they had any accidents, claims or losses in the last 5 years?', 'Yes');
  await driver
    .getByRole('group', { name: 'Add a claim' })
    .getByLabel('Cost of the claim')
    .fill('480');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('root') ?? ''))
    .toContain('480');

  await page.reload();
  await expect(heading(page, TEXT.wizard.heading.additionalDrivers)).toBeVisible();
  const reopened = page.getByRole('group', { name: 'Add a driver' });
  await expect(reopened.getByLabel('First name', { exact: true })).toHaveValue('Alex');
  await expect(reopened.getByLabel('Surname', { exact: true })).toHaveValue('Halftyped');
  await expect(
    reopened.getByRole('group', { name: 'Add a claim' }).getByLabel('Cost of the claim'),
  ).toHaveValue('480');
});
