/** The payment part's actions and guards (spec 2 §4 Cardholder form, Card field, Drop-in set-up, §5, §8). */
import { assertEvent, assign, sendTo } from 'xstate';
import { initialCardPayment } from './context';
import type {
  CardPaymentContext,
  JourneyContext,
  PaymentIntentToConfirm,
  PaymentSetUp,
  Purchase,
} from '../core/types';
import { PAYMENT_SET_UP_RETRIES, billingDetailsOf, endsPaymentAttempt } from './rules';
import { isRestartQuote } from '../results';
import type { BankDetailsCheckResult, PaymentMethod, TakeUpQuoteResult } from '../core/contract';
import { JOURNEY_TEXT } from '../core/text';
import {
  defineActions,
  defineGuards,
  errorOf,
  messagesWith,
  noMessages,
  outputOf,
  pageError,
} from '../core/define';
import {
  afterPurchase,
  asksDeposit,
  blockerOf,
  purchaseFrom,
  storesCardForRenewal,
} from './purchase';

const card = (context: JourneyContext, changes: Partial<CardPaymentContext>) => ({
  card: { ...context.card, ...changes },
});

/** A new attempt gets a new key; an attempt that may have charged keeps its key for the retry. */
const newAttemptKey = () => globalThis.crypto.randomUUID();

const otherMethod = (method: PaymentMethod | null): PaymentMethod =>
  method === 'CARD_PAYMENT' ? 'DIRECT_DEBIT' : 'CARD_PAYMENT';

export const paymentActions = defineActions({
  /** Effect supplied at app start: the restart's policy is marked taken up. */
  markRestartTakenUp: (_, _params: { quoteRef: string | null }) => undefined,
  storePurchase: assign(({ context, event }, params: { page: Purchase['page'] }) => {
    const takeUp = outputOf<TakeUpQuoteResult>(event);
    return takeUp ? afterPurchase(context, purchaseFrom(context, takeUp, params.page)) : {};
  }),
  savePaymentDraft: assign(({ context, event }) => {
    assertEvent(event, 'payment.draft');
    return { drafts: { ...context.drafts, [event.form]: event.values } };
  }),
  /** The attempt's keys: kept from an attempt that may have charged, new otherwise. */
  startPaymentAttempt: assign(({ context }) => ({
    payment: { ...context.payment, attemptKey: context.payment.attemptKey ?? newAttemptKey() },
  })),
  /** A definite answer: the next attempt is a new one. */
  endPaymentAttempt: assign(({ context }) => ({
    payment: { ...context.payment, attemptKey: null, paymentIntentId: null },
  })),
  /** A failure that may have charged (time-out, server fault) keeps the keys for the retry. */
  keepPaymentAttempt: assign(({ context, event }) =>
    endsPaymentAttempt(errorOf(event))
      ? { payment: { ...context.payment, attemptKey: null, paymentIntentId: null } }
      : {},
  ),
  showPaymentProblem: assign(({ context }) => ({
    ...card(context, { problem: true }),
    messages: noMessages(),
  })),
  closePaymentProblem: assign(({ context }) => card(context, { problem: false })),
  showPaymentBlocker: assign(({ context }) => ({
    messages: messagesWith(
      'payment',
      pageError(blockerOf(context) ?? JOURNEY_TEXT.payment.preparationFailed),
    ),
  })),
  resetCardPayment: assign({ card: () => initialCardPayment() }),
  /** Set-up again from the page the customer is on: its host element stays. */
  restartCardSetUp: assign(({ context }) => ({
    card: { ...initialCardPayment(), host: context.card.host },
  })),
  /** The page may give its host before the widget starts (set-up still under way): it is kept for it. */
  rememberHost: assign(({ context, event }) => {
    assertEvent(event, 'payment.widgetHost');
    return card(context, { host: event.host });
  }),
  storeSetUp: assign(({ context, event }) =>
    card(context, { setUp: outputOf<PaymentSetUp>(event) ?? null }),
  ),
  countSetUpFailure: assign(({ context }) =>
    card(context, { setUpFailures: context.card.setUpFailures + 1 }),
  ),
  showSetUpFailed: assign({
    messages: () => messagesWith('payment', pageError(JOURNEY_TEXT.payment.preparationFailed)),
  }),
  showWidgetTimedOut: assign({
    messages: () => messagesWith('payment', pageError(JOURNEY_TEXT.payment.widgetTimedOut)),
  }),
  storeWidgetReady: assign(({ context, event }) => {
    assertEvent(event, 'widget.ready');
    return card(context, { wallet: event.wallet });
  }),
  storeCardChange: assign(({ context, event }) => {
    assertEvent(event, 'widget.cardChanged');
    return card(context, { cardError: event.error });
  }),
  rememberBankDetails: assign(({ event }) => {
    assertEvent(event, 'payment.submitDirectDebit');
    return { pendingBankDetails: event.bankDetails };
  }),
  rememberCardholder: assign(({ context, event }) => {
    assertEvent(event, 'payment.submitCard');
    return card(context, {
      billing: billingDetailsOf(event.cardholder, context.quote.proposerDetails),
      saveCard: event.cardholder.saveCard || storesCardForRenewal(context),
      problem: false,
    });
  }),
  storePrepared: assign(({ context, event }) => {
    assertEvent(event, 'widget.prepared');
    return card(context, { prepared: event.payment });
  }),
  storeIntent: assign(({ context, event }) =>
    card(context, { intent: outputOf<PaymentIntentToConfirm>(event) ?? null }),
  ),
  /** The charge is confirmed: a retry after a failed take-up only takes the quote up. */
  storeConfirmed: assign(({ context, event }) => {
    assertEvent(event, 'widget.confirmed');
    return { payment: { ...context.payment, paymentIntentId: event.paymentIntentId } };
  }),
  showDeclined: assign(({ event }) => {
    assertEvent(event, 'widget.declined');
    return { messages: messagesWith('payment', pageError(event.message)) };
  }),
  forwardHost: sendTo('paymentWidget', ({ event }) => {
    assertEvent(event, 'payment.widgetHost');
    return { type: 'widget.host' as const, host: event.host };
  }),
  askWidgetToPrepare: sendTo('paymentWidget', ({ context }) => ({
    type: 'widget.prepare' as const,
    billing:
      context.card.billing ?? billingDetailsOf(emptyCardholder, context.quote.proposerDetails),
  })),
  askWidgetToConfirm: sendTo('paymentWidget', ({ context }) => ({
    type: 'widget.confirm' as const,
    intent: context.card.intent ?? noIntent,
    billing:
      context.card.billing ?? billingDetailsOf(emptyCardholder, context.quote.proposerDetails),
  })),
  abandonWidgetPayment: sendTo('paymentWidget', { type: 'widget.abandon' as const }),
  /** 'Pay by the other method': back to results with it chosen, where Buy Now saves what it needs. */
  chooseOtherMethod: assign(({ context }) => ({
    payment: {
      ...context.payment,
      selectedPaymentMethod: otherMethod(context.payment.selectedPaymentMethod),
      attemptKey: null,
      paymentIntentId: null,
    },
    messages: noMessages(),
  })),
});

