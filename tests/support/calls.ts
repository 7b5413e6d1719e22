import type { components } from '../../openapi/generated/quote';
import type { LookupClient, QuoteClient } from '../../src/api/client';
import { aQuote } from './factories';
import { singleListPaths } from './reference-lists';

/**
 * A new save for later (no quoteRef): open to any caller, as the saved quote's check is. The details are the
 * seeded saved quote's (docs/fixtures.md).
 */
export const SAVE_QUOTE_FOR_LATER_BODY: components['schemas']['SaveQuoteRequest'] = {
  emailAddress: 'alex.saver@example.com',
  surname: 'Saver',
  dateOfBirth: '1992-11-05',
  postcode: 'SW1A 1AA',
  activeStep: 3,
  answers: { version: 1, journey: { quote: { activeStep: 3 } } },
};

/** One call of a client: the contract operation it makes ("GET /api/v1/...") and how to make it. */
export interface ClientCall {
  operation: string;
  /** The JSON body the call sends, if any. */
  body?: unknown;
  run(signal?: AbortSignal): Promise<unknown>;
}

/** Every lookup-service operation, made through the app's client with valid fixture values. */
export function lookupCalls(client: LookupClient): ClientCall[] {
  const bank = { sortCode: '200000', accountNumber: '55779911' };
  const registration = { quoteReference: 'AGGQ-TEST-1', vehicleRegistration: 'DL19 CAR' };
  return [
    {
      operation: 'GET /api/v1/Address/SearchAddresses',
      run: (signal) =>
        client.GET('/api/v1/Address/SearchAddresses', {
          params: { query: { Postcode: 'SW1A 1AA', HouseNumber: '1' } },
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/Address/GetFullAddressByAddressId/{addressId}',
      run: (signal) =>
        client.GET('/api/v1/Address/GetFullAddressByAddressId/{addressId}', {
          params: { path: { addressId: 'SW1A1AA-1' } },
          signal,
        }),
    },
    {
      operation: 'POST /api/v1/Payment/CheckBankDetails',
      body: bank,
      run: (signal) => client.POST('/api/v1/Payment/CheckBankDetails', { body: bank, signal }),
    },
    {
      operation: 'GET /api/v1/ReferenceData/GetAllReferenceListData',
      run: (signal) => client.GET('/api/v1/ReferenceData/GetAllReferenceListData', { signal }),
    },
    ...Object.values(singleListPaths).map((path): ClientCall => ({
      operation: `GET ${path}`,
      run: (signal) => client.GET(path, { signal }),
    })),
    {
      operation: 'GET /api/v1/Vehicle/GetVehicleDetailsByVrm',
      run: (signal) =>
        client.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
          params: { query: { VehicleRegistration: 'DL19 CAR' } },
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/Vehicle/GetVehicleMakes',
      run: (signal) => client.GET('/api/v1/Vehicle/GetVehicleMakes', { signal }),
    },
    {
      operation: 'GET /api/v1/Vehicle/GetVehicleModels',
      run: (signal) =>
        client.GET('/api/v1/Vehicle/GetVehicleModels', {
          params: { query: { VehicleMakeCode: 'TOYOTA' } },
          signal,
        }),
    },
    {
      operation: 'POST /api/v1/Vehicle/SetVehicleRegistration',
      body: registration,
      run: (signal) =>
        client.POST('/api/v1/Vehicle/SetVehicleRegistration', { body: registration, signal }),
    },
  ];
}

/** Every quote-service operation, made through the app's client with valid fixture values. */
export function quoteCalls(client: QuoteClient): ClientCall[] {
  const quote = aQuote();
  const quoteReference = 'AGGQ-TEST-1';
  const now = new Date().toISOString();
  const generate = { quote, blackBoxToken: 'bb-token' };
  const rate = {
    quoteCommand: { quoteReference, selectedAddOns: ['PC_BREAKDOWN_NATIONAL' as const] },
    quote,
  };
  const ncd = { quoteReference, protectNoClaimsDiscount: true };
  const contact = {
    quoteReference,
    contactDetails: {
      contactPhoneNumber: '07700900123',
      contactEmail: 'sam.carter@example.com',
      sendPolicyDocumentByEmail: true,
      sendPolicyDocumentsByPost: null,
      marketingPreferenceSms: true,
      marketingPreferenceEmail: true,
      marketingPreferencePhone: true,
      automaticRenewal: true,
    },
  };
  const bank = { sortCode: '200000', accountNumber: '55779911' };
  const intent = {
    quoteReference,
    optionId: 'option-1',
    paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL' as const,
    amount: { amount: 500, currency: 'GBP' },
    card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2035, cvc: '123' },
  };
  const takeUp = {
    quoteReference,
    optionId: 'option-1',
    paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL' as const,
    paymentMethod: 'CARD_PAYMENT' as const,
    paymentIntentId: 'pi_1',
  };
  const aggregator = {
    Token: 'AGG-TEST-1',
    QuoteReference: quoteReference,
    IsBreakDownSelected: true,
  };
  const reminder = {
    QuoteReference: 'REM-TEST-1',
    Postcode: 'SW1A 1AA',
    Surname: 'Reminder',
    DateOfBirth: '1990-07-22',
  };
  const savedCheck = {
    QuoteReference: 'SAV-TEST-1',
    Postcode: 'SW1A 1AA',
    Surname: 'Saver',
    DateOfBirth: '1992-11-05',
  };
  const restartDpa = {
    quoteReference: 'RST-TEST-1',
    vehicleRegistration: 'DL19 CAR',
    postcode: 'SW1A 1AA',
    surname: 'Restart',
    dateOfBirth: '1988-03-14',
  };
  const cancelled = { policyReference: 'POL-RST-1', cancelledAt: now };
  const restartRef = { quoteReference: 'RST-TEST-1' };
  const dpaVisit = { quoteReference: 'RST-TEST-1', quoteDPAAt: now };
  const viewed = { quoteReference: 'RST-TEST-1', quoteViewedAt: now };
  const provider = { provider: 'SANDBOX' as const };
  return [
    {
      operation: 'POST /api/v2/Quote/GenerateNewPrivateCarQuote',
      body: generate,
      run: (signal) =>
        client.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', { body: generate, signal }),
    },
    {
      operation: 'PUT /api/v2/Quote/RateExistingPrivateCarQuote',
      body: rate,
      run: (signal) =>
        client.PUT('/api/v2/Quote/RateExistingPrivateCarQuote', { body: rate, signal }),
    },
    {
      operation: 'PUT /api/v2/Quote/RepriceQuoteWithAddOnsQuote',
      body: rate,
      run: (signal) =>
        client.PUT('/api/v2/Quote/RepriceQuoteWithAddOnsQuote', { body: rate, signal }),
    },
    {
      operation: 'PUT /api/v2/Quote/UpdateNoClaimsProtection',
      body: ncd,
      run: (signal) => client.PUT('/api/v2/Quote/UpdateNoClaimsProtection', { body: ncd, signal }),
    },
    {
      operation: 'GET /api/v1/Quote/GetAggregatorQuote',
      run: (signal) =>
        client.GET('/api/v1/Quote/GetAggregatorQuote', { params: { query: aggregator }, signal }),
    },
    {
      operation: 'GET /api/v1/Quote/GetAggregatorQuoteDetails',
      run: (signal) =>
        client.GET('/api/v1/Quote/GetAggregatorQuoteDetails', {
          params: { query: aggregator },
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/Quote/GetQuote',
      run: (signal) =>
        client.GET('/api/v1/Quote/GetQuote', {
          params: { query: { quote: quoteReference } },
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/Quote/GetPricingDetails',
      run: (signal) =>
        client.GET('/api/v1/Quote/GetPricingDetails', {
          params: { query: { quote: quoteReference, source: 'CTM' } },
          signal,
        }),
    },
    {
      operation: 'POST /api/v1/Quote/QuoteReminderDpaCheck',
      run: (signal) =>
        client.POST('/api/v1/Quote/QuoteReminderDpaCheck', { params: { query: reminder }, signal }),
    },
    {
      operation: 'GET /api/v1/Quote/GetQuoteDpaCheck',
      run: (signal) =>
        client.GET('/api/v1/Quote/GetQuoteDpaCheck', {
          params: {
            query: {
              QuoteReference: 'AGGQ-TEST-1',
              VehicleRegistration: 'DL19 CAR',
              Postcode: 'SW1A 1AA',
              Surname: 'Carter',
              DateOfBirth: '1991-09-03',
            },
          },
          signal,
        }),
    },
    {
      operation: 'PUT /api/v1/Quote/SaveQuoteForLater',
      body: SAVE_QUOTE_FOR_LATER_BODY,
      run: (signal) =>
        client.PUT('/api/v1/Quote/SaveQuoteForLater', { body: SAVE_QUOTE_FOR_LATER_BODY, signal }),
    },
    {
      operation: 'POST /api/v1/Quote/SavedQuoteDpaCheck',
      run: (signal) =>
        client.POST('/api/v1/Quote/SavedQuoteDpaCheck', { params: { query: savedCheck }, signal }),
    },
    {
      operation: 'GET /api/v1/Quote/GetQuotePremium',
      run: (signal) =>
        client.GET('/api/v1/Quote/GetQuotePremium', {
          params: { query: { QuoteReference: quoteReference } },
          signal,
        }),
    },
    {
      operation: 'PUT /api/v1/Contact/UpdateContactPreferences',
      body: contact,
      run: (signal) =>
        client.PUT('/api/v1/Contact/UpdateContactPreferences', { body: contact, signal }),
    },
    {
      operation: 'GET /api/v1/Document/DownloadDocumentById/{documentId}',
      run: (signal) =>
        client.GET('/api/v1/Document/DownloadDocumentById/{documentId}', {
          params: { path: { documentId: 'DOC-TAKEN-1' } },
          parseAs: 'blob',
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/Document/GetProductDocument/{product}/{kind}',
      run: (signal) =>
        client.GET('/api/v1/Document/GetProductDocument/{product}/{kind}', {
          params: { path: { product: 'Annual', kind: 'IPID' } },
          parseAs: 'blob',
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}',
      run: (signal) =>
        client.GET('/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}', {
          params: { path: { policyref: 'POL-TAKEN-1' } },
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/Payment/GetPaymentDate',
      run: (signal) =>
        client.GET('/api/v1/Payment/GetPaymentDate', {
          params: {
            query: {
              QuoteReference: quoteReference,
              CoverStartDate: quote.coverDetails.effectiveFrom,
            },
          },
          signal,
        }),
    },
    {
      operation: 'POST /api/v1/Payment/CheckBankDetails',
      body: bank,
      run: (signal) => client.POST('/api/v1/Payment/CheckBankDetails', { body: bank, signal }),
    },
    {
      operation: 'POST /api/v1/Payment/MakePaymentIntent',
      body: intent,
      run: (signal) =>
        client.POST('/api/v1/Payment/MakePaymentIntent', {
          params: { header: provider },
          body: intent,
          signal,
        }),
    },
    {
      operation: 'POST /api/v2/Payment/MakePaymentIntent',
      body: intent,
      run: (signal) =>
        client.POST('/api/v2/Payment/MakePaymentIntent', {
          params: { header: provider },
          body: intent,
          signal,
        }),
    },
    {
      operation: 'GET /api/v2/Payment/GetClientData',
      run: (signal) => client.GET('/api/v2/Payment/GetClientData', { signal }),
    },
    {
      operation: 'POST /api/v2/Payment/TakeUpQuote',
      body: takeUp,
      run: (signal) => client.POST('/api/v2/Payment/TakeUpQuote', { body: takeUp, signal }),
    },
    {
      operation: 'GET /api/v1/Checkouts/GetDropInUiToken',
      run: (signal) =>
        client.GET('/api/v1/Checkouts/GetDropInUiToken', {
          params: { query: { merchantAccountId: 'DROPCOVER_GBP' } },
          signal,
        }),
    },
    {
      operation: 'POST /api/v1/RestartPolicy/CreateQuoteForCancelledPolicy',
      body: cancelled,
      run: (signal) =>
        client.POST('/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy', {
          body: cancelled,
          signal,
        }),
    },
    {
      operation: 'GET /api/v1/RestartPolicy/GetAcornRestartablePolicies',
      run: (signal) =>
        client.GET('/api/v1/RestartPolicy/GetAcornRestartablePolicies', {
          params: { query: { ignoreOlderThan: now } },
          signal,
        }),
    },
    {
      operation: 'POST /api/v1/RestartPolicy/RestartPolicy',
      body: restartDpa,
      run: (signal) =>
        client.POST('/api/v1/RestartPolicy/RestartPolicy', { body: restartDpa, signal }),
    },
    {
      operation: 'POST /api/v1/RestartPolicy/SetRestartedQuoteTakenUp',
      body: restartRef,
      run: (signal) =>
        client.POST('/api/v1/RestartPolicy/SetRestartedQuoteTakenUp', { body: restartRef, signal }),
    },
    {
      operation: 'POST /api/v1/RestartPolicy/SetRestartedQuoteDPAVisit',
      body: dpaVisit,
      run: (signal) =>
        client.POST('/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit', { body: dpaVisit, signal }),
    },
    {
      operation: 'POST /api/v1/RestartPolicy/SetRestartedQuoteViewed',
      body: viewed,
      run: (signal) =>
        client.POST('/api/v1/RestartPolicy/SetRestartedQuoteViewed', { body: viewed, signal }),
    },
  ];
}
