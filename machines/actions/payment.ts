/** The journey's actions for card and Direct Debit payment and the take-up (spec 2 §5, §6). */
import { assign } from 'xstate';
import type { CardPaymentOutput } from '../journey.types';
import * as updates from '../journey.updates';
import type { TakeUpQuoteResult } from '../state/contract';
import { outputOf } from '../journey.base';
import { resultsSetup } from './results';

export const paymentSetup = resultsSetup.extend({
  actions: {
    rememberPaymentDetails: assign(({ event }) => ({
      pendingPaymentDetails: event.type === 'payment.submitCard' ? event.paymentDetails : null,
    })),
    storePaymentIntent: assign(({ context, event }) => ({
      payment: {
        ...context.payment,
        paymentIntentId: outputOf<CardPaymentOutput>(event)?.paymentIntentId ?? null,
      },
    })),
    rememberBankDetails: assign(({ event }) => ({
      pendingBankDetails: event.type === 'payment.submitDirectDebit' ? event.bankDetails : null,
    })),
    storeTakeUp: assign(({ context, event }) => {
      const takeUp = outputOf<TakeUpQuoteResult>(event);
      return takeUp ? updates.storeTakeUp(context, takeUp) : {};
    }),
  },
});
