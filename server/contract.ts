/** Types of the two contracts, as generated from openapi/ (the only thing the sandbox shares with the app). */
import type { components as LookupComponents } from '../src/api/generated/lookup';
import type { components as QuoteComponents } from '../src/api/generated/quote';

type QuoteSchemas = QuoteComponents['schemas'];
type LookupSchemas = LookupComponents['schemas'];

export type Quote = QuoteSchemas['Quote'];
export type QuoteResult = QuoteSchemas['QuoteResult'];
export type QuoteDetails = QuoteSchemas['QuoteDetails'];
export type UnderwritingOutcome = QuoteSchemas['UnderwritingOutcome'];
export type UnderwrittenOption = QuoteSchemas['UnderwrittenOption'];
export type PaymentProvider = QuoteSchemas['PaymentProvider'];
export type ReferenceData = LookupSchemas['ReferenceData'];
export type PaymentCollectionOption = QuoteSchemas['PaymentCollectionOption'];
export type PaymentMethod = QuoteSchemas['PaymentMethod'];
export type PaymentCollectionCode = QuoteSchemas['PaymentCollectionCode'];
export type SandboxCard = QuoteSchemas['SandboxCard'];
export type MakePaymentIntentRequest = QuoteSchemas['MakePaymentIntentRequest'];
export type PaymentIntentResult = QuoteSchemas['PaymentIntentResult'];
export type TakeUpQuoteRequest = QuoteSchemas['TakeUpQuoteRequest'];
export type TakeUpQuoteResult = QuoteSchemas['TakeUpQuoteResult'];
export type ClientData = QuoteSchemas['ClientData'];
export type PolicyDocument = QuoteSchemas['Document'];
export type CreateQuoteForCancelledPolicyRequest =
  QuoteSchemas['CreateQuoteForCancelledPolicyRequest'];
export type CancelledPolicyQuote = QuoteSchemas['CancelledPolicyQuote'];
export type RestartablePolicy = QuoteSchemas['RestartablePolicy'];
export type RestartDpaRequest = QuoteSchemas['RestartDpaRequest'];
export type RestartDpaVisitRequest = QuoteSchemas['RestartDpaVisitRequest'];
export type RestartQuoteViewRequest = QuoteSchemas['RestartQuoteViewRequest'];
export type QuoteReferenceRequest = QuoteSchemas['QuoteReferenceRequest'];
