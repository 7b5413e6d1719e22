/**
 * Paying (spec 2 §5, §6): by card through the provider, or by Direct Debit after the bank check; then the
 * quote is taken up. A second Pay while a call is pending is not accepted, and a payment code the error table
 * keeps in place shows its message on the payment page.
 */
import { assertEvent, assign } from 'xstate';
import type { CardPaymentInput, CardPaymentOutput, JourneyContext } from '../journey.types';
import type {
  BankDetailsCheckResult,
  PaymentCollectionOption,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
} from '../state/contract';
import { pagePaths } from '../rules/routing';
import { TEXT } from '../text';
import { core } from './core';
import { defineActions, defineGuards, outputOf } from './define';
import { errorTransitions } from './error-routing';

/** The collection option of the selected underwritten option for the chosen payment method. */
function chosenCollectionOption(context: JourneyContext): PaymentCollectionOption | null {
  const method = context.payment.selectedPaymentMethod;
  const option = context.result.selectedOption;
  if (!method || !option) return null;
  return option.paymentCollectionOptions.find((item) => item.paymentMethod === method) ?? null;
}

/** The quote, option and collection option being paid for; throws when Buy Now left one out. */
function purchaseOf(context: JourneyContext) {
  const collectionOption = chosenCollectionOption(context);
  const option = context.result.selectedOption;
  if (!context.result.quoteRef) throw new Error(TEXT.payment.quoteReferenceRequired);
  if (!collectionOption || !option) throw new Error(TEXT.results.noPaymentOption);
  return { quoteRef: context.result.quoteRef, option, collectionOption };
}

