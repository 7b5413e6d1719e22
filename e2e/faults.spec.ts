/**
 * Faults that lose nothing, in the browser: slow calls show the waiting screen and then the result; a reload
 * while a call is under way, or on any page of the journey, comes back to the same place with the same
 * answers; two tabs of one journey agree; and the network gone during the later calls costs the customer
 * nothing. The calls' own failures, one by one, are tests/faults/operation-faults.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import { coverQuestionText } from '../machines/wizard/cover-question-text';
import { atTheCoverStep, clearFaults, holdCall, setFault, waitingFor } from './support/faults';
import { answersUpToTheQuote, openWithStored } from './support/stored-journey';
import {
  fillCard,
  fillCardholder,
  payButton,
  TEST_CARDS,
  testCardForm,
  thankYouHeading,
} from './support/payment-page';
import { answerVehicleCover } from './support/browser-customer';
import { mintEntryQuote } from './support/entry-pages';
import {
  buyNow,
  buyNowButton,
  choosePrice,
  annualRadio,
  contactBlock,
  fillContactDetails,
  greeting,
  chooseDuration,
  continueToResults,
} from './support/results-page';
import {
  STEP_PATH,
  continueTo,
  expectStepTwoAnswers,
  heading,
  vehicleFound,
} from './support/wizard-steps';

const SLOW_MS = 10_000;
const coverText = coverQuestionText.cover;
const step = TEXT.wizard.heading;
const cardHeading = (page: Page) => heading(page, TEXT.paymentPages.card.heading);
const policyReference = (page: Page) => page.getByText(/POL-[A-Z0-9-]+/).first();

let stored = '';
let cases = 0;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(90_000);
  stored = await answersUpToTheQuote(browser);
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test.afterAll(() => {
  console.info(`Browser fault cases: ${String(cases)}`);
});

const billingAnswer = (page: Page, answer: 'Yes' | 'No') =>
  page
    .getByRole('group', { name: TEXT.paymentPages.card.billingDetails })
    .getByRole('radio', { name: answer, exact: true });

/** The cardholder's answers as they were before the reload: the policyholder's, kept in the page's draft. */
async function expectCardholderKept(page: Page) {
  await expect(billingAnswer(page, 'Yes')).toBeChecked();
  await expect(page.getByLabel(TEXT.paymentPages.card.firstName)).toHaveValue('Sam');
  await expect(page.getByLabel(TEXT.paymentPages.card.lastName)).toHaveValue('Carter');
  // Choosing again copies the policyholder's details again.
  await billingAnswer(page, 'No').check();
  await expect(page.getByLabel(TEXT.paymentPages.card.firstName)).toHaveValue('');
  await fillCardholder(page);
}

/** From the cover step with every answer given to the results page of a quote of this test's own. */
async function toResults(page: Page) {
  await atTheCoverStep(page, stored);
  await continueToResults(page);
  await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
}

test('slow calls (10 s): the pressed button is busy, pricing shows its panel in view, then the result', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A phone, where a message at the top of a long page is out of view.
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/quote/vehicle-details');
  await page.getByLabel('Vehicle registration').fill('DL19 CAR');
  await setFault(request, { operationId: 'getVehicleDetailsByVrm', latencyMs: SLOW_MS, times: 1 });
  const findVehicle = page.getByRole('button', { name: TEXT.wizard.findVehicle });
  await findVehicle.click();
  await expect(findVehicle).toHaveAttribute('aria-busy', 'true');
  await expect(findVehicle).toBeFocused();
  await expect(waitingFor(page, 'Finding your vehicle')).toBeVisible();
  await expect(vehicleFound(page)).toContainText('Prius', {
    timeout: SLOW_MS + 5_000,
  });
  cases += 1;

  await atTheCoverStep(page, stored);
  await setFault(request, {
    operationId: 'generateNewPrivateCarQuote',
    latencyMs: SLOW_MS,
    times: 1,
  });
  const continueButton = page.getByRole('button', { name: TEXT.wizard.continue, exact: true });
  await continueButton.click();
  const pricing = page.getByRole('status').filter({ hasText: coverText.findingPrice });
  await expect(pricing).toBeInViewport();
  await expect(continueButton).toHaveAttribute('aria-busy', 'true');
  await expect(continueButton).toBeFocused();
  await chooseDuration(page, 'Annual');
  await expect(greeting(page)).toBeVisible({ timeout: SLOW_MS + 5_000 });
  cases += 1;

  await choosePrice(page, 'annual');
  await buyNow(page);
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await setFault(request, { operationId: 'takeUpQuote', latencyMs: SLOW_MS, times: 1 });
  await payButton(page).click();
  await expect(waitingFor(page, TEXT.paymentPages.processing)).toBeVisible();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: SLOW_MS + 5_000 });
  await expect(policyReference(page)).toBeVisible();
  cases += 1;
});

