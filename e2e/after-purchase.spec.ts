/**
 * After buying, in Chromium against the sandbox on a phone-sized screen: every page of the bought quote shows
 * thank-you (Back, a typed address, a reload), and a second tab of the journey left on results shows it too
 * as soon as the first tab pays; axe on the deposit's card page and on thank-you after it.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import {
  TEST_CARDS,
  confirmDirectDebit,
  depositHeading,
  fillCard,
  fillCardholder,
  fillDirectDebit,
  payButton,
  payDeposit,
  reachPayment,
  thankYouHeading,
} from './support/payment-page';
import { RESULTS_PATH, greeting } from './support/results-page';
import { heading } from './support/wizard-steps';
import { expectNoViolations } from './support/axe';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const THANK_YOU_PATH = /\/thank-you$/;

async function payByCard(page: Page) {
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
}

/** Thank-you, and nothing of the pages the bought quote had. */
async function expectThankYou(page: Page, how: string) {
  await expect(page, how).toHaveURL(THANK_YOU_PATH);
  await expect(thankYouHeading(page), how).toBeVisible();
  await expect(page.getByText(TEXT.thankYou.lead), how).toBeVisible();
  // Read once thank-you is drawn again: the card page's heading is not on it.
  await expect(heading(page, TEXT.paymentPages.card.heading), how).toHaveCount(0);
  for (const gone of [TEXT.results.loading, TEXT.paymentPages.card.settingUp]) {
    await expect(page.getByText(gone, { exact: true }), how).toHaveCount(0);
  }
}

test('after a card purchase, Back, a typed address and a reload all show thank-you', async ({
  page,
}) => {
  await reachPayment(page, 'annual');
  await payByCard(page);

  await page.goBack();
  await expectThankYou(page, 'Back to /make-payment');
  for (const path of ['/results', '/make-payment', '/payment-summary', '/quote/vehicle-cover']) {
    await page.goto(path);
    await expectThankYou(page, `typed ${path}`);
  }
  await page.reload();
  await expectThankYou(page, 'a reload');
});

test('after a Direct Debit purchase and its deposit, Back and the summary typed again show thank-you', async ({
  page,
}) => {
  await reachPayment(page, 'monthly');
  await fillDirectDebit(page);
  await confirmDirectDebit(page);
  await expect(depositHeading(page)).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, "the deposit's card page on a phone");
  await payDeposit(page);
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'thank-you after a Direct Debit purchase, on a phone');

  await page.goBack();
  await expectThankYou(page, "Back to the deposit's card page");
  await page.goto('/payment-summary');
  await expectThankYou(page, 'typed /payment-summary');
  // Neither of the Direct Debit form's buttons (its deposit's, which this plan has, or the plain one).
  for (const name of [TEXT.directDebit.submitToDeposit, TEXT.directDebit.submit])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('a second tab left on results shows thank-you as soon as the first pays, and after its reload', async ({
  page,
  context,
}) => {
  await reachPayment(page, 'annual');
  const otherTab = await context.newPage();
  await otherTab.goto('/results');
  await expect(otherTab).toHaveURL(RESULTS_PATH);
  await expect(greeting(otherTab)).toBeVisible();

  await payByCard(page);

  await expectThankYou(otherTab, 'the other tab');
  await otherTab.reload();
  await expectThankYou(otherTab, "the other tab's reload");
});
