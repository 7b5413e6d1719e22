/**
 * Paying in Chromium against the sandbox with no provider keys (`npm start`): the sandbox provider's test card
 * form with the test cards of docs/fixtures.md (and fetched afresh when its first fetch was cut off), its
 * 3-D Secure page, Direct Debit with the bank fixtures and its deposit paid by card, exactly-once take-up
 * on a double click and after a lost answer. Back after thank-you is in after-purchase.spec.ts, and axe on both
 * payment pages in accessibility.spec.ts.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { TEXT } from '../machines/core/catalogue';
import {
  TEST_CARDS,
  confirmDirectDebit,
  depositHeading,
  fillCard,
  fillCardholder,
  fillDirectDebit,
  answerThreeDSecure,
  payButton,
  paymentMessage,
  threeDSecureDialog,
  payDeposit,
  reachPayment,
  testCardForm,
  thankYouHeading,
} from './support/payment-page';
import { holdUntilReleased } from './support/held-calls';
import { buyNow, choosePrice, reachQuote, reachResults } from './support/results-page';
import { expectNoViolations } from './support/axe';

test.describe.configure({ timeout: 90_000 });

const takeUps = (page: Page): Request[] => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Payment/TakeUpQuote')) seen.push(request);
  });
  return seen;
};

const policyReference = (page: Page) => page.getByText(/POL-[A-Z0-9-]+/).first();

test('an annual card payment with 4242 4242 4242 4242 reaches thank-you', async ({ page }) => {
  await reachPayment(page, 'annual');
  await expect(testCardForm(page).getByText('Test payment form.')).toBeVisible();
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(policyReference(page)).toBeVisible();
});

test('the test wallet pays with the card its sheet holds: 3-D Secure asked and passed, then thank-you', async ({
  page,
}) => {
  await reachPayment(page, 'annual');
  const wallet = testCardForm(page).getByRole('button', { name: TEXT.providers.sandbox.wallet });
  const sheet = page.getByRole('dialog', { name: TEXT.providers.sandbox.walletHeading });
  // Dismissed, the sheet pays nothing.
  await wallet.click();
  await sheet.getByRole('button', { name: TEXT.layout.cancel }).click();
  await expect(sheet).toBeHidden();
  await wallet.click();
  await expectNoViolations(page, 'the test wallet sheet');
  await sheet.getByRole('radio', { name: /ending 3184/ }).check();
  await sheet.getByRole('button', { name: TEXT.providers.sandbox.walletPay }).click();
  await answerThreeDSecure(page, 'Approve');
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(policyReference(page)).toBeVisible();
});

test('a direct customer buys 30-day cover by card: chosen on the panel, its one price already chosen', async ({
  page,
}) => {
  const result = await reachQuote(page, { duration: 'ThirtyDay' });
  const [option] = result.underwritingOutcome.underwrittenOptions;
  expect(option?.policyTermType).toBe('ThirtyDay');
  expect(option?.paymentCollectionOptions.map((collection) => collection.code)).toEqual([
    'SHORT_TERM_CARD_PAYMENT_V1',
  ]);
  const prices = page.getByRole('group', { name: TEXT.results.choosePrice });
  await expect(prices.getByRole('radio')).toHaveCount(1);
  await expect(
    prices.getByRole('radio', { name: new RegExp(`^${TEXT.results.thirtyDay}`) }),
  ).toBeChecked();

  await buyNow(page);
  await expect(page).toHaveURL(/\/make-payment$/);
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(policyReference(page)).toBeVisible();
});

test('the card form whose script was cut off loads when the page sets the card up again, and pays', async ({
  page,
}) => {
  // The provider's card form is fetched on the card page, and cut off, as on a train. The page asks for it
  // once or twice at its own address (the bundler preloads a module beside importing it, and which of the two
  // fetches it is depends on timing): every fetch of that address is cut off, and only the page's fetch afresh
  // at an address of its own can bring it.
  const fetched: string[] = [];
  await page.route('**/assets/sandbox-adapter-*.js*', async (route) => {
    const { search } = new URL(route.request().url());
    fetched.push(search);
    if (search === '') await route.abort('connectionreset');
    else await route.continue();
  });
  await reachPayment(page, 'annual');
  await expect(testCardForm(page).getByText('Test payment form.')).toBeVisible({
    timeout: 15_000,
  });
  // Fetched afresh once, not the browser's kept failure of the first fetch.
  expect(fetched[0]).toBe('');
  expect(fetched.filter((search) => search !== '')).toEqual(['?attempt=1']);
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
});

test('a declined card shows the declined message and the good card then pays', async ({ page }) => {
  await reachPayment(page, 'annual');
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.declined);
  await payButton(page).click();
  const declined = page
    .getByRole('alert')
    .filter({ hasText: TEXT.payment.byCode.PAYMENT_DECLINED });
  await expect(declined).toBeVisible();
  // Focus goes to the message once Pay's wait is over, not to the page.
  await expect(declined).toBeFocused();
  await expect(page).toHaveURL(/\/make-payment$/);
  // Nothing but the card is typed again.
  await expect(page.getByLabel(TEXT.paymentPages.card.firstName)).not.toHaveValue('');
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
});

