/**
 * The results stage in Chromium against the sandbox (`npm start`): the priced quote a direct customer reaches
 * after the seven wizard steps, its price choices and pricing footer, the no-claims-discount toggle, Buy Now
 * to payment, the sandbox's Rerate and Thirtyday fixtures (docs/fixtures.md) with axe on the re-rate toast
 * and the 30-day offer, and the credit documents and contact card. The Declined and Referred fixtures' pages
 * are in accessibility.spec.ts, as is axe on the page with the credit panel open.
 */
import { readFile } from 'node:fs/promises';
import { devices, expect, test } from '@playwright/test';
import { formatGbp } from '../machines/results/credit';
import type { QuoteResult, UpdateContactPreferencesResult } from '../machines/core/contract';
import { TEXT } from '../machines/core/catalogue';
import {
  FIRST_NAME,
  RESULTS_PATH,
  acceptanceGroup,
  annualRadio,
  buyNow,
  buyNowButton,
  choosePrice,
  collection,
  contactBlock,
  fillContactDetails,
  firstOption,
  greeting,
  monthlyRadio,
  priceRadio,
  pricingFooter,
  openCreditSections,
  openRegulatedInformation,
  reachResults,
  scrollToFraction,
} from './support/results-page';
import { expectNoViolations } from './support/axe';
import { brand } from '../src/app/config/brand';

const results = TEXT.results;

/**
 * The results page's height at 390 px, a direct quote with no price chosen yet (issue #26): 9,942 px in one
 * long column before, 8,637 px with the policy's details closed under what's covered and what's not.
 */
const PHONE_PAGE_HEIGHT_BOUND = 9_000;

test.describe.configure({ timeout: 60_000 });

test('DL19 CAR: the seven steps reach the greeting, both prices and the pricing footer', async ({
  page,
}) => {
  const result = await reachResults(page);
  expect(result.underwritingOutcome.outcome).toBe('Quoted');
  const option = firstOption(result);
  const card = collection(option, 'CARD_PAYMENT');
  const directDebit = collection(option, 'DIRECT_DEBIT');

  await expect(greeting(page)).toHaveText(results.greeting(FIRST_NAME));
  await expect(priceRadio(page, results.annual, card.totalAmountPayable.amount)).toBeVisible();
  await expect(
    priceRadio(page, results.monthly, directDebit.standardInstalmentAmount.amount),
  ).toBeVisible();
  await expect(monthlyRadio(page)).toHaveAccessibleName(
    `${results.monthly} ${formatGbp(directDebit.standardInstalmentAmount.amount)} ${results.perPeriod.month}`,
  );
  await expect(annualRadio(page)).toHaveAccessibleName(
    `${results.annual} ${formatGbp(card.totalAmountPayable.amount)} ${results.perPeriod.year}`,
  );
  await expect(monthlyRadio(page)).not.toBeChecked();
  await expect(annualRadio(page)).not.toBeChecked();
  expect(directDebit.totalAmountPayable.amount).toBeGreaterThan(0);

  // Wide screen: hidden at the top and short of 18%, shown past it, with the prompt to choose a price.
  const footer = pricingFooter(page);
  await expect(footer).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(footer).toBeHidden();
  await scrollToFraction(page, 0.15);
  await expect(footer).toBeHidden();
  await scrollToFraction(page, 0.19);
  await expect(footer).toBeVisible();
  await expect(footer).toHaveText(results.selectPrice);

  // Choosing a price: the card price in full, or the Direct Debit deposit, to pay today.
  // (Playwright scrolls a radio into view to tick it, so the page is scrolled past 18% again after.)
  await choosePrice(page, 'annual');
  await scrollToFraction(page, 0.19);
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(results.payNow);
  await expect(footer).toContainText(formatGbp(card.totalAmountPayable.amount));
  await expect(footer).not.toContainText(results.selectPrice);
  await choosePrice(page, 'monthly');
  await expect(annualRadio(page)).not.toBeChecked();
  await scrollToFraction(page, 0.19);
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(formatGbp(directDebit.upFrontAmount.amount));
  await footer.getByRole('button', { name: results.showInstalments }).click();
  await expect(footer).toContainText(formatGbp(directDebit.standardInstalmentAmount.amount));

  // Under 768px the footer waits for 20% of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(footer).toBeHidden();
  await scrollToFraction(page, 0.19);
  await expect(footer).toBeHidden();
  await scrollToFraction(page, 0.21);
  await expect(footer).toBeVisible();
});

