/**
 * The services the results part invokes: pricing and re-rating, the NCD protection, the vehicle and contact, and
 * the acceptance block's credit documents.
 */
import type {
  GenerateQuoteRequest,
  QuoteResult,
  SetVehicleRegistrationResult,
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
} from '../core/contract';
import { call, declareServices, typed } from '../core/service-stub';
import type {
  CreditDocumentFacts,
  CreditDocumentKind,
  RateQuoteInput,
  RepriceWithAddOnsInput,
} from './types';

export const resultsServices = declareServices({
  generateQuote: call({
    operationId: 'generateNewPrivateCarQuote',
    loadedOnUse: true,
    input: typed<GenerateQuoteRequest>(),
    output: typed<QuoteResult>(),
  }),
  rateExistingQuote: call({
    operationId: 'rateExistingPrivateCarQuote',
    loadedOnUse: true,
    input: typed<RateQuoteInput>(),
    output: typed<QuoteResult>(),
  }),
  /** The quote priced again with the optional extras chosen on the results page (spec 2 §1, §7). */
  repriceWithAddOns: call({
    operationId: 'repriceQuoteWithAddOnsQuote',
    loadedOnUse: true,
    input: typed<RepriceWithAddOnsInput>(),
    output: typed<QuoteResult>(),
  }),
  updateNoClaimsProtection: call({
    operationId: 'updateNoClaimsProtection',
    loadedOnUse: true,
    input: typed<{ quoteRef: string; protect: boolean }>(),
    output: typed<QuoteResult>(),
  }),
  setVehicleRegistration: call({
    operationId: 'setVehicleRegistration',
    loadedOnUse: true,
    input: typed<{ quoteRef: string; registration: string }>(),
    output: typed<SetVehicleRegistrationResult>(),
  }),
  saveContactPreferences: call({
    operationId: 'updateContactPreferences',
    loadedOnUse: true,
    input: typed<UpdateContactPreferencesRequest>(),
    output: typed<UpdateContactPreferencesResult>(),
  }),
  /**
   * One of the acceptance block's credit documents (spec 2 §2 Acceptance block), made as a PDF in the browser and
   * saved: it calls no operation. Loaded on use, so the first page carries none of it (pdf-lib loads only when
   * a document is made).
   */
  downloadCreditDocument: call({
    operationId: null,
    loadedOnUse: true,
    input: typed<{ kind: CreditDocumentKind; facts: CreditDocumentFacts }>(),
    output: typed<undefined>(),
  }),
});
