import type { TakeUpInput } from '../../../machines/payment/purchase';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { formatGbp } from '../../../machines/results/credit';
import { completeStep } from '../../../machines/wizard/step-answers';
import type {
  BankDetailsCheckResult,
  PaymentDate,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
} from '../../../machines/core/contract';
import {
  initialContactState,
  initialPaymentState,
  initialResultState,
} from '../../../machines/core/state';
import {
  aCollectionOption,
  aDirectDebitOption,
  anOption,
  aQuoteResult,
  answersFor,
} from '../../../machines/testing/factories';
import { TEXT } from '../../../machines/core/catalogue';
import { brand } from '../../app/config/brand';
import { payByCard as payByCardOnPage } from '../../testing/payment-answers';
import {
  errorOf,
  quoteBefore,
  renderJourney,
  stopJourneys,
  type JourneyOptions,
} from '../../testing/render-journey';

const text = TEXT.directDebit;
const premiumFinance = text.confirmations.premiumFinance(TEXT.credit.lender(brand.storefrontName));
const NOW = new Date('2026-11-22T10:00:00.000Z');

type BankCheck = { sortCode: string; accountNumber: string };
type PaymentInput = { quoteRef: string; coverStart: string };

const BANK_OK: BankDetailsCheckResult = {
  sortCode: '200000',
  accountNumber: '12345678',
  isValid: true,
  bankName: 'Barclays Bank',
  branchName: 'Leeds',
};
const TAKEN_UP: TakeUpQuoteResult = {
  policyReference: 'POL-1',
  portalUserStatus: 'USER_CREATED',
  paymentDate: '2026-12-23',
  sendWelcomePack: false,
};

/** A priced quote with monthly Direct Debit chosen and the contact details saved by Buy Now. */
async function openDirectDebit(services: JourneyOptions['services'] = {}, option = anOption()) {
  const priced = aQuoteResult();
  const opened = await renderJourney({
    path: '/payment-summary',
    quote: completeStep(quoteBefore('vehicleCover'), 'vehicleCover', answersFor('vehicleCover')),
    result: {
      ...initialResultState(),
      quoteRef: priced.quoteRef,
      expiryDate: priced.expiryDate,
      isLatestFullyPricedQuote: true,
      paymentProvider: priced.paymentProvider,
      underwritingOutcome: priced.underwritingOutcome,
      outcome: 'Quoted',
      selectedOption: option,
    },
    payment: { ...initialPaymentState(), selectedPaymentMethod: 'DIRECT_DEBIT' },
    // Buy Now saved the contact details: only then does the payment page open.
    contact: { ...initialContactState(), contactEmail: 'sam.carter@example.com' },
    services,
  });
  await screen.findByRole('heading', { level: 1, name: text.heading }, { timeout: 5000 });
  return opened;
}

const group = (name: string) => screen.getByRole('group', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const detailsCorrect = () => screen.getByRole('checkbox', { name: text.account.detailsCorrect });
const payByCard = () =>
  screen.queryByRole('button', { name: TEXT.paymentPages.otherMethod.toCard });

const answer = (user: UserEvent, question: string, choice: 'Yes' | 'No') =>
  user.click(within(group(question)).getByRole('radio', { name: choice }));

async function retype(user: UserEvent, label: string, typed: string) {
  await user.clear(textbox(label));
  if (typed !== '') await user.type(textbox(label), typed);
}

async function fillValid(
  user: UserEvent,
  bank = { accountNumber: '12345678', sortCode: '200000' },
) {
  await answer(user, text.account.isAccountHolder, 'Yes');
  await answer(user, text.account.isOnlySignatoryRequired, 'Yes');
  await retype(user, text.account.accountNumber, bank.accountNumber);
  await retype(user, text.account.sortCode, bank.sortCode);
  await user.click(detailsCorrect());
  await answer(user, premiumFinance, 'Yes');
  await answer(user, text.confirmations.affordableLending, 'Yes');
}

/** The page's button: on to the deposit for a plan that asks one, else straight to the purchase. */
const submit = (user: UserEvent) =>
  user.click(
    screen.getByRole('button', {
      name: new RegExp(`^(${text.submit}|${text.submitToDeposit})$`),
    }),
  );

/** An option whose Direct Debit plan asks no deposit: the bank check leads straight to the take-up. */
const withoutDeposit = () =>
  anOption({
    paymentCollectionOptions: [
      aCollectionOption(),
      aDirectDebitOption({ upFrontAmount: { amount: 0, currency: 'GBP' } }),
    ],
  });

const deposit = TEXT.paymentPages.deposit;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  stopJourneys();
  vi.useRealTimers();
});

