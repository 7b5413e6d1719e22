/** The journey's actions for prices, options, Buy Now and the 30-day offer (spec 2 §2, §3). */
import { assign, enqueueActions } from 'xstate';
import { RERATE_TOAST, TOAST_DURATION_MS } from '../rules/error-routing';
import {
  applyRenewalChoice,
  collectionOptionFor,
  resetForThirtyDayQuote,
  selectOption,
} from '../rules/results';
import * as updates from '../journey.updates';
import type {
  QuoteResult,
  SetVehicleRegistrationResult,
  UpdateContactPreferencesResult,
} from '../state/contract';
import { outputOf } from '../journey.base';
import { addressLookupSetup } from './address-lookup';

export const resultsSetup = addressLookupSetup.extend({
  actions: {
    rememberContact: assign(({ event }) => ({
      pendingContact: event.type === 'buyNow.submit' ? event.contact : null,
    })),

    storeQuoteResult: assign(({ context, event }) => {
      const priced = outputOf<QuoteResult>(event);
      return priced ? updates.fromQuoteResult(context, priced) : {};
    }),
    showResultsPath: assign(({ context }) => ({
      location: {
        path: context.aggregator
          ? '/pcw-result'
          : context.restart.quoteRef
            ? '/30-day-quote'
            : '/results',
        replace: context.replaceNext,
      },
      replaceNext: false,
    })),
    markResultsComplete: assign(({ context }) => ({
      quote: {
        ...context.quote,
        completedSteps: { ...context.quote.completedSteps, results: true },
      },
    })),
    selectDefaultOption: assign(({ context }) => {
      const options = context.result.underwritingOutcome?.underwrittenOptions ?? [];
      const selection = selectOption(options, context.result.selectedOption);
      return {
        result: { ...context.result, selectedOption: selection.selectedOption },
        payment: { ...context.payment, allowableOptions: selection.allowableOptions },
      };
    }),
    selectOption: assign(({ context, event }) => {
      if (event.type !== 'results.selectOption') return {};
      const options = context.result.underwritingOutcome?.underwrittenOptions ?? [];
      const chosen = options.find((option) => option.optionId === event.optionId) ?? null;
      const selection = selectOption(options, chosen);
      return {
        result: { ...context.result, selectedOption: selection.selectedOption },
        payment: { ...context.payment, allowableOptions: selection.allowableOptions },
      };
    }),
    selectPaymentMethod: assign(({ context, event }) => {
      if (event.type !== 'results.selectPaymentMethod') return {};
      const option = context.result.selectedOption;
      return {
        payment: {
          ...context.payment,
          selectedPaymentMethod: event.method,
          selectedPaymentOption: option ? collectionOptionFor(option, event.method) : null,
        },
      };
    }),
    setRenewal: assign(({ context, event }) => {
      if (event.type !== 'results.setRenewal') return {};
      const choice = applyRenewalChoice(event.choice);
      return { payment: { ...context.payment, ...choice } };
    }),
    changeFromSummary: assign(({ context }) => ({ quote: { ...context.quote, activeStep: 7 } })),
    applyRerate: assign(({ context, event }) => {
      const response = outputOf<UpdateContactPreferencesResult>(event);
      return response ? updates.applyRerate(context, response) : {};
    }),
    announceRerate: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'scrollToTop' });
      enqueue.emit({ type: 'toast', message: RERATE_TOAST, durationMs: TOAST_DURATION_MS });
    }),
    applyOptionIds: assign(({ context, event }) => {
      const response = outputOf<UpdateContactPreferencesResult>(event);
      return response ? updates.applyOptionIds(context, response) : {};
    }),
    storeContact: assign(({ context }) => updates.storeContact(context, context.pendingContact)),
    offerThirtyDayQuote: assign(({ context, event }) => {
      const response = outputOf<UpdateContactPreferencesResult>(event);
      return response ? updates.offerThirtyDay(context, response) : {};
    }),
    acceptThirtyDayQuote: assign(({ context }) => updates.acceptThirtyDay(context)),
    declineThirtyDayQuote: assign(({ context }) => ({
      payment: resetForThirtyDayQuote(context.payment),
      result: {
        ...context.result,
        thirtyDayQuoteDetails: {
          quoteRef: null,
          showOnly30DayQuote: false,
          thirtyDayUnderwritingOutcome: null,
        },
      },
    })),
    applyRegistration: assign(({ context, event }) => {
      const response = outputOf<SetVehicleRegistrationResult>(event);
      return response ? updates.applyRegistration(context, response) : {};
    }),
    applyRegistrationRerate: assign(({ context, event }) => {
      const response = outputOf<SetVehicleRegistrationResult>(event);
      return response ? updates.applyRegistrationRerate(context, response) : {};
    }),
  },
});