const emptyCardholder = {
  sameAsProposer: false,
  firstName: '',
  lastName: '',
  email: '',
  line1: '',
  saveCard: false,
};

const noIntent: PaymentIntentToConfirm = {
  paymentIntentId: '',
  clientSecret: '',
  status: 'succeeded',
  challengeUrl: null,
};

export const paymentGuards = defineGuards({
  bankAccountValid: ({ event }) => outputOf<BankDetailsCheckResult>(event)?.isValid === true,
  asksDeposit: ({ context }) => asksDeposit(context),
  isRestartQuote: ({ context }) => isRestartQuote(context),
  isPaymentBlocked: ({ context }) => blockerOf(context) !== null,
  // Each earlier failure was followed by a retry; the failure just now may be retried while fewer were made.
  canRetrySetUp: ({ context }) => context.card.setUpFailures < PAYMENT_SET_UP_RETRIES,
  needsChallenge: ({ event }) =>
    outputOf<PaymentIntentToConfirm>(event)?.status === 'requires_action',
  offersOtherMethod: ({ context }) => {
    const other = otherMethod(context.payment.selectedPaymentMethod);
    return (
      context.result.selectedOption?.paymentCollectionOptions.some(
        (option) => option.paymentMethod === other,
      ) ?? false
    );
  },
  isValidationError: ({ event }) => {
    const error = errorOf(event);
    return typeof error === 'object' && error !== null && 'status' in error && error.status === 400;
  },
  hasConfirmedPayment: ({ context }) =>
    context.payment.paymentIntentId !== null && context.payment.attemptKey !== null,
});
