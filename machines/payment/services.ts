/**
 * The services the payment part invokes: the card payment's set-up, intent and widget (spec 2 §7 Payment), the
 * Direct Debit's payment date and bank check, the take-up, and the thank-you page's policy documents.
 */
import { fromCallback } from 'xstate';
import type {
  BankDetailsCheckResult,
  PaymentDate,
  PaymentProvider,
  TakeUpQuoteResult,
} from '../core/contract';
import { call, callback, declareServices, typed } from '../core/service-stub';
import type {
  PaymentIntentInput,
  PaymentIntentToConfirm,
  PaymentSetUp,
  PaymentWidgetCommand,
  PaymentWidgetEvent,
  PaymentWidgetInput,
  PolicyDocument,
} from './types';
import type { TakeUpInput } from './purchase';

export const paymentServices = declareServices({
  /** GetClientData and, for the drop-in, its client token (GetDropInUiToken): the adapter the card page uses. */
  setUpPayment: call({
    operationId: 'getClientData',
    loadedOnUse: true,
    input: typed<{ quoteProvider: PaymentProvider; amount: number; quoteRef: string }>(),
    output: typed<PaymentSetUp>(),
  }),
  makePaymentIntent: call({
    operationId: 'makePaymentIntentV2',
    loadedOnUse: true,
    input: typed<PaymentIntentInput>(),
    output: typed<PaymentIntentToConfirm>(),
  }),
  /**
   * The provider's fields on the card page, alive while the page is (src/payment/providers/widget-actor.ts,
   * given as src/payment/providers/widget-loader.ts fetches it).
   */
  paymentWidget: callback({
    operationId: null,
    loadedOnUse: true,
    stub: (name) =>
      fromCallback<PaymentWidgetCommand, PaymentWidgetInput>(({ sendBack }) => {
        const failed: PaymentWidgetEvent = {
          type: 'widget.failed',
          error: new Error(`The ${name} actor is not provided`),
        };
        sendBack(failed);
      }),
  }),
  loadPaymentDate: call({
    operationId: 'getPaymentDate',
    loadedOnUse: true,
    input: typed<{ quoteRef: string; coverStart: string }>(),
    output: typed<PaymentDate>(),
  }),
  checkBankDetails: call({
    operationId: 'checkBankDetails',
    loadedOnUse: true,
    input: typed<{ sortCode: string; accountNumber: string }>(),
    output: typed<BankDetailsCheckResult>(),
  }),
  takeUpQuote: call({
    operationId: 'takeUpQuote',
    loadedOnUse: true,
    input: typed<TakeUpInput>(),
    output: typed<TakeUpQuoteResult>(),
  }),
  loadPolicyDocuments: call({
    operationId: 'getPolicyDocumentsByPolicyReference',
    loadedOnUse: true,
    input: typed<{ policyReference: string }>(),
    output: typed<PolicyDocument[]>(),
  }),
  downloadDocument: call({
    operationId: 'downloadDocumentById',
    loadedOnUse: true,
    input: typed<{ documentId: string; fileName: string }>(),
    output: typed<{ blob: Blob; fileName: string }>(),
  }),
});
