/**
 * axe against WCAG 2.2 A and AA on every page of the journey and every dialog, toast and overlay it opens:
 * the wizard's steps empty and in error with their dialogs and the manual address form, the results page
 * with the credit sections open and its pricing footer, its Buy Now errors, both payment pages in error,
 * the payment problem and 3-D Secure dialogs, thank-you, the returning visitors' forms in error, the outcome
 * pages, the cookie banner and settings and the time-out warning. Each check names its state. Where another
 * spec walks the journey already, its axe run is there: the re-rate toast and the 30-day offer in
 * results.spec.ts, the Direct Debit deposit and thank-you on a phone in after-purchase.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  STEP_PATH,
  continueTo,
  heading,
  vehicleDetails,
  vehicleDetailsTwo,
  walkTheWizard,
} from './support/wizard-steps';
import { TEXT } from '../machines/core/catalogue';
import type { QuoteResult } from '../machines/core/contract';
import { brand } from '../src/app/config/brand';
import { expectNoViolations } from './support/axe';
import {
  RESTART_HOLDER,
  continueButton,
  entryAlert,
  entryHeading,
  freshRestartQuote,
  mintEntryQuote,
  submitRestartDetails,
} from './support/entry-pages';
import {
  buyNow,
  buyNowButton,
  chooseDuration,
  choosePrice,
  contactBlock,
  openCreditSections,
  openRegulatedInformation,
  pricingFooter,
  reachQuote,
  reachResults,
  scrollToFraction,
} from './support/results-page';
import { atTheCoverStepFor } from './support/stored-journey';
import { vehicleCover } from './support/wizard-steps';
import { coverQuestionText } from '../machines/wizard/cover-question-text';
import { vehicleQuestionText } from '../machines/wizard/vehicle-question-text';
import {
  TEST_CARDS,
  confirmDirectDebit,
  fillCard,
  fillCardholder,
  paymentMessage,
  payButton,
  reachPayment,
  testCardForm,
  thankYouHeading,
  threeDSecureButton,
  threeDSecureDialog,
} from './support/payment-page';
import { holdUntilReleased } from './support/held-calls';

const continueStep = (page: Page) =>
  page.getByRole('button', { name: TEXT.wizard.continue, exact: true });

/**
 * axe once a list item's failed save has moved the page to its first error, checked from the top of the
 * page: axe places the sticky header where it is drawn at that moment, over whatever has scrolled beneath
 * it, and would report the error summary's links there as obscured targets.
 */
async function expectNoViolationsFromTop(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolations(page, where);
}

/** The step as it first shows, then with every message a Continue with nothing new answered gives. */
async function checkStep(page: Page, name: string) {
  await expect(heading(page, name)).toBeVisible();
  await expectNoViolations(page, `${name}, as it opens`);
  await continueStep(page).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoViolations(page, `${name}, with its error messages`);
}