test('the no-claims-discount toggle re-prices the quote', async ({ page }) => {
  const result = await reachResults(page, { ncdYears: '4 years' });
  const before = collection(firstOption(result), 'CARD_PAYMENT').totalAmountPayable.amount;
  await expect(priceRadio(page, results.annual, before)).toBeVisible();

  const ncd = page.getByRole('group', { name: results.ncd.legend });
  await expect(ncd.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  const updated = page.waitForResponse((response) =>
    response.url().includes('/Quote/UpdateNoClaimsProtection'),
  );
  await ncd.getByRole('radio', { name: 'Yes', exact: true }).check();
  const response = await updated;
  expect(response.status()).toBe(200);
  const after = collection(firstOption((await response.json()) as QuoteResult), 'CARD_PAYMENT')
    .totalAmountPayable.amount;
  expect(after).not.toBe(before);
  await expect(priceRadio(page, results.annual, after)).toBeVisible();
  await expect(priceRadio(page, results.annual, before)).toHaveCount(0);
  await expect(ncd.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a price the no-claims protection changes says what it was, and the change is announced', async ({
    page,
  }) => {
    const result = await reachResults(page, { ncdYears: '4 years' });
    const before = collection(firstOption(result), 'CARD_PAYMENT').totalAmountPayable.amount;
    const updated = page.waitForResponse((response) =>
      response.url().includes('/Quote/UpdateNoClaimsProtection'),
    );
    await page
      .getByRole('group', { name: results.ncd.legend })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    const after = collection(
      firstOption((await (await updated).json()) as QuoteResult),
      'CARD_PAYMENT',
    ).totalAmountPayable.amount;

    const annual = page
      .getByRole('group', { name: results.choosePrice })
      .locator('label')
      .filter({ hasText: results.annual });
    await expect(annual).toContainText(formatGbp(after));
    await expect(annual).toContainText(results.priceWas(formatGbp(before)));
    await expect(annual.locator('.price-choice__amount--changed')).toBeVisible();
    await expect(
      page.getByRole('status').filter({
        hasText: results.priceChanged(results.annual, formatGbp(after), formatGbp(before)),
      }),
    ).toHaveCount(1);
  });
});

test('the no-claims-discount toggle is not offered without years of discount', async ({ page }) => {
  await reachResults(page, { ncdYears: '0 years' });
  await expect(monthlyRadio(page)).toBeVisible();
  await expect(page.getByRole('group', { name: results.ncd.legend })).toHaveCount(0);
});