function cardPaymentInput(context: JourneyContext): CardPaymentInput {
  const { quoteRef, option, collectionOption } = purchaseOf(context);
  return {
    quoteRef,
    optionId: option.optionId,
    collectionOption,
    provider: context.result.paymentProvider,
    paymentDetails: context.pendingPaymentDetails,
  };
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

function takeUpRequest(context: JourneyContext): TakeUpQuoteRequest {
  const { quoteRef, option, collectionOption } = purchaseOf(context);
  const request: TakeUpQuoteRequest = {
    quoteReference: quoteRef,
    optionId: option.optionId,
    paymentCollectionOptionCode: collectionOption.code,
    paymentMethod: collectionOption.paymentMethod,
    automaticRenewal: context.payment.automaticRenewal,
  };
  if (collectionOption.paymentMethod === 'CARD_PAYMENT' && context.payment.paymentIntentId) {
    request.paymentIntentId = context.payment.paymentIntentId;
  }
  const bank = context.pendingBankDetails;
  if (collectionOption.paymentMethod === 'DIRECT_DEBIT' && bank) {
    request.bankDetails = {
      accountHolder: bank.accountHolder,
      sortCode: digitsOf(bank.sortCode),
      accountNumber: bank.accountNumber,
    };
  }
  return request;
}

function storeTakeUp(context: JourneyContext, takeUp: TakeUpQuoteResult) {
  return {
    payment: {
      ...context.payment,
      policyReference: takeUp.policyReference,
      portalUserStatus: takeUp.portalUserStatus,
      paymentDate: takeUp.paymentDate,
      sendWelcomePack: takeUp.sendWelcomePack,
    },
    quote: {
      ...context.quote,
      completedSteps: { ...context.quote.completedSteps, thankYou: true },
    },
    pendingBankDetails: null,
    pendingPaymentDetails: null,
  };
}

const actions = defineActions({
  /** Effect supplied at app start: the restart's policy is marked taken up. */
  markRestartTakenUp: (_, _params: { quoteRef: string | null }) => undefined,
  rememberPaymentDetails: assign(({ event }) => {
    assertEvent(event, 'payment.submitCard');
    return { pendingPaymentDetails: event.paymentDetails };
  }),
  storePaymentIntent: assign(({ context, event }) => ({
    payment: {
      ...context.payment,
      paymentIntentId: outputOf<CardPaymentOutput>(event)?.paymentIntentId ?? null,
    },
  })),
  rememberBankDetails: assign(({ event }) => {
    assertEvent(event, 'payment.submitDirectDebit');
    return { pendingBankDetails: event.bankDetails };
  }),
  storeTakeUp: assign(({ context, event }) => {
    const takeUp = outputOf<TakeUpQuoteResult>(event);
    return takeUp ? storeTakeUp(context, takeUp) : {};
  }),
});

const guards = defineGuards({
  bankAccountValid: ({ event }) => outputOf<BankDetailsCheckResult>(event)?.isValid === true,
  isRestartQuote: ({ context }) =>
    context.restart.quoteRef !== null && context.restart.quoteRef === context.result.quoteRef,
});

const part = core.extend({ actions, guards });

/** Take-up after a successful card payment or bank check. */
function takingUp(retryTarget: string) {
  return part.createStateConfig({
    tags: ['overlay'],
    on: { 'route.changed': { actions: 'keepLocation' } },
    invoke: {
      id: 'takeUpQuote',
      src: 'takeUpQuote',
      input: ({ context }) => takeUpRequest(context),
      onDone: [
        {
          guard: 'isRestartQuote',
          target: '#flow.restartThankYou',
          actions: [
            'storeTakeUp',
            {
              type: 'markRestartTakenUp',
              params: ({ context }) => ({ quoteRef: context.restart.quoteRef }),
            },
          ],
        },
        { target: '#flow.thankYou', actions: 'storeTakeUp' },
      ],
      onError: errorTransitions(retryTarget),
    },
  });
}

const bankCheckFailed = {
  type: 'setMessage',
  params: { text: TEXT.payment.bankDetailsError, field: 'sortCode' },
} as const;

const states = part.createStateConfig({
  tags: ['idleTimeout'],
  initial: 'card',
  states: {
    card: {
      entry: [{ type: 'showPath', params: { path: pagePaths.makePayment } }],
      initial: 'ready',
      states: {
        ready: {
          on: {
            'payment.submitCard': {
              target: 'paying',
              actions: ['rememberPaymentDetails', 'clearMessage'],
            },
          },
        },
        paying: {
          tags: ['overlay'],
          on: { 'route.changed': { actions: 'keepLocation' } },
          invoke: {
            id: 'payByCard',
            src: 'payByCard',
            input: ({ context }) => cardPaymentInput(context),
            onDone: { target: 'takingUp', actions: 'storePaymentIntent' },
            onError: errorTransitions('#flow.payment.card.ready'),
          },
        },
        takingUp: takingUp('#flow.payment.card.ready'),
      },
    },
    directDebit: {
      entry: [{ type: 'showPath', params: { path: pagePaths.paymentSummary } }],
      initial: 'ready',
      states: {
        ready: {
          on: {
            'payment.submitDirectDebit': {
              target: 'checkingBank',
              actions: ['rememberBankDetails', 'clearMessage'],
            },
          },
        },
        checkingBank: {
          tags: ['overlay'],
          on: { 'route.changed': { actions: 'keepLocation' } },
          invoke: {
            id: 'checkBankDetails',
            src: 'checkBankDetails',
            input: ({ context }) => ({
              sortCode: digitsOf(context.pendingBankDetails?.sortCode ?? ''),
              accountNumber: context.pendingBankDetails?.accountNumber ?? '',
            }),
            onDone: [
              { guard: 'bankAccountValid', target: 'takingUp' },
              { target: 'ready', actions: bankCheckFailed },
            ],
            onError: [
              {
                guard: 'isNotFoundError',
                target: 'ready',
                actions: {
                  type: 'setMessage',
                  params: { text: TEXT.payment.bankNotFound, field: 'accountNumber' },
                },
              },
              { target: 'ready', actions: bankCheckFailed },
            ],
          },
        },
        takingUp: takingUp('#flow.payment.directDebit.ready'),
      },
    },
  },
});

export const payment = { actions, guards, states };