/** The conviction and claim forms, saved with nothing in them; the step then opened again, empty. */
async function checkHistoryForms(page: Page) {
  for (const [question, form, save] of [
    [
      'Have you had any motoring convictions, endorsements or fixed penalties in the last 5 years?',
      'Add a conviction',
      'Save conviction',
    ],
    [
      'Have you had any accidents, claims or losses in the last 5 years?',
      'Add a claim',
      'Save claim',
    ],
  ] as const) {
    await page
      .getByRole('group', { name: question, exact: true })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    const editor = page.getByRole('group', { name: form });
    await editor.getByRole('button', { name: save }).click();
    await expect(editor.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolationsFromTop(page, `${form}, saved empty`);
  }
  await page.reload();
}

// An axe run over a whole page takes seconds, and far longer on two cores busy with other workers: every
// test here has room for several (the longest more, below).
test.describe.configure({ timeout: 90_000 });

test('the seven wizard steps, empty and in error, meet WCAG 2.2 AA', async ({ page }) => {
  test.setTimeout(180_000);
  await walkTheWizard(page, async (step) => {
    await checkStep(page, TEXT.wizard.heading[step]);
    if (step === 'driverDetailsTwo') await checkHistoryForms(page);
  });
});

test('the wrong-vehicle-type and go-home dialogs and the manual address form meet WCAG 2.2 AA', async ({
  page,
}) => {
  await page.goto('/quote/vehicle-details');
  await page.getByLabel('Vehicle registration').fill('VN19 VAN');
  await page.getByRole('button', { name: TEXT.wizard.findVehicle }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the wrong-vehicle-type dialog');
  await page.getByRole('button', { name: TEXT.vehicle.changeVehicle }).click();

  await vehicleDetails(page);
  await page.getByRole('link', { name: 'DropCover home' }).click();
  await expect(page.getByRole('dialog', { name: TEXT.layout.homeDialog.title })).toBeVisible();
  await expectNoViolations(page, 'the go-home dialog');
  await page.getByRole('button', { name: TEXT.layout.homeDialog.stay }).click();

  await vehicleDetailsTwo(page);
  await continueTo(page, STEP_PATH.aboutYou);
  const home = page.getByRole('group', { name: 'Home address', exact: true });
  await home.getByRole('button', { name: TEXT.address.enterManually }).click();
  await expect(home.getByLabel('Address line 1')).toBeVisible();
  await expectNoViolations(page, 'the manual address form');
  await home.getByRole('button', { name: TEXT.address.saveAddress }).click();
  await expect(home.getByLabel('Address line 1')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'the manual address form, saved empty');
});

test.describe('after the quote', () => {
  test.describe.configure({ timeout: 90_000 });

  test('results with the credit sections open, Buy Now errors, and the Direct Debit page in error', async ({
    page,
  }) => {
    await reachResults(page);
    await expectNoViolations(page, 'the results page');
    const rights = await openRegulatedInformation(page, TEXT.regulated.heading);
    await expect(rights.getByText(TEXT.regulated.cancellation.annual[0])).toBeVisible();
    await expect(rights.getByText(TEXT.regulated.complaints.ombudsman)).toBeVisible();
    const documents = TEXT.regulated.documents;
    const [ipid] = await Promise.all([
      page.waitForEvent('download'),
      rights.getByRole('link', { name: documents.ipid(documents.annual) }).click(),
    ]);
    expect(ipid.suggestedFilename()).toBe('DropCover-annual-IPID.pdf');
    await choosePrice(page, 'monthly');
    const panel = await openCreditSections(page);
    await expect(panel.getByRole('button', { expanded: true })).toHaveCount(
      Object.keys(TEXT.credit.panel.sections).length,
    );
    // On a desktop browser the contact card is not offered.
    await expect(
      panel.getByRole('button', { name: TEXT.credit.panel.contact.saveContactDetails }),
    ).toHaveCount(0);
    await expectNoViolations(page, 'the results page with the credit sections open');
    // Scrolled half way, the pricing footer has slid in over the page.
    await scrollToFraction(page, 0.5);
    await expect(pricingFooter(page)).toBeVisible();
    await expectNoViolations(page, 'the results page with the pricing footer shown');

    await buyNowButton(page).click();
    await expect(contactBlock(page).getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, 'the results page after Buy Now with nothing ticked');

    await buyNow(page);
    await expect(page).toHaveURL(/\/payment-summary$/);
    await expect(
      page.getByRole('button', { name: TEXT.directDebit.submitToDeposit }),
    ).toBeVisible();
    // Its best-practice rules too (landmarks, heading order), as axe's default run has.
    await expectNoViolations(page, 'the Direct Debit page', { bestPractice: true });
    await confirmDirectDebit(page);
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, 'the Direct Debit page after Confirm with nothing answered');
  });

  test('the card page in error, the payment problem and 3-D Secure dialogs, and thank-you', async ({
    page,
  }) => {
    await reachPayment(page, 'annual');
    await expect(testCardForm(page).getByLabel('Card number')).toBeVisible();
    await expectNoViolations(page, 'the card page', { bestPractice: true });
    await payButton(page).click();
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, 'the card page after Pay with nothing typed');

    await fillCardholder(page);
    await fillCard(page, TEST_CARDS.declined);
    await payButton(page).click();
    await expect(paymentMessage(page)).toContainText(TEXT.payment.byCode.PAYMENT_DECLINED);
    await expectNoViolations(page, 'the card page with a declined card');

    await fillCard(page, TEST_CARDS.threeDSecure);
    await payButton(page).click();
    const challenge = threeDSecureDialog(page);
    await expect(threeDSecureButton(page, 'Approve')).toBeVisible();
    await expectNoViolations(page, 'the 3-D Secure challenge');
    await challenge.getByRole('button', { name: 'Cancel' }).click();
    await expect(challenge).toBeHidden();

    // The take-up's answer never arrives: the payment problem dialog.
    await page.route('**/api/v2/Payment/TakeUpQuote', (route) => route.abort('connectionreset'));
    await fillCard(page, TEST_CARDS.succeeds);
    await payButton(page).click();
    const problem = page.getByRole('dialog', { name: TEXT.paymentPages.problemTitle });
    await expect(problem).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'the payment problem dialog');
    await page.unroute('**/api/v2/Payment/TakeUpQuote');

    await page.reload();
    await fillCard(page, TEST_CARDS.succeeds);
    await fillCardholder(page);
    await payButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'the thank-you page');
  });

  for (const { surname, path, lead, page: name } of [
    { surname: 'Declined', path: /\/summary$/, lead: TEXT.outcomes.decline.lead, page: 'decline' },
    {
      surname: 'Referred',
      path: /\/referral$/,
      lead: TEXT.outcomes.referral.lead,
      page: 'referral',
    },
  ]) {
    test(`the ${name} page`, async ({ page }) => {
      const result = await reachQuote(page, { surname, expectPath: path });
      expect(result.underwritingOutcome.outcome).toBe(surname);
      await expect(page.getByText(lead)).toBeVisible();
      await expectNoViolations(page, `the ${name} page`);
    });
  }
});

