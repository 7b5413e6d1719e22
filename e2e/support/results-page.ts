/**
 * The results page in the browser (shared by e2e/results.spec.ts): a direct customer's seven wizard steps
 * answered for DL19 CAR with the surname the sandbox's quote fixtures key on (docs/fixtures.md),
 * the price chosen and the contact details block filled in before Buy Now.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { formatGbp } from '../../machines/results/credit';
import type { QuoteResult, UnderwrittenOption } from '../../machines/core/contract';
import { TEXT } from '../../machines/core/catalogue';
import { atTheCoverStepFor } from './stored-journey';
import { answer, select, vehicleCover } from './wizard-steps';

/** The first name every helper types (e2e/support/browser-customer.ts). */
export const FIRST_NAME = 'Sam';

export const RESULTS_PATH = /\/results$/;

/** The option the page prices: the sandbox rates one, the first. */
export function firstOption(result: QuoteResult): UnderwrittenOption {
  const option = result.underwritingOutcome.underwrittenOptions[0];
  if (!option) throw new Error(`Quote ${result.quoteRef} has no underwritten option`);
  return option;
}

/** The collection option of a payment method, which the quote must offer. */
export function collection(option: UnderwrittenOption, method: 'DIRECT_DEBIT' | 'CARD_PAYMENT') {
  const found = option.paymentCollectionOptions.find((item) => item.paymentMethod === method);
  if (!found) throw new Error(`The option offers no ${method}`);
  return found;
}

export interface ReachOptions {
  /** The proposer's surname: Carter is quoted; Rerate, Thirtyday, Declined, Referred are fixtures. */
  surname?: string;
  /** Years of no-claims discount, as the select lists them ('0 years', '4 years', ...). */
  ncdYears?: string;
  /** Where the quote leads: the results page unless the fixture declines or refers it. */
  expectPath?: RegExp;
  /** The length chosen on the duration panel when the quote is priced for both (Annual unless said). */
  duration?: 'Annual' | 'ThirtyDay';
}

/**
 * The seven steps answered for DL19 CAR with `surname` (the first six as this browser answered them before,
 * ./stored-journey.ts), the quote asked for and the page it leads to waited for; returns the
 * GenerateNewPrivateCarQuote answer.
 */
export async function reachQuote(
  page: Page,
  {
    surname = 'Carter',
    ncdYears = '4 years',
    expectPath = RESULTS_PATH,
    duration = 'Annual',
  }: ReachOptions = {},
): Promise<QuoteResult> {
  await atTheCoverStepFor(page, surname);

  // Step 7 as the wizard journey answers it (no years of discount), then the years wanted, not protected.
  await vehicleCover(page);
  if (ncdYears !== '0 years') {
    await select(page, 'Years of no-claims discount', ncdYears);
    await answer(page, 'Would you like to protect your no-claims discount?', 'No');
  }

  const quoted = page.waitForResponse(
    (response: Response) =>
      response.url().includes('/Quote/GenerateNewPrivateCarQuote') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
  const response = await quoted;
  expect(response.status(), 'GenerateNewPrivateCarQuote').toBe(200);
  const generated = (await response.json()) as QuoteResult;
  const result =
    generated.underwritingOutcome.underwrittenOptions.length > 1
      ? await chooseDuration(page, duration)
      : generated;
  await expect(page).toHaveURL(expectPath, { timeout: 15_000 });
  return result;
}

/** Continue on the cover step of a new direct quote: the duration panel, `duration` chosen, then results. */
export async function continueToResults(
  page: Page,
  duration: 'Annual' | 'ThirtyDay' = 'Annual',
): Promise<QuoteResult> {
  await page.getByRole('button', { name: TEXT.wizard.continue, exact: true }).click();
  const result = await chooseDuration(page, duration);
  await expect(page).toHaveURL(RESULTS_PATH, { timeout: 15_000 });
  return result;
}

/** The duration panel's choice of `duration`, waited for until the quote is priced for it; returns that price. */
export async function chooseDuration(
  page: Page,
  duration: 'Annual' | 'ThirtyDay',
): Promise<QuoteResult> {
  await expect(page).toHaveURL(/\/policy-selection$/, { timeout: 15_000 });
  const rated = page.waitForResponse(
    (response: Response) =>
      response.url().includes('/Quote/RateExistingPrivateCarQuote') &&
      response.request().method() === 'PUT',
  );
  const panel = TEXT.durationPanel;
  const length = duration === 'ThirtyDay' ? panel.thirtyDay : panel.annual;
  await page.getByRole('button', { name: panel.choose(length), exact: true }).click();
  const response = await rated;
  expect(response.status(), 'RateExistingPrivateCarQuote').toBe(200);
  return (await response.json()) as QuoteResult;
}

/** The journey to the results page for `surname`, with the greeting on screen. */
export async function reachResults(page: Page, options: Omit<ReachOptions, 'expectPath'> = {}) {
  const result = await reachQuote(page, options);
  await expect(greeting(page)).toBeVisible();
  return result;
}

export const greeting = (page: Page) =>
  page.getByRole('heading', { level: 1, name: TEXT.results.greeting(FIRST_NAME), exact: true });

/** The price choices' radios, named by their label, amount and period. */
export const monthlyRadio = (page: Page) =>
  page
    .getByRole('group', { name: TEXT.results.choosePrice })
    .getByRole('radio', { name: TEXT.results.monthly });

export const annualRadio = (page: Page) =>
  page
    .getByRole('group', { name: TEXT.results.choosePrice })
    .getByRole('radio', { name: TEXT.results.annual });

/** The radio of a price, named with its amount as the customer reads it. */
export const priceRadio = (page: Page, label: string, amount: number) =>
  page.getByRole('radio', { name: `${label} ${formatGbp(amount)}` });

export async function choosePrice(page: Page, method: 'monthly' | 'annual') {
  const radio = method === 'monthly' ? monthlyRadio(page) : annualRadio(page);
  await radio.check();
  await expect(radio).toBeChecked();
}

/**
 * The pricing footer that slides in once the page is scrolled (an aside inside the main landmark, so a
 * named region); found while hidden too, so that "hidden" never passes for a footer that is not there.
 */
export const pricingFooter = (page: Page) =>
  page.getByRole('region', { name: TEXT.results.payNow, includeHidden: true });

/** Scrolls to `fraction` of the page's scrollable height (0 is the top, 1 the bottom). */
export async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate((wanted) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.round(scrollable * wanted));
  }, fraction);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        return scrollable > 0 ? window.scrollY / scrollable : 1;
      }),
    )
    .toBeCloseTo(fraction, 2);
}