test('monthly: both credit documents download as PDFs, and Buy Now goes to /payment-summary', async ({
  page,
}) => {
  await reachResults(page);
  await choosePrice(page, 'monthly');
  const acceptance = acceptanceGroup(page);
  await expect(acceptance).toBeVisible();

  for (const fileName of Object.values(TEXT.credit.documents)) {
    const downloaded = page.waitForEvent('download');
    await acceptance.getByRole('button', { name: fileName }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1'), fileName).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  }

  await buyNow(page);
  await expect(page).toHaveURL(/\/payment-summary$/);
});

test('a credit document asked for offline says it could not be made; back online it downloads', async ({
  page,
  context,
}) => {
  await reachResults(page);
  await choosePrice(page, 'monthly');
  const acceptance = acceptanceGroup(page);
  const [fileName] = Object.values(TEXT.credit.documents);
  if (!fileName) throw new Error('No credit document to download');

  await context.setOffline(true);
  await acceptance.getByRole('button', { name: fileName }).click();
  await expect(page.getByText(TEXT.contact.credit.downloadFailed(fileName))).toBeVisible();

  // Nothing was asked for offline (a failed fetch would stay failed for the page's life): online, it is made.
  await context.setOffline(false);
  const downloaded = page.waitForEvent('download');
  await acceptance.getByRole('button', { name: fileName }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('monthly: Buy Now needs the credit agreement accepted and the agreement tick', async ({
  page,
}) => {
  await reachResults(page);
  await choosePrice(page, 'monthly');
  await fillContactDetails(page);
  await acceptanceGroup(page).getByRole('checkbox').uncheck();
  await page.getByRole('checkbox', { name: TEXT.contact.agree }).uncheck();
  await buyNowButton(page).click();
  await expect(page.getByText(TEXT.contact.credit.required).first()).toBeVisible();
  await expect(page.getByText(TEXT.contact.agreeRequired).first()).toBeVisible();
  await expect(page).toHaveURL(RESULTS_PATH);
});

test('on a phone, the credit block shows only while monthly is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await reachResults(page);
  const creditBlock = page.getByRole('region', { name: TEXT.credit.panel.title });
  const lender = TEXT.credit.lender(brand.storefrontName);
  const [chosenMonthly = ''] = TEXT.credit.panel.intro.paragraphs(lender, brand.storefrontName);
  const saysMonthly = page.getByText(chosenMonthly);

  // Nothing chosen yet.
  await expect(monthlyRadio(page)).not.toBeChecked();
  await expect(annualRadio(page)).not.toBeChecked();
  await expect(creditBlock).toHaveCount(0);
  await expect(saysMonthly).toHaveCount(0);

  await choosePrice(page, 'annual');
  await expect(creditBlock).toHaveCount(0);
  await expect(saysMonthly).toHaveCount(0);
  await expect(acceptanceGroup(page)).toHaveCount(0);

  await choosePrice(page, 'monthly');
  await expect(creditBlock).toBeVisible();
  await expect(saysMonthly).toBeVisible();
  await expect(acceptanceGroup(page)).toBeVisible();

  await choosePrice(page, 'annual');
  await expect(creditBlock).toHaveCount(0);
  await buyNow(page);
  await expect(page).toHaveURL(/\/make-payment$/);
});

test('annual: Buy Now goes to /make-payment', async ({ page }) => {
  await reachResults(page);
  await choosePrice(page, 'annual');
  await expect(acceptanceGroup(page)).toHaveCount(0);
  await buyNow(page);
  await expect(page).toHaveURL(/\/make-payment$/);
});

test('Rerate: Buy Now re-rates, tells the price before and after and stays on results for a new choice', async ({
  page,
}) => {
  const result = await reachResults(page, { surname: 'Rerate' });
  const before = collection(firstOption(result), 'CARD_PAYMENT').totalAmountPayable.amount;
  await choosePrice(page, 'annual');
  const response = await buyNow(page);
  const saved = (await response.json()) as UpdateContactPreferencesResult;
  expect(saved.hasPriceChanged).toBe(true);
  const outcome = saved.underwritingOutcome;
  if (!outcome) throw new Error('The re-rate answered no underwriting outcome');
  const option = outcome.underwrittenOptions[0];
  if (!option) throw new Error('The re-rate answered no option');
  const after = collection(option, 'CARD_PAYMENT').totalAmountPayable.amount;
  expect(after).not.toBe(before);

  const notice = page.getByRole('region', { name: results.rerateNotice.heading });
  await expect(notice).toContainText(results.rerated);
  await expect(notice).toContainText(
    results.rerateNotice.totals(results.annual, formatGbp(before), formatGbp(after)),
  );
  await expectNoViolations(page, 'the results page with the re-rate toast and notice');
  await expect(page).toHaveURL(RESULTS_PATH);
  await expect(greeting(page)).toBeVisible();
  await expect(priceRadio(page, results.annual, after)).toBeVisible();
  await expect(priceRadio(page, results.annual, before)).toHaveCount(0);
  // The price must be chosen again: Buy Now without one stays and says so.
  await expect(monthlyRadio(page)).not.toBeChecked();
  await expect(annualRadio(page)).not.toBeChecked();
  await buyNowButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: results.noPaymentOption })).toBeVisible();
  await expect(page).toHaveURL(RESULTS_PATH);
  await choosePrice(page, 'annual');
  await buyNow(page);
  await expect(page).toHaveURL(/\/make-payment$/);
});

test('Thirtyday: Buy Now offers the 30-day quote; decline goes back to results, accept to /make-payment', async ({
  page,
}) => {
  await reachResults(page, { surname: 'Thirtyday' });
  await choosePrice(page, 'annual');
  const saved = (await (await buyNow(page)).json()) as UpdateContactPreferencesResult;
  const thirtyDay =
    saved.thirtyDayQuoteDetails?.thirtyDayUnderwritingOutcome.underwrittenOptions[0];
  if (!thirtyDay) throw new Error('The contact save offered no 30-day quote');
  const offer = page.getByRole('heading', {
    level: 1,
    name: results.thirtyDayOffer.heading,
    exact: true,
  });
  await expect(page).toHaveURL(/\/thirty-day-quote$/);
  await expect(offer).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    formatGbp(collection(thirtyDay, 'CARD_PAYMENT').totalAmountPayable.amount),
  );
  // The information before buying says a 30-day policy has no cancellation right.
  const rights = await openRegulatedInformation(page, TEXT.regulated.heading);
  const [noRight] = TEXT.regulated.cancellation.thirtyDay(brand.supportPhone);
  await expect(rights.getByText(noRight ?? '')).toBeVisible();
  await expectNoViolations(page, 'the 30-day offer with the information before buying open');

  await page.getByRole('button', { name: results.thirtyDayOffer.decline }).click();
  await expect(page).toHaveURL(RESULTS_PATH);
  await expect(greeting(page)).toBeVisible();

  await choosePrice(page, 'annual');
  await buyNow(page);
  await expect(page).toHaveURL(/\/thirty-day-quote$/);
  await expect(offer).toBeVisible();
  await page.getByRole('button', { name: results.thirtyDayOffer.accept }).click();
  await expect(page).toHaveURL(/\/make-payment$/);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });

  test('Save Contact Details downloads contact.vcf', async ({ page }) => {
    await reachResults(page);
    await choosePrice(page, 'monthly');
    const panel = await openCreditSections(page);
    const downloaded = page.waitForEvent('download');
    await panel.getByRole('button', { name: TEXT.credit.panel.contact.saveContactDetails }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('contact.vcf');
    const card = await readFile(await download.path(), 'utf8');
    expect(card).toMatch(/^BEGIN:VCARD\r\n/);
  });
});