test('a failed 3-D Secure check shows its message on the card page and focuses it', async ({
  page,
}) => {
  await reachPayment(page, 'annual');
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.threeDSecure);
  await payButton(page).click();
  await answerThreeDSecure(page, 'Fail');
  await expect(threeDSecureDialog(page)).toBeHidden();
  const failed = paymentMessage(page);
  await expect(failed).toHaveText(TEXT.payment.authenticationFailed);
  await expect(failed).toBeFocused();
  await expect(page).toHaveURL(/\/make-payment$/);
});

test('an American Express number is refused before anything is charged', async ({ page }) => {
  await reachPayment(page, 'annual');
  const intents: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MakePaymentIntent')) intents.push(request.url());
  });
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.amex);
  await expect(testCardForm(page).getByText(TEXT.payment.cardVendor)).toBeVisible();
  await payButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: TEXT.payment.cardVendor }).first(),
  ).toBeVisible();
  expect(intents).toEqual([]);
});

test('a double click on Pay sends one TakeUpQuote', async ({ page }) => {
  await reachPayment(page, 'annual');
  const sent = takeUps(page);
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).dblclick();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  expect(sent).toHaveLength(1);
});

test('a take-up whose answer is lost is taken up once after a reload and Pay again', async ({
  page,
}) => {
  await reachPayment(page, 'annual');
  const lost: { policyReference?: string } = {};
  await page.route('**/api/v2/Payment/TakeUpQuote', async (route) => {
    if (lost.policyReference === undefined) {
      // The sandbox takes the quote up, but its answer never reaches the browser.
      const response = await route.fetch();
      lost.policyReference = (
        (await response.json()) as { policyReference: string }
      ).policyReference;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  const problem = page.getByRole('dialog', { name: TEXT.paymentPages.problemTitle });
  await expect(problem).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await fillCard(page, TEST_CARDS.succeeds);
  await fillCardholder(page);
  await payButton(page).click();
  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  expect(lost.policyReference).toMatch(/^POL-/);
  await expect(page.getByText(lost.policyReference ?? 'none')).toBeVisible();
});

/** The amount shown beside `term` (a label, or a pattern of one) in a list of figures. */
const figure = async (page: Page, term: string | RegExp) =>
  (await page
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]')
    .first()
    .textContent()) ?? '';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first collection date the Direct Debit page announces once GetPaymentDate answers (dd/MM/yyyy). */
async function firstCollectionDate(page: Page): Promise<string> {
  const [before, after] = TEXT.directDebit.payments.firstPayment('\u0000').split('\u0000');
  const line = page.getByText(
    new RegExp(`^${escaped(before ?? '')}\\d{2}/\\d{2}/\\d{4}${escaped(after ?? '')}$`),
  );
  await expect(line).toBeVisible();
  return /\d{2}\/\d{2}\/\d{4}/.exec((await line.textContent()) ?? '')?.[0] ?? '';
}

test('a monthly Direct Debit takes its deposit by card, and thank-you says what was taken and when the Direct Debit starts', async ({
  page,
}) => {
  const seen = takeUps(page);
  await reachPayment(page, 'monthly');
  const deposit = await figure(page, TEXT.directDebit.payments.deposit);
  expect(deposit).toMatch(/^£\d/);
  await expect(page.getByText(TEXT.directDebit.payments.depositNote)).toBeVisible();
  const date = await firstCollectionDate(page);
  // spec 2 §9: with an unequal first instalment, it is collected first; else the standard one.
  const firstInstalment =
    (await page.locator('dt', { hasText: TEXT.results.firstInstalment }).count()) > 0
      ? await figure(page, TEXT.results.firstInstalment)
      : await figure(page, /monthly instalments? of/);
  expect(firstInstalment).toMatch(/^£\d/);
  await fillDirectDebit(page);
  await confirmDirectDebit(page);

  await expect(depositHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/make-payment$/);
  await expect(page.getByText(TEXT.paymentPages.card.paidNow(deposit))).toBeVisible();
  await expect(page.getByText(TEXT.paymentPages.deposit.lead)).toBeVisible();
  await expect(page.getByText(TEXT.paymentPages.deposit.firstCollection(date))).toBeVisible();
  await expect(payButton(page)).toHaveText(TEXT.paymentPages.card.pay(deposit));
  await payDeposit(page);

  await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
  const next = page.getByRole('region', { name: TEXT.thankYou.whatHappensNext });
  await expect(next.getByText(TEXT.thankYou.depositTaken(deposit))).toBeVisible();
  await expect(
    next.getByText(TEXT.thankYou.firstMonthlyPayment(firstInstalment, date)),
  ).toBeVisible();
  const cover = page.getByRole('region', { name: TEXT.thankYou.cover.heading });
  await expect(cover.getByText(/^DL19 ?CAR$/)).toBeVisible();
  await expect(cover.getByRole('definition')).toHaveCount(4);
  await expect(policyReference(page)).toBeVisible();
  expect(seen).toHaveLength(1);
  expect(seen[0]?.postDataJSON()).toMatchObject({
    paymentMethod: 'DIRECT_DEBIT',
    paymentIntentId: expect.stringMatching(/^pi_sandbox_/),
    bankDetails: { sortCode: '200000', accountNumber: '12345678' },
  });
});

for (const width of [390, 1280]) {
  test(`at ${String(width)} px the Direct Debit form stays where it is as the first payment date arrives: a tap then lands where it was aimed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // GetPaymentDate answers only when the test lets it, with the page open.
    const release = await holdUntilReleased(page, '**/api/v1/Payment/GetPaymentDate**');
    await reachPayment(page, 'monthly');
    const yes = page
      .getByRole('group', { name: TEXT.directDebit.account.isAccountHolder })
      .getByRole('radio', { name: 'Yes', exact: true });
    await expect(yes).toBeVisible();
    const before = await yes.boundingBox();
    release();
    await firstCollectionDate(page);
    expect(await yes.boundingBox()).toEqual(before);
  });
}

test('Change your bank details goes back from the deposit with the account kept, never stored', async ({
  page,
}) => {
  await reachPayment(page, 'monthly');
  await fillDirectDebit(page, { sortCode: '20-00-00', accountNumber: '12345678' });
  await confirmDirectDebit(page);
  await expect(depositHeading(page)).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: TEXT.paymentPages.deposit.changeBankDetails }).click();
  await expect(page).toHaveURL(/\/payment-summary$/);
  await expect(page.getByLabel(TEXT.directDebit.account.accountNumber)).toHaveValue('12345678');
  await expect(page.getByLabel(TEXT.directDebit.account.sortCode)).toHaveValue('20-00-00');
  const stored = await page.evaluate(() =>
    JSON.stringify(
      Object.entries(window.localStorage).concat(Object.entries(window.sessionStorage)),
    ),
  );
  expect(stored).not.toContain('12345678');

  await confirmDirectDebit(page);
  await expect(depositHeading(page)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: TEXT.paymentPages.otherMethod.toCard }).click();
  await expect(page).toHaveURL(/\/results$/);
});

test('sort code 00-00-00 and account 00000000 show their errors', async ({ page }) => {
  await reachPayment(page, 'monthly');
  await fillDirectDebit(page, { sortCode: '00-00-00' });
  await confirmDirectDebit(page);
  await expect(page.getByText(TEXT.directDebit.sortCodeErrors.allZeros).first()).toBeVisible();

  await page.getByLabel(TEXT.directDebit.account.sortCode).fill('20-00-00');
  await page.getByLabel(TEXT.directDebit.account.accountNumber).fill('00000000');
  await confirmDirectDebit(page);
  await expect(page.getByText(TEXT.payment.bankNotFound).first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment-summary$/);
});

test('an option without its term start (surname Nostart) shows its price; its payment page says so, and the sandbox charges nothing', async ({
  page,
}) => {
  const result = await reachResults(page, { surname: 'Nostart' });
  const [option] = result.underwritingOutcome.underwrittenOptions;
  // Its price is shown; its policy term says the start is missing rather than a date.
  await expect(
    page.getByRole('region', { name: TEXT.results.policyTermHeading }).getByRole('paragraph'),
  ).toHaveText(TEXT.payment.termStartMissing);
  await choosePrice(page, 'annual');
  await buyNow(page);
  await expect(page).toHaveURL(/\/make-payment$/);
  await expect(paymentMessage(page)).toHaveText(TEXT.payment.termStartMissing);
  await expect(payButton(page)).toHaveCount(0);
  // Nothing is taken, so the page does not say what would have been ('You pay £… today').
  const [before = '', after = ''] = TEXT.paymentPages.card.paidNow('\u0000').split('\u0000');
  await expect(page.getByText(new RegExp(`^${before}.+${after}$`))).toHaveCount(0);
  await page.getByRole('link', { name: TEXT.paymentPages.card.blockedLink }).click();
  await expect(page).toHaveURL(/\/results$/);
  // Asked directly, the sandbox will not charge for it either.
  const charged = await page.request.post('/api/v1/Payment/MakePaymentIntent', {
    headers: { provider: 'SANDBOX' },
    data: {
      quoteReference: result.quoteRef,
      optionId: option?.optionId,
      paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL',
      amount: option?.underwrittenDataPoints[0]?.underwrittenPrice.totalPremium,
      card: {
        number: TEST_CARDS.succeeds.replace(/ /g, ''),
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '123',
      },
    },
  });
  expect(charged.status()).toBe(409);
  expect(await charged.json()).toMatchObject({ code: 'QUOTE_INELIGIBLE' });
});
