/** The payment pages as a customer uses them in Chromium against the sandbox (docs/fixtures.md). */
import { expect, type Locator, type Page } from '@playwright/test';
import { TEXT } from '../../machines/core/catalogue';
import { buyNow, choosePrice, reachResults } from './results-page';
import { heading } from './wizard-steps';

const card = TEXT.paymentPages.card;
const directDebit = TEXT.directDebit;

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
  amex: '3782 822463 10005',
} as const;

/** A quote priced, the price chosen and Buy Now pressed: the card page or the Direct Debit page. */
export async function reachPayment(page: Page, method: 'annual' | 'monthly') {
  await reachResults(page);
  await choosePrice(page, method);
  await buyNow(page);
  const path = method === 'annual' ? /\/make-payment$/ : /\/payment-summary$/;
  await expect(page).toHaveURL(path);
}

/** The sandbox provider's test form, drawn in the card details section. */
export const testCardForm = (page: Page): Locator =>
  page.getByRole('region', { name: card.cardHeading });

/** 'Yes' to billing details the same as the policyholder's: the cardholder is the proposer. */
export async function fillCardholder(page: Page) {
  await page
    .getByRole('group', { name: card.billingDetails })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await expect(page.getByLabel(card.firstName)).not.toHaveValue('');
}

export async function fillCard(page: Page, number: string) {
  const form = testCardForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM / YY)').fill('12 / 30');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on card').fill('Sam Carter');
}

/** 'Pay £…': the card page's own button, not 'Pay monthly by Direct Debit instead'. */
export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £/ });

/** The sandbox card issuer's 3-D Secure page, shown in a dialog after Pay with the 3-D Secure test card. */
export const threeDSecureDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: TEXT.providers.sandbox.challengeHeading });

/** The 3-D Secure page's own buttons: 'Approve' passes the check, 'Fail' fails it. */
export const threeDSecureButton = (page: Page, answer: 'Approve' | 'Fail'): Locator =>
  threeDSecureDialog(page)
    .frameLocator(`iframe[title="${TEXT.providers.sandbox.challengeFrame}"]`)
    .getByRole('button', { name: answer });

/** Answers the 3-D Secure page once it shows. */
export async function answerThreeDSecure(page: Page, answer: 'Approve' | 'Fail') {
  await expect(threeDSecureDialog(page)).toBeVisible();
  await threeDSecureButton(page, answer).click();
}

export const paymentMessage = (page: Page) =>
  page.getByRole('main').getByRole('alert').filter({ hasNotText: /^$/ }).first();

/** The Direct Debit form filled with an account the sandbox knows (or `account` for its fixtures). */
export async function fillDirectDebit(
  page: Page,
  { sortCode = '20-00-00', accountNumber = '12345678' } = {},
) {
  const yes = (question: string) =>
    page.getByRole('group', { name: question }).getByRole('radio', { name: 'Yes', exact: true });
  await yes(directDebit.account.isAccountHolder).check();
  await yes(directDebit.account.isOnlySignatoryRequired).check();
  await page.getByLabel(directDebit.account.accountHolder).fill('Sam Carter');
  await page.getByLabel(directDebit.account.accountNumber).fill(accountNumber);
  await page.getByLabel(directDebit.account.sortCode).fill(sortCode);
  await page.getByLabel(directDebit.account.addressLine1).fill('10 Downing Street');
  await page.getByRole('checkbox', { name: directDebit.account.detailsCorrect }).check();
  await page
    .getByRole('group', { name: /premium finance/ })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await yes(directDebit.confirmations.affordableLending).check();
}

/** The Direct Debit page's button: the sandbox's plans all ask a deposit, paid by card next. */
export const confirmDirectDebit = (page: Page) =>
  page.getByRole('button', { name: directDebit.submitToDeposit }).click();

/** The card page taking a Direct Debit plan's deposit. */
export const depositHeading = (page: Page) => heading(page, TEXT.paymentPages.deposit.heading);

/** The deposit paid with a good test card, the cardholder being the proposer. */
export async function payDeposit(page: Page) {
  await expect(depositHeading(page)).toBeVisible({ timeout: 15_000 });
  await fillCardholder(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
}

export const thankYouHeading = (page: Page) => heading(page, TEXT.thankYou.heading);
