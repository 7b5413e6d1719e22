/**
 * Reflow (WCAG 1.4.10): every main screen at 320 CSS pixels wide, and a 1280 pixel window zoomed to 200%
 * (a 640 pixel CSS viewport at device scale 2), scrolls only up and down and cuts nothing off: the wizard's
 * steps as they open and in error, results, the card and Direct Debit pages, the deposit's card page, thank-you, a returning
 * visitor's form and an outcome page.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import {
  answerAboutYou,
  answerDriverDetails,
  answerDrivingHistory,
} from './support/browser-customer';
import {
  continueButton,
  entryHeading,
  freshRestartQuote,
  mintEntryQuote,
} from './support/entry-pages';
import {
  confirmDirectDebit,
  depositHeading,
  fillDirectDebit,
  payButton,
  payDeposit,
  testCardForm,
  thankYouHeading,
} from './support/payment-page';
import {
  buyNow,
  choosePrice,
  greeting,
  pricingFooter,
  scrollToFraction,
} from './support/results-page';
import { heading, vehicleCover, walkTheWizard } from './support/wizard-steps';

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  cutOff: string[];
}

/** How wide the page scrolls, and every visible element of main reaching past the viewport's edges. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const right = root.clientWidth;
    const cutOff: string[] = [];
    // Visually hidden text (in a 1 px clipped box) is for screen readers, not on screen.
    const tiny = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    const screenReaderOnly = (element: Element) => {
      for (let at: Element | null = element; at && at.tagName !== 'MAIN'; at = at.parentElement) {
        if (tiny(at)) return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('main *')) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (screenReaderOnly(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 || box.left < -0.5) {
        const name = element.id ? `#${element.id}` : element.textContent.trim().slice(0, 30);
        cutOff.push(
          `${element.tagName.toLowerCase()} ${name} (${Math.round(box.left)} to ${Math.round(box.right)})`,
        );
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: right, cutOff };
  });
}

/** No horizontal scroll, and nothing in main beyond the viewport's left or right edge. */
async function expectReflows(page: Page, where: string) {
  const { scrollWidth, clientWidth, cutOff } = await measure(page);
  expect(cutOff, `${where}: cut off at ${clientWidth} px`).toEqual([]);
  expect(scrollWidth, `${where}: no horizontal scroll`).toBeLessThanOrEqual(clientWidth);
}

const continueStep = (page: Page) =>
  page.getByRole('button', { name: TEXT.wizard.continue, exact: true });

/** A wizard step as it opens, then with the messages of a Continue with nothing new answered. */
async function checkStep(page: Page, name: string) {
  await expect(heading(page, name)).toBeVisible();
  await expectReflows(page, name);
  await continueStep(page).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectReflows(page, `${name}, in error`);
}

const layouts = [
  { name: '320 px wide', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '1280 px at 200% zoom', viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 },
] as const;

