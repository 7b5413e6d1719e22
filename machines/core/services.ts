/**
 * The services the journey invokes, declared once by name with their input and output. The app provides the
 * real ones from the API clients (src/app/journey/journey-actors.ts); tests provide fakes the same way.
 */
import {
  fromCallback,
  fromPromise,
  type InputFrom,
  type NonReducibleUnknown,
  type OutputFrom,
} from 'xstate';
import type {
  DpaForm,
  PaymentIntentInput,
  PaymentIntentToConfirm,
  PaymentSetUp,
  PaymentWidgetCommand,
  PaymentWidgetEvent,
  PaymentWidgetInput,
  PolicyDocument,
  RateQuoteInput,
  RestartDpaInput,
  RetrieveStampReading,
} from './types';
import type {
  AddressSearchItem,
  BankDetailsCheckResult,
  FullAddress,
  GenerateQuoteRequest,
  PaymentDate,
  PaymentProvider,
  QuoteDetails,
  QuotePremium,
  QuoteResult,
  SetVehicleRegistrationResult,
  TakeUpQuoteRequest,
  TakeUpQuoteResult,
  UpdateContactPreferencesRequest,
  UpdateContactPreferencesResult,
  VehicleLookupResult,
} from './contract';
import type { ReferenceData } from './reference-data';

/** A service the app has not provided: the invoking state takes its error branch. */
function service<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The ${name} service is not provided`)),
  );
}

export const journeyServices = {
  loadReferenceData: service<ReferenceData>('loadReferenceData'),
  lookupVehicle: service<VehicleLookupResult, { registration: string }>('lookupVehicle'),
  searchAddresses: service<AddressSearchItem[], { postcode: string; houseNumber?: string }>(
    'searchAddresses',
  ),
  getAddressById: service<FullAddress, { addressId: string }>('getAddressById'),
  generateQuote: service<QuoteResult, GenerateQuoteRequest>('generateQuote'),
  rateExistingQuote: service<QuoteResult, RateQuoteInput>('rateExistingQuote'),
  updateNoClaimsProtection: service<QuoteResult, { quoteRef: string; protect: boolean }>(
    'updateNoClaimsProtection',
  ),
  setVehicleRegistration: service<
    SetVehicleRegistrationResult,
    { quoteRef: string; registration: string }
  >('setVehicleRegistration'),
  saveContactPreferences: service<UpdateContactPreferencesResult, UpdateContactPreferencesRequest>(
    'saveContactPreferences',
  ),
  loadPaymentDate: service<PaymentDate, { quoteRef: string; coverStart: string }>(
    'loadPaymentDate',
  ),
  /** GetClientData and, for the drop-in, its client token: the adapter the card page uses. */
  setUpPayment: service<
    PaymentSetUp,
    { quoteProvider: PaymentProvider; amount: number; quoteRef: string }
  >('setUpPayment'),
  makePaymentIntent: service<PaymentIntentToConfirm, PaymentIntentInput>('makePaymentIntent'),
  /** The provider's fields on the card page, alive while the page is (src/payment/providers/widget-actor.ts). */
  paymentWidget: fromCallback<PaymentWidgetCommand, PaymentWidgetInput>(({ sendBack }) => {
    const failed: PaymentWidgetEvent = {
      type: 'widget.failed',
      error: new Error('The paymentWidget actor is not provided'),
    };
    sendBack(failed);
  }),
  checkBankDetails: service<BankDetailsCheckResult, { sortCode: string; accountNumber: string }>(
    'checkBankDetails',
  ),
  takeUpQuote: service<TakeUpQuoteResult, TakeUpQuoteRequest & { idempotencyKey: string }>(
    'takeUpQuote',
  ),
  loadAggregatorQuote: service<QuoteDetails, { token: string; quoteRef: string }>(
    'loadAggregatorQuote',
  ),
  loadRestartPremium: service<QuotePremium, { quoteRef: string }>('loadRestartPremium'),
  restartDpaCheck: service<QuoteDetails, RestartDpaInput>('restartDpaCheck'),
  reminderDpaCheck: service<QuoteDetails, DpaForm & { quoteRef: string }>('reminderDpaCheck'),
  /** The retrieve-quote stamp this browser saved on its last results page, if any (spec 1 §3, §9). */
  readRetrieveQuoteStamp: service<RetrieveStampReading | null>('readRetrieveQuoteStamp'),
  /** GetQuote: a quote this browser priced within the last 30 minutes, reopened without a check. */
  loadSavedQuote: service<QuoteDetails, { quoteRef: string }>('loadSavedQuote'),
  /** GetQuoteDpaCheck: a saved quote, when the retrieval form's details match it. */
  retrievalDpaCheck: service<QuoteDetails, RestartDpaInput>('retrievalDpaCheck'),
  loadPolicyDocuments: service<PolicyDocument[], { policyReference: string }>(
    'loadPolicyDocuments',
  ),
  downloadDocument: service<
    { blob: Blob; fileName: string },
    { documentId: string; fileName: string }
  >('downloadDocument'),
};

/** Each service's input and output, read off the declarations above. */
export type JourneyServices = {
  [Name in keyof typeof journeyServices]: {
    input: InputFrom<(typeof journeyServices)[Name]>;
    output: OutputFrom<(typeof journeyServices)[Name]>;
  };
};
