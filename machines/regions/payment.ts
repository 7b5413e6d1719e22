import { journeySetup } from '../journey.setup';
import { cardPaymentInput, takeUpRequest } from '../journey.requests';
import { errorTransitions } from './error-routing';

/** Take-up after a successful card payment or bank check; a second Pay while pending is not accepted. */
function takingUp(retryTarget: string) {
  return journeySetup.createStateConfig({
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

export const payment = journeySetup.createStateConfig({
  tags: ['idleTimeout'],
  initial: 'card',
  states: {
    card: {
      entry: [{ type: 'showPath', params: { path: '/make-payment' } }],
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
      entry: [{ type: 'showPath', params: { path: '/payment-summary' } }],
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
              sortCode: (context.pendingBankDetails?.sortCode ?? '').replace(/\D/g, ''),
              accountNumber: context.pendingBankDetails?.accountNumber ?? '',
            }),
            onDone: [
              { guard: 'bankAccountValid', target: 'takingUp' },
              {
                target: 'ready',
                actions: {
                  type: 'setMessage',
                  params: {
                    text: 'Error retrieving bank account details, please delete and re-enter details',
                    field: 'sortCode',
                  },
                },
              },
            ],
            onError: [
              {
                guard: 'isNotFoundError',
                target: 'ready',
                actions: {
                  type: 'setMessage',
                  params: {
                    text: 'Bank account not found, please try again with other details',
                    field: 'accountNumber',
                  },
                },
              },
              {
                target: 'ready',
                actions: {
                  type: 'setMessage',
                  params: {
                    text: 'Error retrieving bank account details, please delete and re-enter details',
                    field: 'sortCode',
                  },
                },
              },
            ],
          },
        },
        takingUp: takingUp('#flow.payment.directDebit.ready'),
      },
    },
  },
});
