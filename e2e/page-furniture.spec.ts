/**
 * The frame around every page in Chromium (spec 1 §1 page furniture, §2 Layout): the header that hides
 * while scrolling down, the footer's collapsible sections, the customer-review widget (4 and 5 stars only,
 * checked with axe) and the room the footer leaves for the results page's pricing footer.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { takenOver } from './support/first-screen';
import {
  reviewsText,
  reviewsToShow,
  type CustomerReview,
} from '../src/app/layout/customer-reviews';
import { expectNoViolations } from './support/axe';
import { pricingFooter, reachResults } from './support/results-page';

const reviewFile = JSON.parse(
  readFileSync(new URL('../src/app/config/customer-reviews.json', import.meta.url), 'utf8'),
) as { reviews: CustomerReview[] };

const header = (page: Page) => page.getByRole('banner');
const logo = (page: Page) => page.getByRole('link', { name: 'DropCover home' });
const footer = (page: Page) => page.getByRole('contentinfo');
const reviewWidget = (page: Page) => page.getByRole('region', { name: reviewsText.heading });

/** Scrolls with the mouse wheel, as a customer does, and waits until the page has moved to `y`. */
async function wheelTo(page: Page, y: number) {
  const from = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, y - from);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Where the main content starts, measured from the top of the document. */
const mainTop = (page: Page) =>
  page.evaluate(
    () => (document.getElementById('main-content')?.getBoundingClientRect().top ?? 0) + scrollY,
  );

const footerPaddingBottom = (page: Page) =>
  footer(page).evaluate((element) => parseFloat(getComputedStyle(element).paddingBottom));

test('the 65px header hides past 50px on the way down, shows on the way up and never moves the page', async ({
  page,
}) => {
  await page.goto('/quote/vehicle-details');
  // The header's hiding is the app's: the page it has drawn over the first screen, at its full height.
  await takenOver(page);
  await expect(logo(page)).toBeVisible();
  await reviewWidget(page).waitFor({ state: 'attached' });
  expect((await header(page).boundingBox())?.height).toBe(65);
  const contentTop = await mainTop(page);

  await page.mouse.move(640, 400);
  await wheelTo(page, 40);
  await expect(header(page)).toBeInViewport();

  await wheelTo(page, 300);
  await expect(header(page)).not.toBeInViewport();
  expect(await mainTop(page)).toBe(contentTop);

  await wheelTo(page, 250);
  await expect(header(page)).toBeInViewport({ ratio: 1 });

  await wheelTo(page, 350);
  await expect(header(page)).not.toBeInViewport();
  // A keyboard user reaching the header finds it on screen, even where focus scrolls nothing.
  await logo(page).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await expect(header(page)).toBeInViewport({ ratio: 1 });
});

test('the footer is drawn whole with the first page: its sections never move as its reviews arrive', async ({
  page,
}) => {
  // The reviews' module answers a second late, as on a slow connection.
  await page.route('**/assets/customer-reviews-widget-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // Where the first footer section's heading is drawn each time the page changes, from its first drawing on
  // (the first screen the server sends, then the app's page): measured at the next frame, as the page was
  // parsed its style sheets may not have arrived, and the browser draws nothing until they have.
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as unknown as { footerSectionTops: number[] }).footerSectionTops = tops;
    new MutationObserver(() => {
      requestAnimationFrame(() => {
        const summary = document.querySelector('footer summary');
        if (summary) tops.push(Math.round(summary.getBoundingClientRect().top + window.scrollY));
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  await expect(reviewWidget(page)).toBeVisible();
  const tops = await page.evaluate(
    () => (window as unknown as { footerSectionTops: number[] }).footerSectionTops,
  );
  expect(tops.length, 'the footer was drawn').toBeGreaterThan(0);
  expect(new Set(tops), 'where the first section heading was drawn').toEqual(new Set([tops[0]]));
});

test('the four footer sections open and close by mouse and by keyboard', async ({ page }) => {
  await page.goto('/');
  const sections = [
    { name: 'Terms of business', text: /terms of business explain/ },
    { name: 'Registered office details', text: /registered in England and Wales/ },
    { name: 'Contact us', text: /Our UK call centre is on/ },
    { name: 'Privacy notice', text: /We use the details you give us/ },
  ];
  for (const { name, text } of sections) {
    const summary = footer(page).locator('summary', { hasText: name });
    const body = footer(page).getByText(text);
    await expect(body, name).toBeHidden();

    await summary.click();
    await expect(body, name).toBeVisible();
    await summary.click();
    await expect(body, name).toBeHidden();

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(body, name).toBeVisible();
    await page.keyboard.press('Space');
    await expect(body, name).toBeHidden();
  }
});

test('the review widget shows the newest 4 and 5 star reviews and never a 3 star or lower one', async ({
  page,
}) => {
  const shown = reviewsToShow(reviewFile.reviews);
  const leftOut = reviewFile.reviews.filter((review) => review.rating <= 3);
  expect(leftOut.length, 'the review file holds low ratings').toBeGreaterThan(0);

  await page.goto('/');
  await takenOver(page);
  await footer(page).scrollIntoViewIfNeeded();
  const widget = reviewWidget(page);
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('listitem')).toHaveCount(shown.length);
  for (const review of shown) {
    const item = widget.getByRole('listitem').filter({ hasText: review.title });
    await expect(item).toContainText(review.text);
    await expect(item).toContainText(reviewsText.stars(review.rating));
    await expect(item.locator('time')).toHaveAttribute('datetime', review.date);
  }
  for (const review of leftOut) {
    await expect(page.getByText(review.title, { exact: true })).toHaveCount(0);
    await expect(page.getByText(review.text)).toHaveCount(0);
  }
  for (const rating of [0, 1, 2, 3]) {
    await expect(page.getByText(reviewsText.stars(rating))).toHaveCount(0);
  }

  await expectNoViolations(page, 'the home page with the review widget');
  for (const summary of await footer(page).locator('summary').all()) await summary.click();
  await expectNoViolations(page, 'the home page with every footer section open');
});

test('on a phone the results page footer ends clear of the pricing bar; on a desktop the price is beside the details', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/quote/vehicle-details');
  await takenOver(page);
  const wizardPadding = await footerPaddingBottom(page);
  await reachResults(page);
  expect(await footerPaddingBottom(page)).toBeGreaterThan(wizardPadding);
  // To the very end, however the page's height settles as it scrolls.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        window.scrollTo(0, root.scrollHeight);
        return root.scrollHeight - window.innerHeight - window.scrollY;
      }),
    )
    .toBeLessThanOrEqual(1);
  await expect(pricingFooter(page)).toBeVisible();
  const smallPrint = footer(page).getByText(/30 day or annual insurance for drivers/);
  const lastLine = await smallPrint.boundingBox();
  const pricing = await pricingFooter(page).boundingBox();
  if (!lastLine || !pricing) throw new Error('The footer or the pricing footer has no box');
  expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(pricing.y);

  // 1280 px wide: the price stands beside the details, so the footer needs no room below: its padding is
  // the same at the foot as at the top.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect
    .poll(() => footer(page).evaluate((element) => getComputedStyle(element).paddingBottom))
    .toBe(await footer(page).evaluate((element) => getComputedStyle(element).paddingTop));
  await page.evaluate(() => window.scrollTo(0, 0));
  const details = await page.locator('.results-page__details').boundingBox();
  const beside = await pricingFooter(page).boundingBox();
  if (!details || !beside) throw new Error('The details or the price summary have no box');
  expect(beside.x).toBeGreaterThanOrEqual(details.x + details.width);
});