test.describe('on a phone, 390 by 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cover summary opens the page, which is far shorter, and the bar’s Buy Now leads on to payment', async ({
    page,
  }) => {
    const result = await reachResults(page);
    const directDebit = collection(firstOption(result), 'DIRECT_DEBIT');

    // The cover at a glance is read in the first screen, without scrolling.
    await page.evaluate(() => window.scrollTo(0, 0));
    const summary = page.getByRole('region', { name: results.coverSummary.heading });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('2019');
    await expect(summary).toContainText(results.coverSummary.totalExcess);
    const box = await summary.locator('dl').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(PHONE_PAGE_HEIGHT_BOUND);

    // Scrolled down, the bar carries the chosen price and Buy Now.
    await choosePrice(page, 'monthly');
    await scrollToFraction(page, 0.4);
    const footer = pricingFooter(page);
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(formatGbp(directDebit.upFrontAmount.amount));
    const barBuyNow = footer.getByRole('button', { name: TEXT.contact.buyNow, exact: true });
    await expect(barBuyNow).toBeVisible();

    // With the ticks still to give it does what the page's Buy Now does: the first thing to answer is focused
    // and scrolled to, and the page stays.
    await barBuyNow.click();
    const focused = page.locator(':focus');
    await expect(contactBlock(page).locator(':focus')).toHaveCount(1);
    await expect(focused).toBeInViewport();
    await expect(page).toHaveURL(RESULTS_PATH);

    await fillContactDetails(page);
    await scrollToFraction(page, 0.4);
    const saved = page.waitForResponse((response) =>
      response.url().includes('/Contact/UpdateContactPreferences'),
    );
    await barBuyNow.click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/payment-summary$/);
  });
});
