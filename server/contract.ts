/** Types of the two contracts, as generated from openapi/ (the only thing the sandbox shares with the app). */
import type { components as LookupComponents } from '../openapi/generated/lookup';
import type { components as QuoteComponents } from '../openapi/generated/quote';

type QuoteSchemas = QuoteComponents['schemas'];
type LookupSchemas = LookupComponents['schemas'];

// Shared by both contracts (the same schemas in each); taken from the quote contract.
export type ApiError = QuoteSchemas['ApiError'];
export type FieldError = NonNullable<ApiError['errors']>[number];
export type ServerErrorCode = QuoteSchemas['ServerErrorCode'];
export type Money = QuoteSchemas['Money'];
export type CodeDesc = QuoteSchemas['CodeDesc'];
export type QuoteOutcome = QuoteSchemas['QuoteOutcome'];
export type PolicyDuration = QuoteSchemas['PolicyDuration'];
export type PaymentMethod = QuoteSchemas['PaymentMethod'];
export type PaymentCollectionCode = QuoteSchemas['PaymentCollectionCode'];
export type AddOnCode = QuoteSchemas['AddOnCode'];
export type ExcessCode = QuoteSchemas['ExcessCode'];
export type Endorsement = QuoteSchemas['Endorsement'];
export type PaymentCollectionOption = QuoteSchemas['PaymentCollectionOption'];
export type UnderwrittenOption = QuoteSchemas['UnderwrittenOption'];
export type UnderwrittenExcess = UnderwrittenOption['underwrittenExcesses'][number];
export type UnderwritingOutcome = QuoteSchemas['UnderwritingOutcome'];
export type BankDetailsCheckRequest = QuoteSchemas['BankDetailsCheckRequest'];
export type BankDetailsCheckResult = QuoteSchemas['BankDetailsCheckResult'];

// Lookup contract
export type AddressSearchItem = LookupSchemas['AddressSearchItem'];
export type FullAddress = LookupSchemas['FullAddress'];
export type ReferenceOption = LookupSchemas['ReferenceOption'];
export type ReferenceData = LookupSchemas['ReferenceData'];
export type VehicleLookupResult = LookupSchemas['VehicleLookupResult'];
export type SetVehicleRegistrationRequest = LookupSchemas['SetVehicleRegistrationRequest'];
export type SetVehicleRegistrationResult = LookupSchemas['SetVehicleRegistrationResult'];

// Quote contract
export type LevelOfCover = QuoteSchemas['LevelOfCover'];
export type ProposerDetails = QuoteSchemas['ProposerDetails'];
export type Quote = QuoteSchemas['Quote'];
export type GenerateNewPrivateCarQuoteRequest = QuoteSchemas['GenerateNewPrivateCarQuoteRequest'];
export type RateQuoteRequest = QuoteSchemas['RateQuoteRequest'];
export type UpdateNoClaimsProtectionRequest = QuoteSchemas['UpdateNoClaimsProtectionRequest'];
export type QuoteResult = QuoteSchemas['QuoteResult'];
export type QuoteDetails = QuoteSchemas['QuoteDetails'];
export type PricingDetails = QuoteSchemas['PricingDetails'];
export type QuotePremium = QuoteSchemas['QuotePremium'];
export type ContactDetails = QuoteSchemas['ContactDetails'];
export type UpdateContactPreferencesRequest = QuoteSchemas['UpdateContactPreferencesRequest'];
export type UpdateContactPreferencesResult = QuoteSchemas['UpdateContactPreferencesResult'];
export type PaymentProvider = QuoteSchemas['PaymentProvider'];
export type PaymentDate = QuoteSchemas['PaymentDate'];
export type SandboxCard = QuoteSchemas['SandboxCard'];
export type MakePaymentIntentRequest = QuoteSchemas['MakePaymentIntentRequest'];
export type PaymentIntentResult = QuoteSchemas['PaymentIntentResult'];
export type TakeUpQuoteRequest = QuoteSchemas['TakeUpQuoteRequest'];
export type StatementOfFact = QuoteSchemas['StatementOfFact'];
export type TakeUpQuoteResult = QuoteSchemas['TakeUpQuoteResult'];
export type ClientData = QuoteSchemas['ClientData'];
export type DropInUiToken = QuoteSchemas['DropInUiToken'];
export type PolicyDocument = QuoteSchemas['Document'];
export type CreateQuoteForCancelledPolicyRequest =
  QuoteSchemas['CreateQuoteForCancelledPolicyRequest'];
export type CancelledPolicyQuote = QuoteSchemas['CancelledPolicyQuote'];
export type RestartablePolicy = QuoteSchemas['RestartablePolicy'];
export type RestartablePolicies = QuoteSchemas['RestartablePolicies'];
export type RestartDpaRequest = QuoteSchemas['RestartDpaRequest'];
export type RestartDpaVisitRequest = QuoteSchemas['RestartDpaVisitRequest'];
export type RestartQuoteViewRequest = QuoteSchemas['RestartQuoteViewRequest'];
export type QuoteReferenceRequest = QuoteSchemas['QuoteReferenceRequest'];
export type SavedQuoteDocument = QuoteSchemas['SavedQuoteDocument'];
export type SaveQuoteRequest = QuoteSchemas['SaveQuoteRequest'];
export type SavedQuote = QuoteSchemas['SavedQuote'];
export type SavedQuoteAnswers = QuoteSchemas['SavedQuoteAnswers'];
