/**
 * The screenshots of docs/screens/: results, the card page, the Direct Debit page, the deposit's card page and
 * thank-you after each way to pay, each at a phone's width (390 px) and a laptop's (1280 px), whole pages as a
 * customer scrolls through them. Run by `npm run screens`; docs/screens/README.md lists them.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  testCardForm,
  thankYouHeading,
} from '../support/payment-page';
import { greeting, reachResults } from '../support/results-page';
import { TEXT } from '../../machines/core/catalogue';

const SCREENS_DIR = fileURLToPath(new URL('../../docs/screens', import.meta.url));

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Waits for what moves (the price highlight, a toast's entrance) to settle, then saves the whole page. */
async function save(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_000);
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('results', async ({ page }) => {
      await reachResults(page);
      await expect(greeting(page)).toBeVisible();
      await save(page, `results-${name}`);
    });

    test('the card page and thank-you', async ({ page }) => {
      await reachPayment(page, 'annual');
      await expect(testCardForm(page).getByLabel('Card number')).toBeVisible();
      await save(page, `card-page-${name}`);
      await fillCardholder(page);
      await fillCard(page, TEST_CARDS.succeeds);
      await payButton(page).click();
      await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
      await save(page, `thank-you-${name}`);
    });

    test("the Direct Debit page, the deposit's card page and thank-you after them", async ({
      page,
    }) => {
      await reachPayment(page, 'monthly');
      await expect(
        page.getByRole('button', { name: TEXT.directDebit.submitToDeposit }),
      ).toBeVisible();
      await save(page, `direct-debit-${name}`);
      await fillDirectDebit(page);
      await confirmDirectDebit(page);
      await expect(depositHeading(page)).toBeVisible({ timeout: 15_000 });
      await expect(testCardForm(page).getByLabel('Card number')).toBeVisible();
      await save(page, `deposit-${name}`);
      await payDeposit(page);
      await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
      await save(page, `thank-you-direct-debit-${name}`);
    });
  });
}
