/**
 * The card page (spec 2 §2 Card and wallet payment, §4 Card field, Drop-in set-up, Wallet payment): the
 * provider's widget lives in the chart, from set-up to tear-down. Set-up (GetClientData, the drop-in token) and
 * the widget's loading are tried up to three times and time out; then the customer is offered a retry or the
 * other method. A payment is prepared by the widget, created as an intent with an idempotency key, confirmed by
 * the widget (3-D Secure challenge, Stripe confirmation, wallet completion) and taken up.
 */
import { known } from '../core/define';
import type { JourneyContext, PaymentIntentInput } from '../core/types';
import { idempotencyKey } from './rules';
import { pagePaths } from '../session';
import { JOURNEY_TEXT } from '../core/text';
import { routedOrShown } from '../session';
import { paymentPart } from './part';
import { chosenCollectionOption, purchaseOf } from './purchase';
import { takingUp } from './take-up';

const READY = '#flow.payment.card.widget.ready';
const walletPayment = { requirements: ['spec 2 §4 Wallet payment'] };

function intentInput(context: JourneyContext): PaymentIntentInput {
  const { quoteRef, option, collectionOption } = purchaseOf(context);
  return {
    quoteRef,
    optionId: option.optionId,
    collectionOption,
    provider: context.card.setUp?.provider ?? context.result.paymentProvider,
    payment: context.card.prepared ?? { kind: 'confirmWithClientSecret' },
    saveCard: context.card.saveCard,
    idempotencyKey: idempotencyKey(context.payment.attemptKey ?? quoteRef, 'intent'),
  };
}

const report = {
  type: 'reportError',
  params: ({ event }: { event: object }) => ({
    error: 'error' in event ? event.error : new Error(JOURNEY_TEXT.payment.widgetTimedOut),
  }),
} as const;

const declined = {
  target: READY,
  actions: ['showDeclined', 'endPaymentAttempt', 'scrollToTop'],
} as const;

const useOtherMethod = {
  guard: 'offersOtherMethod',
  target: '#flow.results',
  actions: 'chooseOtherMethod',
} as const;

/** The deposit's card page goes back to the Direct Debit page, where the bank details are kept as typed. */
const changeBankDetails = {
  guard: 'asksDeposit',
  target: '#flow.payment.directDebit',
  actions: 'clearMessage',
} as const;