test.describe('a reload while a call is under way comes back to the same place with the same answers', () => {
  test("the wizard's vehicle and address lookups", async ({ page, request }) => {
    await page.goto('/quote/vehicle-details');
    await page.getByLabel('Vehicle registration').fill('DL19 CAR');
    let held = await holdCall(page, request, 'getVehicleDetailsByVrm');
    await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
    await held.seen;
    await held.reloadPage();
    await expect(heading(page, step.vehicleDetails)).toBeVisible();
    await expect(page.getByLabel('Vehicle registration')).toHaveValue(/DL19 ?CAR/);
    await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
    await expect(vehicleFound(page)).toContainText('Prius');
    cases += 1;

    await openWithStored(page, stored, '/quote/about-you');
    await expect(heading(page, step.aboutYou)).toBeVisible();
    const home = page.getByRole('group', { name: 'Home address', exact: true });
    await home.getByRole('button', { name: TEXT.address.searchAgain }).click();
    await home.getByLabel('Postcode').fill('SW1A 1AA');
    held = await holdCall(page, request, 'searchAddresses');
    await home.getByRole('button', { name: TEXT.address.find }).click();
    await held.seen;
    await held.reloadPage();
    await expect(heading(page, step.aboutYou)).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Sam');
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Carter');
    cases += 1;
  });

  test('quote generation', async ({ page, request }) => {
    await atTheCoverStep(page, stored);
    const held = await holdCall(page, request, 'generateNewPrivateCarQuote');
    await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
    await held.seen;
    await held.reloadPage();
    await expect(heading(page, step.vehicleCover)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Comprehensive', exact: true })).toBeChecked();
    // The disclaimer is read and accepted again on every visit (src/wizard/vehicle-cover-values.ts).
    await answerVehicleCover(page, { excess: '£250' });
    await continueToResults(page);
    await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
    cases += 1;
  });

  test("Buy Now's save and the card set-up", async ({ page, request }) => {
    test.setTimeout(60_000);
    await toResults(page);
    await choosePrice(page, 'annual');
    await fillContactDetails(page);
    let held = await holdCall(page, request, 'updateContactPreferences');
    await buyNowButton(page).click();
    await held.seen;
    await held.reloadPage();
    await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
    await expect(annualRadio(page)).toBeChecked();
    await expect(contactBlock(page).getByLabel(TEXT.contact.email, { exact: true })).toHaveValue(
      'sam.carter@example.com',
    );
    cases += 1;

    held = await holdCall(page, request, 'getClientData');
    await buyNow(page);
    await expect(page).toHaveURL(/\/make-payment$/);
    await held.seen;
    await held.reloadPage();
    await expect(cardHeading(page)).toBeVisible({ timeout: 15_000 });
    await expect(testCardForm(page).getByLabel('Card number')).toBeVisible();
    cases += 1;
  });

  // Paying holds MakePaymentIntent (before the card is charged) or TakeUpQuote (after it). When the card was
  // charged before the reload, paying again keeps the attempt's key, so it only takes the quote up
  // (docs/decisions/0005-payment.md, Idempotency).
  const heldPayments = [
    { title: 'the payment', call: 'makePaymentIntentV2' },
    { title: 'the take-up', call: 'takeUpQuote' },
  ] as const;

  for (const { title, call } of heldPayments) {
    test(title, async ({ page, request }) => {
      test.setTimeout(60_000);
      await toResults(page);
      await choosePrice(page, 'annual');
      await buyNow(page);
      await expect(cardHeading(page)).toBeVisible();
      await fillCardholder(page);
      await fillCard(page, TEST_CARDS.succeeds);
      const held = await holdCall(page, request, call);
      await payButton(page).click();
      await held.seen;
      await held.reloadPage();
      await expect(cardHeading(page)).toBeVisible();
      await expectCardholderKept(page);
      await fillCard(page, TEST_CARDS.succeeds);
      await payButton(page).click();
      await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
      cases += 1;
    });
  }

  test("a price-comparison link's quote", async ({ page, request }) => {
    const entry = await mintEntryQuote(request, 'aggregator');
    const held = await holdCall(page, request, 'getAggregatorQuoteDetails');
    await page.goto(entry.path);
    await held.seen;
    await held.reloadPage();
    await expect(heading(page, step.vehicleCover)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('radio', { name: 'Comprehensive', exact: true })).toBeChecked();
    cases += 1;
  });
});

test('a reload on every page of the journey shows the same page with the same answers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openWithStored(page, stored, '/quote/vehicle-details');
  const checks: [string, string, () => Promise<void>][] = [
    [
      '/quote/vehicle-details',
      step.vehicleDetails,
      () => expect(vehicleFound(page)).toContainText('Prius'),
    ],
    ['/quote/vehicle-details-two', step.vehicleDetailsTwo, () => expectStepTwoAnswers(page)],
    [
      '/quote/about-you',
      step.aboutYou,
      () => expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Carter'),
    ],
    [
      '/quote/driver-details',
      step.driverDetails,
      () =>
        expect(
          page
            .getByRole('group', { name: 'Have you lived in the UK since birth?', exact: true })
            .getByRole('radio', { name: 'Yes', exact: true }),
        ).toBeChecked(),
    ],
    [
      '/quote/driver-details-two',
      step.driverDetailsTwo,
      () =>
        expect(
          page
            .getByRole('group', {
              name: 'Do you have any unspent criminal convictions?',
              exact: true,
            })
            .getByRole('radio', { name: 'No', exact: true }),
        ).toBeChecked(),
    ],
    [
      '/quote/vehicle-cover',
      step.vehicleCover,
      () => expect(page.getByRole('radio', { name: 'Comprehensive', exact: true })).toBeChecked(),
    ],
  ];
  for (const [path, name, answersShown] of checks) {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
    await page.reload();
    await expect(heading(page, name)).toBeVisible();
    await answersShown();
    cases += 1;
  }

  await answerVehicleCover(page, { excess: '£250' });
  await continueToResults(page);
  await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
  await choosePrice(page, 'annual');
  await page.reload();
  await expect(greeting(page)).toBeVisible();
  await expect(annualRadio(page)).toBeChecked();
  cases += 1;

  await buyNow(page);
  await fillCardholder(page);
  await page.reload();
  await expect(cardHeading(page)).toBeVisible();
  await expect(billingAnswer(page, 'Yes')).toBeChecked();
  await expectCardholderKept(page);
  cases += 1;

  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  const bought = await policyReference(page).textContent();
  await page.reload();
  await expect(thankYouHeading(page)).toBeVisible();
  await expect(page.getByText(bought ?? 'none').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.outcomes.documents.heading })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: /^Download / })
      .or(page.getByRole('link', { name: /^Download / }))
      .first(),
  ).toBeVisible();
  cases += 1;
});

