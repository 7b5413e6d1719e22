/**
 * The Direct Debit page (spec 2 §4 Direct Debit form, §5 Direct Debit, §8 Bank errors): the first payment date
 * (GetPaymentDate) is asked for as the page opens, while the customer fills the form; the bank account is checked (CheckBankDetails), the
 * plan's deposit paid on the card page when it asks one, and the quote taken up. The form's own rules (account holder, sole signatory, premium finance, affordable lending) are its
 * schema's (machines/payment/schemas/direct-debit.ts).
 */
import { known } from '../core/define';
import { pagePaths } from '../session';
import { JOURNEY_TEXT } from '../core/text';
import { paymentDateInput } from '../core/setup';
import { paymentPart } from './part';
import { takingUp } from './take-up';

const digitsOf = (value: string) => value.replace(/\D/g, '');

const bankCheckFailed = {
  type: 'setMessage',
  params: { part: 'payment', text: JOURNEY_TEXT.payment.bankDetailsError, field: 'sortCode' },
} as const;

export const directDebitStates = paymentPart.createStateConfig({
  entry: [{ type: 'showPath', params: { path: pagePaths.paymentSummary } }],
  on: {
    'payment.draft': { actions: 'savePaymentDraft' },
    'payment.closeProblem': { actions: 'closePaymentProblem' },
  },
  type: 'parallel',
  states: {
    /** The date is shown when it arrives; the customer need not wait for it to pay. */
    paymentDate: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPaymentDate',
            src: 'loadPaymentDate',
            input: ({ context }) => paymentDateInput(context),
            onDone: { target: 'known', actions: 'storePaymentDate' },
            onError: {
              target: 'unknown',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        known: {},
        /** The page says the date will be in the confirmation; the payment goes on. */
        unknown: {},
      },
    },
    form: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'isPaymentBlocked', target: 'blocked', actions: 'showPaymentBlocker' },
            { target: 'ready' },
          ],
        },
        blocked: {},
        ready: {
          on: {
            'payment.submitDirectDebit': {
              target: 'checkingBank',
              actions: ['rememberBankDetails', 'startPaymentAttempt', 'clearMessage'],
            },
            'payment.useOtherMethod': {
              guard: 'offersOtherMethod',
              target: '#flow.results',
              actions: 'chooseOtherMethod',
            },
          },
        },
        checkingBank: {
          tags: ['overlay'],
          on: { 'route.changed': { actions: 'keepLocation' } },
          invoke: {
            id: 'checkBankDetails',
            src: 'checkBankDetails',
            input: ({ context }) => {
              const bank = known(context.pendingBankDetails, 'the bank details');
              return { sortCode: digitsOf(bank.sortCode), accountNumber: bank.accountNumber };
            },
            onDone: [
              { guard: 'bankAccountValid', target: 'bankChecked' },
              { target: 'ready', actions: [bankCheckFailed, 'endPaymentAttempt'] },
            ],
            onError: [
              {
                guard: 'isNotFoundError',
                target: 'ready',
                actions: [
                  {
                    type: 'setMessage',
                    params: {
                      part: 'payment',
                      text: JOURNEY_TEXT.payment.bankNotFound,
                      field: 'accountNumber',
                    },
                  },
                  'endPaymentAttempt',
                ],
              },
              { target: 'ready', actions: [bankCheckFailed, 'endPaymentAttempt'] },
            ],
          },
        },
        /**
         * A plan's deposit is paid by card before the mandate is set up, on the card page; the mandate collects
         * the instalments (docs/decisions/0010-direct-debit-deposit.md). A plan without one is taken up now.
         */
        bankChecked: {
          always: [{ guard: 'asksDeposit', target: '#flow.payment.card' }, { target: 'takingUp' }],
        },
        takingUp: takingUp('#flow.payment.directDebit.form.ready', 'DIRECT_DEBIT'),
      },
    },
  },
});