/** The contact details block of the results page. */
export const contactBlock = (page: Page): Locator =>
  page.getByRole('region', { name: TEXT.contact.heading });

/** The acceptance block's group, shown when paying monthly. */
export const acceptanceGroup = (page: Page): Locator =>
  page.getByRole('group', { name: TEXT.contact.credit.label });

/**
 * Fills what Buy Now needs: the email and phone (prefilled from step 3, typed again), the renewal
 * question, the credit acceptance tick when the acceptance block shows (monthly) and the agreement tick.
 */
export async function fillContactDetails(page: Page) {
  const contact = contactBlock(page);
  await contact.getByLabel(TEXT.contact.email, { exact: true }).fill('sam.carter@example.com');
  await contact.getByLabel(TEXT.contact.phone, { exact: true }).fill('07700900123');
  const renewal = contact
    .getByRole('group', { name: TEXT.contact.renewal.renewalsQuestion })
    .or(contact.getByRole('group', { name: TEXT.contact.renewal.rollingQuestion }));
  await renewal.getByRole('radio', { name: 'Yes', exact: true }).check();
  const acceptance = acceptanceGroup(page);
  if ((await acceptance.count()) > 0) {
    await acceptance.getByRole('checkbox').check();
  }
  await contact.getByRole('checkbox', { name: TEXT.contact.agree }).check();
}

export const buyNowButton = (page: Page) =>
  contactBlock(page).getByRole('button', { name: TEXT.contact.buyNow, exact: true });

/** Fills the contact details and presses Buy Now, returning the contact save's answer. */
export async function buyNow(page: Page) {
  await fillContactDetails(page);
  const saved = page.waitForResponse((response) =>
    response.url().includes('/Contact/UpdateContactPreferences'),
  );
  await buyNowButton(page).click();
  const response = await saved;
  expect(response.status(), 'UpdateContactPreferences').toBe(200);
  return response;
}

/** Opens every section of the information before (or after) buying, and gives its region. */
export async function openRegulatedInformation(page: Page, heading: string): Promise<Locator> {
  const region = page.getByRole('region', { name: heading });
  for (const summary of await region.locator('summary').all()) await summary.click();
  return region;
}

/** Opens each section of the credit panel, closed at first, and gives the panel. */
export async function openCreditSections(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: TEXT.credit.panel.title });
  for (const title of Object.values(TEXT.credit.panel.sections)) {
    const toggle = panel.getByRole('button', { name: title, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return panel;
}