for (const { name, viewport, deviceScaleFactor } of layouts) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    test('the wizard, results, both payment pages and thank-you', async ({ page }) => {
      test.setTimeout(60_000);
      await walkTheWizard(page, (step) => checkStep(page, TEXT.wizard.heading[step]), {
        aboutYou: () => answerAboutYou(page, 'Carter'),
        driverDetails: () => answerDriverDetails(page, 'Carter'),
        driverDetailsTwo: () => answerDrivingHistory(page, { addDrivers: true }),
      });
      await vehicleCover(page);
      await continueStep(page).click();

      const panel = TEXT.durationPanel;
      await expect(
        page.getByRole('heading', { level: 1, name: panel.heading, exact: true }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await expectReflows(page, 'the duration panel');
      await page.getByRole('button', { name: panel.choose(panel.annual), exact: true }).click();
      await expect(greeting(page)).toBeVisible({ timeout: 15_000 });
      await expectReflows(page, 'results');
      await choosePrice(page, 'monthly');
      const credit = page.getByRole('region', { name: TEXT.credit.panel.title });
      for (const title of Object.values(TEXT.credit.panel.sections)) {
        await credit.getByRole('button', { name: title, exact: true }).click();
      }
      await scrollToFraction(page, 0.5);
      await expect(pricingFooter(page)).toBeVisible();
      await expectReflows(page, 'results, paying monthly with the credit sections open');
      await choosePrice(page, 'annual');
      await buyNow(page);
      await expect(testCardForm(page).getByLabel('Card number')).toBeVisible();
      await expectReflows(page, 'the card page');
      await payButton(page).click();
      await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
      await expectReflows(page, 'the card page, in error');

      await page.getByRole('button', { name: TEXT.paymentPages.otherMethod.toDirectDebit }).click();
      await expect(greeting(page)).toBeVisible();
      await choosePrice(page, 'monthly');
      await buyNow(page);
      await expect(page).toHaveURL(/\/payment-summary$/);
      await expect(
        page.getByRole('button', { name: TEXT.directDebit.submitToDeposit }),
      ).toBeVisible();
      await expectReflows(page, 'the Direct Debit page');
      await confirmDirectDebit(page);
      await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
      await expectReflows(page, 'the Direct Debit page, in error');
      await fillDirectDebit(page);
      await confirmDirectDebit(page);
      await expect(depositHeading(page)).toBeVisible({ timeout: 15_000 });
      await expect(testCardForm(page).getByLabel('Card number')).toBeVisible();
      await expectReflows(page, 'the deposit page');
      await payDeposit(page);
      await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
      await expectReflows(page, 'thank-you');
    });

    test('a returning visitor’s form and an outcome page', async ({ page, request }) => {
      const { quoteReference } = await freshRestartQuote(request);
      await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
      await expect(entryHeading(page, TEXT.entries.restart.heading)).toBeVisible();
      await expectReflows(page, 'the restart form');
      await continueButton(page).click();
      await expect(page.getByText(TEXT.entries.identity.surnameRequired).first()).toBeVisible();
      await expectReflows(page, 'the restart form, in error');

      await page.goto('/pcw-result?token=AGG-EXPIRED&quoteRef=AGGQ-EXPIRED&source=CTM');
      await expect(entryHeading(page, 'Quote expired')).toBeVisible({ timeout: 15_000 });
      await expectReflows(page, 'Quote expired');
    });
  });
}

test.describe('a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The day, month and year of the date of birth side by side, as the wizard shows them. */
  async function expectDateOnOneLine(page: Page, where: string) {
    const dateOfBirth = page.getByRole('main').getByRole('group', { name: /date of birth/i });
    const tops: number[] = [];
    for (const part of ['Day', 'Month', 'Year']) {
      const box = await dateOfBirth.getByRole('textbox', { name: part, exact: true }).boundingBox();
      expect(box, `${where}: ${part} on screen`).not.toBeNull();
      tops.push(Math.round(box?.y ?? -1));
    }
    expect(
      new Set(tops).size,
      `${where}: day, month and year on one line (tops ${tops.join(', ')})`,
    ).toBe(1);
  }

  test('the returning visitors’ forms show the date of birth on one line', async ({
    page,
    request,
  }) => {
    const { quoteReference } = await freshRestartQuote(request);
    await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
    await expect(entryHeading(page, TEXT.entries.restart.heading)).toBeVisible();
    await expectDateOnOneLine(page, 'the restart form');

    const reminder = await mintEntryQuote(request, 'reminder');
    await page.goto(reminder.path);
    await expect(continueButton(page)).toBeVisible({ timeout: 15_000 });
    await expectDateOnOneLine(page, 'the reminder form');

    await page.goto('/quote-retrieval');
    await expect(continueButton(page)).toBeVisible({ timeout: 15_000 });
    await expectDateOnOneLine(page, 'the retrieval form');
  });
});
