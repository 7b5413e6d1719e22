/**
 * The services the entries invoke: the price comparison's quote, the restart's premium and check, the
 * reminder's check and the quote retrieval (spec 1 §3, §9).
 */
import type { QuoteDetails, QuotePremium } from '../core/contract';
import type { CheckedSavedQuote } from '../core/types';
import { call, declareServices, typed } from '../core/service-stub';
import type { DpaForm, RestartDpaInput, RetrieveStampReading } from './types';

export const entriesServices = declareServices({
  loadAggregatorQuote: call({
    operationId: 'getAggregatorQuoteDetails',
    loadedOnUse: true,
    input: typed<{ token: string; quoteRef: string }>(),
    output: typed<QuoteDetails>(),
  }),
  loadRestartPremium: call({
    operationId: 'getQuotePremium',
    loadedOnUse: true,
    input: typed<{ quoteRef: string }>(),
    output: typed<QuotePremium>(),
  }),
  restartDpaCheck: call({
    operationId: 'restartPolicy',
    loadedOnUse: true,
    input: typed<RestartDpaInput>(),
    output: typed<QuoteDetails>(),
  }),
  reminderDpaCheck: call({
    operationId: 'quoteReminderDpaCheck',
    loadedOnUse: true,
    input: typed<DpaForm & { quoteRef: string }>(),
    output: typed<QuoteDetails>(),
  }),
  /**
   * SavedQuoteDpaCheck: a quote saved for later, when the details given match the save's, with its answers
   * read back (`restored`, null when this journey cannot read them).
   */
  savedQuoteDpaCheck: call({
    operationId: 'savedQuoteDpaCheck',
    loadedOnUse: true,
    input: typed<DpaForm & { quoteRef: string }>(),
    output: typed<CheckedSavedQuote>(),
  }),
  /** The retrieve-quote stamp this browser saved on its last results page, if any: read from browser storage. */
  readRetrieveQuoteStamp: call({
    operationId: null,
    loadedOnUse: true,
    output: typed<RetrieveStampReading | null>(),
  }),
  /** GetQuote: a quote this browser priced within the last 30 minutes, reopened without a check. */
  loadSavedQuote: call({
    operationId: 'getQuote',
    loadedOnUse: true,
    input: typed<{ quoteRef: string }>(),
    output: typed<QuoteDetails>(),
  }),
  /** GetQuoteDpaCheck: a saved quote, when the retrieval form's details match it. */
  retrievalDpaCheck: call({
    operationId: 'getQuoteDpaCheck',
    loadedOnUse: true,
    input: typed<RestartDpaInput>(),
    output: typed<QuoteDetails>(),
  }),
});