export const cardStates = paymentPart.createStateConfig({
  entry: [{ type: 'showPath', params: { path: pagePaths.makePayment } }, 'resetCardPayment'],
  meta: { requirements: ['spec 2 §2 Card and wallet payment'] },
  on: {
    'payment.draft': { actions: 'savePaymentDraft' },
    'payment.closeProblem': { actions: 'closePaymentProblem' },
    'payment.widgetHost': { actions: 'rememberHost' },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isPaymentBlocked', target: 'blocked', actions: 'showPaymentBlocker' },
        { target: 'settingUp' },
      ],
    },
    /** spec 2 §8: no quote reference, option or term start: the page says which. */
    blocked: {},
    settingUp: {
      tags: ['loading'],
      meta: { requirements: ['spec 2 §4 Drop-in set-up'] },
      invoke: {
        id: 'setUpPayment',
        src: 'setUpPayment',
        input: ({ context }) => ({
          quoteProvider: context.result.paymentProvider,
          amount: chosenCollectionOption(context)?.upFrontAmount.amount ?? 0,
          quoteRef: known(context.result.quoteRef, 'the quote reference'),
        }),
        onDone: { target: 'widget', actions: 'storeSetUp' },
        onError: [
          {
            guard: 'canRetrySetUp',
            target: 'settingUp',
            reenter: true,
            actions: ['countSetUpFailure', report],
          },
          { target: 'unavailable', actions: ['countSetUpFailure', 'showSetUpFailed', report] },
        ],
      },
    },
    widget: {
      invoke: {
        id: 'paymentWidget',
        src: 'paymentWidget',
        input: ({ context }) => {
          if (!context.card.setUp) throw new Error(JOURNEY_TEXT.payment.preparationFailed);
          return { setUp: context.card.setUp, host: context.card.host };
        },
      },
      on: {
        'payment.widgetHost': { actions: ['rememberHost', 'forwardHost'] },
        'widget.cardChanged': { actions: 'storeCardChange' },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          after: {
            PAYMENT_WIDGET_TIMEOUT: {
              target: '#flow.payment.card.unavailable',
              actions: ['showWidgetTimedOut', report],
            },
          },
          on: {
            'widget.ready': { target: 'ready', actions: 'storeWidgetReady' },
            'widget.failed': [
              {
                guard: 'canRetrySetUp',
                target: '#flow.payment.card.settingUp',
                actions: ['countSetUpFailure', report],
              },
              {
                target: '#flow.payment.card.unavailable',
                actions: ['countSetUpFailure', 'showSetUpFailed', report],
              },
            ],
          },
        },
        ready: {
          on: {
            'payment.submitCard': [
              // The card was charged but taking the quote up failed: only the take-up is tried again.
              {
                guard: 'hasConfirmedPayment',
                target: 'takingUp',
                actions: ['rememberCardholder', 'clearMessage'],
              },
              {
                target: 'preparing',
                actions: ['rememberCardholder', 'startPaymentAttempt', 'clearMessage'],
              },
            ],
            // A wallet's sheet produced a payment method.
            'widget.prepared': [
              // The card was charged but taking the quote up failed: the wallet's payment is not made (its
              // sheet is told it failed), and only the take-up is tried again, as Pay does.
              {
                guard: 'hasConfirmedPayment',
                target: 'takingUp',
                actions: ['abandonWidgetPayment', 'clearMessage'],
                meta: walletPayment,
              },
              {
                target: 'creatingIntent',
                actions: ['storePrepared', 'startPaymentAttempt', 'clearMessage'],
                meta: walletPayment,
              },
            ],
            'payment.useOtherMethod': useOtherMethod,
            'payment.changeBankDetails': changeBankDetails,
          },
        },
        preparing: {
          tags: ['overlay'],
          entry: 'askWidgetToPrepare',
          on: {
            'widget.prepared': { target: 'creatingIntent', actions: 'storePrepared' },
            'widget.declined': declined,
            'route.changed': { actions: 'keepLocation' },
          },
        },
        creatingIntent: {
          tags: ['overlay'],
          on: { 'route.changed': { actions: 'keepLocation' } },
          invoke: {
            id: 'makePaymentIntent',
            src: 'makePaymentIntent',
            input: ({ context }) => intentInput(context),
            onDone: [
              { guard: 'needsChallenge', target: 'challenge', actions: 'storeIntent' },
              { target: 'confirming', actions: 'storeIntent' },
            ],
            onError: [
              {
                guard: 'isInlinePaymentError',
                target: READY,
                actions: [
                  { type: 'showServerErrorMessage', params: { part: 'payment' } },
                  'endPaymentAttempt',
                  'abandonWidgetPayment',
                  'scrollToTop',
                ],
              },
              {
                guard: 'isValidationError',
                target: READY,
                actions: [
                  {
                    type: 'setMessage',
                    params: { part: 'payment', text: JOURNEY_TEXT.payment.invalidCard },
                  },
                  'endPaymentAttempt',
                  'abandonWidgetPayment',
                ],
              },
              ...routedOrShown(READY, [
                'keepPaymentAttempt',
                'abandonWidgetPayment',
                'showPaymentProblem',
              ] as const),
            ],
          },
        },
        /** spec 2 §2: the card issuer's 3-D Secure check, shown by the widget until it is passed or failed. */
        challenge: {
          entry: 'askWidgetToConfirm',
          on: {
            'widget.confirmed': { target: 'takingUp', actions: 'storeConfirmed' },
            'widget.declined': declined,
          },
        },
        /** The widget finishes the intent: Stripe's confirmation, a wallet's completion. */
        confirming: {
          tags: ['overlay'],
          entry: 'askWidgetToConfirm',
          on: {
            'widget.confirmed': { target: 'takingUp', actions: 'storeConfirmed' },
            'widget.declined': declined,
            'route.changed': { actions: 'keepLocation' },
          },
        },
        takingUp: takingUp(READY, 'CARD_PAYMENT'),
      },
    },
    /** Set-up failed three times or timed out: try again, or pay by the other method. */
    unavailable: {
      on: {
        'payment.retrySetUp': {
          target: 'settingUp',
          actions: ['restartCardSetUp', 'clearMessage'],
        },
        'payment.useOtherMethod': useOtherMethod,
        'payment.changeBankDetails': changeBankDetails,
      },
    },
  },
});