test('the returning visitors’ forms in error and the restart’s price problem dialog', async ({
  page,
  request,
}) => {
  // Three forms, a dialog and five axe runs: longer than one page's test.
  test.setTimeout(90_000);
  const { quoteReference } = await freshRestartQuote(request);
  await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
  await expect(entryHeading(page, TEXT.entries.restart.heading)).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText(TEXT.entries.identity.surnameRequired).first()).toBeVisible();
  await expectNoViolations(page, 'the restart form, after an empty Continue');
  await submitRestartDetails(page, { ...RESTART_HOLDER, surname: 'Wrongname' });
  await expect(entryAlert(page, TEXT.entryChecks.restartNotFound)).toBeVisible();
  await expectNoViolations(page, 'the restart form, after a failed check');

  const reminder = await mintEntryQuote(request, 'reminder');
  await page.goto(reminder.path);
  await expect(entryHeading(page, TEXT.entries.reminder.heading)).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText(TEXT.entries.identity.surnameRequired).first()).toBeVisible();
  await expectNoViolations(page, 'the reminder form, after an empty Continue');

  const aggregator = await mintEntryQuote(request, 'aggregator');
  await page.goto(`/quote-retrieval?quoteRef=${aggregator.quoteRef}`);
  await expect(entryHeading(page, TEXT.entries.retrieval.heading)).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText(TEXT.entries.retrieval.firstNameRequired).first()).toBeVisible();
  await expectNoViolations(page, 'the retrieval form, after an empty Continue');

  await page.goto('/restart-policy?quoteRef=RST-NO-SUCH');
  await expect(
    page.getByRole('dialog', {
      name: TEXT.entries.restart.premiumProblem.heading('RST-NO-SUCH'),
    }),
  ).toContainText(TEXT.entries.restart.premiumProblem.text('RST-NO-SUCH', brand.supportPhone));
  await expectNoViolations(page, 'the restart’s price problem dialog');
});

