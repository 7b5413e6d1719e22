/** The journey's actions for price-comparison, restart and quote-reminder entries (spec 2 §7, §8). */
import { assign } from 'xstate';
import { selectOption } from '../rules/results';
import { mergeLoadedQuote } from '../rules/aggregator-merge';
import * as updates from '../journey.updates';
import type { QuoteDetails, QuotePremium } from '../state/contract';
import { outputOf } from '../journey.base';
import { paymentSetup } from './payment';

export const entriesSetup = paymentSetup.extend({
  actions: {
    enterAggregator: assign(({ event }) => {
      if (
        event.type !== 'route.go' ||
        event.target.kind !== 'entry' ||
        event.target.entry.kind !== 'aggregator'
      )
        return {};
      const { token, quoteRef } = event.target.entry;
      return {
        aggregator: {
          token,
          quoteRef,
          expiryDate: null,
          licenceNumberRequired: false,
          partner: null,
        },
      };
    }),
    enterRestart: assign(({ context, event }) => {
      if (
        event.type !== 'route.go' ||
        event.target.kind !== 'entry' ||
        event.target.entry.kind !== 'restart'
      )
        return {};
      return {
        restart: { ...context.restart, quoteRef: event.target.entry.quoteRef, error: null },
        aggregator: null,
      };
    }),
    enterReminder: assign(({ context, event }) => {
      if (
        event.type !== 'route.go' ||
        event.target.kind !== 'entry' ||
        event.target.entry.kind !== 'reminder'
      )
        return {};
      return {
        reminder: { ...context.reminder, quoteRef: event.target.entry.quoteRef, error: null },
        aggregator: null,
      };
    }),
    startAggregatorLoad: assign(({ context }) => ({
      quote: { ...context.quote, aggLoading: true },
    })),
    stopAggregatorLoading: assign(({ context }) => ({
      quote: { ...context.quote, aggLoading: false },
    })),
    applyLoadedQuote: assign(({ context, event }) => {
      const details = outputOf<QuoteDetails>(event);
      if (!details) return {};
      const source = context.restart.quoteRef
        ? 'restart'
        : context.reminder.quoteRef
          ? 'reminder'
          : 'aggregator';
      const result = updates.fromQuoteDetails(context, details);
      const selection = selectOption(details.underwritingOutcome.underwrittenOptions, null);
      return {
        quote: mergeLoadedQuote(context.quote, details, new Date(), source),
        result: { ...result, selectedOption: selection.selectedOption },
        payment: { ...context.payment, allowableOptions: selection.allowableOptions },
        aggregator: context.aggregator
          ? {
              ...context.aggregator,
              expiryDate: details.metaData.expiryDate,
              licenceNumberRequired: details.licenceNumberRequired,
            }
          : null,
        pendingDpa: null,
      };
    }),
    payByCardAfterRestart: assign(({ context }) => ({
      payment: { ...context.payment, selectedPaymentMethod: 'CARD_PAYMENT' as const },
    })),
    storeRestartPremium: assign(({ context, event }) => ({
      restart: {
        ...context.restart,
        premium: outputOf<QuotePremium>(event)?.premium ?? null,
        premiumFailed: false,
      },
    })),
    restartPremiumFailed: assign(({ context }) => ({
      restart: { ...context.restart, premiumFailed: true },
    })),
    rememberDpaDetails: assign(({ event }) => {
      if (event.type === 'restart.submit') return { pendingDpa: event.details };
      if (event.type === 'reminder.submit') return { pendingDpa: event.details };
      return {};
    }),
  },
});