test('two tabs of one journey: an answer given in one shows in the other when its page is next opened, and both go on together', async ({
  page,
  context,
}) => {
  await openWithStored(page, stored, '/quote/vehicle-details-two');
  await expect(heading(page, step.vehicleDetailsTwo)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/quote/about-you');
  await expect(heading(other, step.aboutYou)).toBeVisible();

  await page.bringToFront();
  await page.getByLabel('What is the vehicle worth?').fill('9500');
  await continueTo(page, STEP_PATH.aboutYou);

  // The other tab, not reloaded: the step's page shows the first tab's answer when it is opened again.
  await other.bringToFront();
  await other.getByRole('button', { name: TEXT.wizard.back, exact: true }).click();
  await expect(heading(other, step.vehicleDetailsTwo)).toBeVisible();
  await expect(other.getByLabel('What is the vehicle worth?')).toHaveValue('9500');
  await continueTo(other, STEP_PATH.aboutYou);
  await other.getByLabel('Surname', { exact: true }).fill('Carter-Smith');
  await continueTo(other, STEP_PATH.driverDetails);

  // And back in the first tab, not reloaded either.
  await page.bringToFront();
  await page.getByRole('button', { name: TEXT.wizard.back, exact: true }).click();
  await expect(heading(page, step.vehicleDetailsTwo)).toBeVisible();
  await continueTo(page, STEP_PATH.aboutYou);
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Carter-Smith');

  // A reload in either tab shows the same.
  await other.reload();
  await expect(heading(other, step.driverDetails)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Carter-Smith');
  cases += 1;
});

test('offline during the quote, Buy Now and the payment: back online, nothing is lost and the customer goes on', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await atTheCoverStep(page, stored);
  await context.setOffline(true);
  await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
  // Offline, the error page's own script cannot be fetched either: the app's fallback says the same.
  await expect(heading(page, 'Something went wrong')).toBeVisible();
  await context.setOffline(false);
  await page.goto('/quote/vehicle-cover');
  await expect(page.getByRole('radio', { name: 'Comprehensive', exact: true })).toBeChecked();
  await answerVehicleCover(page, { excess: '£250' });
  await continueToResults(page);
  await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
  cases += 1;

  await choosePrice(page, 'annual');
  await fillContactDetails(page);
  await context.setOffline(true);
  await buyNowButton(page).click();
  await expect(heading(page, 'Something went wrong')).toBeVisible();
  await context.setOffline(false);
  await page.goto('/results');
  await expect(greeting(page)).toBeVisible();
  await expect(contactBlock(page).getByLabel(TEXT.contact.email, { exact: true })).toHaveValue(
    'sam.carter@example.com',
  );
  await choosePrice(page, 'annual');
  await buyNow(page);
  await expect(cardHeading(page)).toBeVisible();
  cases += 1;

  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await context.setOffline(true);
  await payButton(page).click();
  const problem = page.getByRole('dialog', { name: TEXT.paymentPages.problemTitle });
  await expect(problem).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await problem.getByRole('button', { name: TEXT.paymentPages.problemClose }).click();
  await expect(page.getByLabel(TEXT.paymentPages.card.firstName)).not.toHaveValue('');
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(policyReference(page)).toBeVisible();
  cases += 1;
});