test('the outcome pages: taken up, expired, locked, error, not found and outage', async ({
  page,
  request,
}) => {
  // Six pages, five wrong checks and an axe run each: longer than one page's test.
  test.setTimeout(90_000);
  for (const { link, name } of [
    { link: '/pcw-result?token=AGG-TAKEN&quoteRef=AGGQ-TAKEN', name: 'Quote already taken up' },
    {
      link: '/pcw-result?token=AGG-EXPIRED&quoteRef=AGGQ-EXPIRED&source=CTM',
      name: 'Quote expired',
    },
    {
      link: '/pcw-result?token=AGG-NO-SUCH&quoteRef=AGGQ-NO-SUCH&source=CTM',
      name: 'Something went wrong',
    },
    { link: '/no-such-page', name: 'Page not found' },
    { link: '/outage', name: 'Service unavailable' },
  ]) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoViolations(page, `the ${name} page`);
  }

  // The fifth wrong check locks the restart quote.
  const { quoteReference } = await freshRestartQuote(request);
  await page.goto(`/restart-policy?quoteRef=${quoteReference}`);
  for (const surname of ['Wrongone', 'Wrongtwo', 'Wrongthree', 'Wrongfour', 'Wrongfive']) {
    const checked = page.waitForResponse('**/api/v1/RestartPolicy/RestartPolicy');
    await submitRestartDetails(page, { ...RESTART_HOLDER, surname });
    await checked;
  }
  await expect(
    page.getByRole('heading', { level: 1, name: TEXT.entries.lockedOut.heading, exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'the locked page after too many attempts');
});

test.describe('around the journey', () => {
  /** A first visit: no cookie choice stored yet. */
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie banner and its settings', async ({ page }) => {
    await page.goto('/quote/vehicle-details');
    const banner = page.getByRole('region', { name: TEXT.consent.title });
    await expect(banner).toBeVisible();
    await expectNoViolations(page, 'the cookie banner');
    await banner.getByRole('button', { name: TEXT.layout.cookieSettings }).click();
    await expect(
      page.getByRole('region', { name: TEXT.consent.settingsTitle }).getByRole('checkbox').first(),
    ).toBeVisible();
    await expectNoViolations(page, 'the cookie settings');
  });

  test('the time-out warning after 13 idle minutes, and the time-out page', async ({ page }) => {
    await page.clock.install();
    await page.goto('/quote/vehicle-details');
    await page
      .getByRole('region', { name: TEXT.consent.title })
      .getByRole('button', { name: TEXT.consent.rejectAll })
      .click();
    await page.getByLabel('Vehicle registration').fill('DL19 CAR');
    await page.clock.fastForward('13:00');
    const warning = page.getByRole('alertdialog', { name: TEXT.timeOutWarning.title });
    await expect(warning).toBeVisible();
    await expectNoViolations(page, 'the time-out warning');
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/time-out$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'the time-out page');
  });
});

test.describe('on a phone (390 px): the screens of a journey a customer trusts', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test('"Finding your price", results with what is and is not covered open, and step 1 after Back', async ({
    page,
  }) => {
    await atTheCoverStepFor(page);
    await vehicleCover(page);
    // The price is held until axe has looked at the wait.
    const release = await holdUntilReleased(page, '**/Quote/GenerateNewPrivateCarQuote');
    await continueStep(page).click();
    await expect(page.getByText(coverQuestionText.cover.findingPrice)).toBeVisible();
    await expectNoViolations(page, 'the wait for the price');
    const quoted = page.waitForResponse('**/Quote/GenerateNewPrivateCarQuote');
    release();
    const generated = (await (await quoted).json()) as QuoteResult;
    if (generated.underwritingOutcome.underwrittenOptions.length > 1)
      await chooseDuration(page, 'Annual');
    await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 2, name: TEXT.results.coverSummary.heading }),
    ).toBeVisible();
    for (const group of [TEXT.results.whatsCovered, TEXT.results.whatsNotCovered]) {
      await page.getByRole('button', { name: group, exact: true }).click();
      await expect(page.getByRole('button', { name: group, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expectNoViolations(page, 'results on a phone, what is and is not covered open');

    await page.goBack();
    await expect(heading(page, TEXT.wizard.heading.vehicleDetails)).toBeVisible();
    await expect(page.getByText(vehicleQuestionText.details.answersKept)).toBeVisible();
    await expectNoViolations(page, 'step 1 after Back: the answers kept, Return to your quote');
  });
});