describe('the Direct Debit page', () => {
  it('shows the monthly amounts and the first payment date once GetPaymentDate answers', async () => {
    let answerDate: (date: PaymentDate) => void = () => undefined;
    const loadPaymentDate = fromPromise<PaymentDate, PaymentInput>(
      () => new Promise((resolve) => (answerDate = resolve)),
    );
    await openDirectDebit({ loadPaymentDate });
    const direct = aDirectDebitOption();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(formatGbp(direct.unequalInstalmentAmount?.amount ?? 0))).toBeTruthy();
    expect(main.getByText(formatGbp(direct.standardInstalmentAmount.amount))).toBeTruthy();
    expect(main.getByText(TEXT.results.monthlyInstalments(10))).toBeTruthy();
    expect(main.getByText(formatGbp(direct.totalAmountPayable.amount))).toBeTruthy();
    expect(main.queryByText(text.payments.firstPayment('23/12/2026'))).toBeNull();
    answerDate({ paymentDate: '2026-12-23' });
    expect(await main.findByText(text.payments.firstPayment('23/12/2026'))).toBeTruthy();
  });

  it('says the first payment date will follow when GetPaymentDate fails', async () => {
    await openDirectDebit({
      loadPaymentDate: fromPromise<PaymentDate, PaymentInput>(() => Promise.reject(new Error())),
    });
    expect(await screen.findByText(text.payments.firstPaymentUnknown)).toBeTruthy();
  });

  it('shows what stops the payment, with a link back to the quote, when there is no Direct Debit option', async () => {
    const cardOnly = anOption({ paymentCollectionOptions: [aCollectionOption()] });
    await openDirectDebit({}, cardOnly);
    expect(screen.getByRole('alert').textContent).toBe(TEXT.results.noPaymentOption);
    expect(screen.getByRole('link', { name: text.backToResults }).getAttribute('href')).toBe(
      '/results',
    );
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });

  it.each([
    ['account holder', [text.account.isAccountHolder], text.notices.accountHolder],
    ['sole signatory', [text.account.isOnlySignatoryRequired], text.notices.jointSignatory],
    [
      'both',
      [text.account.isAccountHolder, text.account.isOnlySignatoryRequired],
      text.notices.both,
    ],
  ])(
    "'No' to %s hides the bank details, unticks the confirmation and offers paying by card",
    async (_label, questions, notice) => {
      const { user, journey } = await openDirectDebit();
      await user.click(detailsCorrect());
      for (const question of questions) await answer(user, question, 'No');
      expect(screen.getByText(notice)).toBeTruthy();
      for (const label of [
        text.account.accountHolder,
        text.account.accountNumber,
        text.account.sortCode,
        text.account.addressLine1,
      ]) {
        expect(screen.queryByRole('textbox', { name: label })).toBeNull();
      }
      expect((detailsCorrect() as HTMLInputElement).checked).toBe(false);
      const button = payByCard();
      expect(button).toBeTruthy();
      if (button) await user.click(button);
      await waitFor(() => expect(journey.getSnapshot().matches({ flow: 'results' })).toBe(true));
      expect(journey.getSnapshot().context.payment.selectedPaymentMethod).toBe('CARD_PAYMENT');
    },
  );

  it('shows each rule broken next to its field and in the summary', async () => {
    const { user } = await openDirectDebit();
    await answer(user, text.account.isAccountHolder, 'Yes');
    await answer(user, text.account.isOnlySignatoryRequired, 'Yes');
    await retype(user, text.account.accountHolder, 'S4m');
    await retype(user, text.account.accountNumber, '1234567');
    await retype(user, text.account.sortCode, '000000');
    await answer(user, premiumFinance, 'No');
    await answer(user, text.confirmations.affordableLending, 'No');
    await submit(user);
    expect(errorOf(textbox(text.account.accountHolder))).toBe(text.accountHolderErrors.digits);
    expect(errorOf(textbox(text.account.accountNumber))).toBe(text.accountNumberErrors.invalid);
    expect(errorOf(textbox(text.account.sortCode))).toBe(text.sortCodeErrors.allZeros);
    expect(errorOf(detailsCorrect())).toBe(text.detailsCorrectRequired);
    expect(errorOf(group(premiumFinance))).toBe(text.confirmations.premiumFinanceNo);
    expect(errorOf(group(text.confirmations.affordableLending))).toBe(
      text.confirmations.affordableLendingNo,
    );
    const summary = within(screen.getByRole('alert')).getAllByRole('link');
    expect(summary).toHaveLength(6);
    await retype(user, text.account.accountHolder, 'Al');
    await submit(user);
    expect(errorOf(textbox(text.account.accountHolder))).toBe(text.accountHolderErrors.tooShort);
  });

  it('shows the sort code as nn-nn-nn while it is typed', async () => {
    const { user } = await openDirectDebit();
    await answer(user, text.account.isAccountHolder, 'Yes');
    await user.type(textbox(text.account.sortCode), '123');
    expect((textbox(text.account.sortCode) as HTMLInputElement).value).toBe('12-3');
    await user.type(textbox(text.account.sortCode), '456');
    expect((textbox(text.account.sortCode) as HTMLInputElement).value).toBe('12-34-56');
  });

  it('lists the deposit first, says it is paid by card on the next page, and continues to it', async () => {
    await openDirectDebit();
    const plan = aDirectDebitOption();
    const figures = [...screen.getByRole('main').querySelectorAll('dl div')].map((row) =>
      row.textContent.trim(),
    );
    expect(figures[0]).toBe(`${text.payments.deposit}${formatGbp(plan.upFrontAmount.amount)}`);
    expect(screen.getByText(text.payments.depositNote)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.submitToDeposit })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });

  it('shows no deposit for a plan that asks none, and confirms and pays there', async () => {
    await openDirectDebit({}, withoutDeposit());
    expect(screen.queryByText(text.payments.deposit)).toBeNull();
    expect(screen.queryByText(text.payments.depositNote)).toBeNull();
    expect(screen.getByRole('button', { name: text.submit })).toBeTruthy();
  });

  it('takes the deposit by card after the bank check, saying what the Direct Debit collects and when, then takes the quote up', async () => {
    const takeUps: TakeUpInput[] = [];
    const { user, journey } = await openDirectDebit({
      loadPaymentDate: fromPromise<PaymentDate, PaymentInput>(() =>
        Promise.resolve({ paymentDate: '2026-12-23' }),
      ),
      takeUpQuote: fromPromise<TakeUpQuoteResult, TakeUpInput>(({ input }) => {
        takeUps.push(input);
        return Promise.resolve(TAKEN_UP);
      }),
    });
    await fillValid(user);
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: deposit.heading }, { timeout: 5000 });
    const plan = aDirectDebitOption();
    const main = within(screen.getByRole('main'));
    expect(
      main.getByText(TEXT.paymentPages.card.paidNow(formatGbp(plan.upFrontAmount.amount))),
    ).toBeTruthy();
    expect(main.getByText(deposit.lead)).toBeTruthy();
    expect(main.getByText(TEXT.results.monthlyInstalments(10))).toBeTruthy();
    expect(main.getByText(deposit.firstCollection('23/12/2026'))).toBeTruthy();
    expect(main.getByRole('button', { name: TEXT.paymentPages.otherMethod.toCard })).toBeTruthy();
    expect(takeUps).toEqual([]);

    await payByCardOnPage(user);
    await waitFor(() => expect(journey.getSnapshot().matches({ flow: 'thankYou' })).toBe(true));
    expect(takeUps[0]).toMatchObject({
      paymentMethod: 'DIRECT_DEBIT',
      paymentIntentId: 'pi_sandbox_1',
      bankDetails: { accountHolder: 'Sam Carter', sortCode: '200000', accountNumber: '12345678' },
    });
  });

  it('goes back from the deposit to change the bank details, the account number and sort code kept but never stored', async () => {
    const { user, journey } = await openDirectDebit();
    await fillValid(user, { accountNumber: '12345678', sortCode: '200000' });
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: deposit.heading }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: deposit.changeBankDetails }));
    await screen.findByRole('heading', { level: 1, name: text.heading }, { timeout: 5000 });
    expect((textbox(text.account.accountNumber) as HTMLInputElement).value).toBe('12345678');
    expect((textbox(text.account.sortCode) as HTMLInputElement).value).toBe('20-00-00');
    expect((textbox(text.account.accountHolder) as HTMLInputElement).value).toBe('Sam Carter');
    expect((detailsCorrect() as HTMLInputElement).checked).toBe(true);
    expect(JSON.stringify(journey.getSnapshot().context.drafts)).not.toContain('12345678');
  });

  it('checks the bank account with digits only, takes the quote up and reaches thank-you', async () => {
    const checks: BankCheck[] = [];
    const takeUps: TakeUpQuoteRequest[] = [];
    const { user, journey } = await openDirectDebit(
      {
        checkBankDetails: fromPromise<BankDetailsCheckResult, BankCheck>(({ input }) => {
          checks.push(input);
          return Promise.resolve(BANK_OK);
        }),
        takeUpQuote: fromPromise<TakeUpQuoteResult, TakeUpInput>(({ input }) => {
          takeUps.push(input);
          return Promise.resolve(TAKEN_UP);
        }),
      },
      withoutDeposit(),
    );
    await fillValid(user, { accountNumber: '12345678', sortCode: '20 00 00' });
    await submit(user);
    await waitFor(() => expect(journey.getSnapshot().matches({ flow: 'thankYou' })).toBe(true));
    expect(checks).toEqual([{ sortCode: '200000', accountNumber: '12345678' }]);
    expect(takeUps[0]?.bankDetails).toEqual({
      accountHolder: 'Sam Carter',
      sortCode: '200000',
      accountNumber: '12345678',
    });
  });

  it('shows a bank account not found next to the account number and keeps everything typed', async () => {
    const { user, journey } = await openDirectDebit({
      checkBankDetails: fromPromise<BankDetailsCheckResult, BankCheck>(() =>
        Promise.reject(Object.assign(new Error('No Content'), { kind: 'notFound' })),
      ),
    });
    await fillValid(user, { accountNumber: '00000001', sortCode: '200000' });
    await submit(user);
    await waitFor(() =>
      expect(errorOf(textbox(text.account.accountNumber))).toBe(TEXT.payment.bankNotFound),
    );
    expect(
      journey.getSnapshot().matches({ flow: { payment: { directDebit: { form: 'ready' } } } }),
    ).toBe(true);
    expect((textbox(text.account.accountNumber) as HTMLInputElement).value).toBe('00000001');
    expect((textbox(text.account.sortCode) as HTMLInputElement).value).toBe('20-00-00');
    expect((textbox(text.account.accountHolder) as HTMLInputElement).value).toBe('Sam Carter');
    expect((detailsCorrect() as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a draft of what is typed without the account number or sort code', async () => {
    const { user, journey } = await openDirectDebit();
    await fillValid(user);
    await retype(user, text.account.accountHolder, 'Samuel Carter');
    await waitFor(() =>
      expect(journey.getSnapshot().context.drafts.directDebit).toMatchObject({
        accountHolder: 'Samuel Carter',
        affordableLending: 'yes',
      }),
    );
    const draft = journey.getSnapshot().context.drafts.directDebit;
    expect(draft).not.toHaveProperty('accountNumber');
    expect(draft).not.toHaveProperty('sortCode');
    expect(JSON.stringify(draft)).not.toContain('12345678');
  });
});
