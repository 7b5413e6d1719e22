import { fromPromise } from 'xstate';
import { service } from './service';
import { dataOf, type LookupClient, type QuoteClient } from '../api/client';
import type { ReferenceData } from '../../machines/types/reference-data';
import { normaliseRegistration } from '../../machines/rules/formats';
import { readRetrieveQuoteStamp } from '../../machines/rules/tracking';
import { createMemoryStorage, type KeyValueStorage } from '../../machines/persistence';
import { createPaymentActors } from './payment-actors';
import { RETRIEVE_QUOTE_STAMP_KEY } from './journey-effects';

export interface JourneyClients {
  lookup: LookupClient;
  quote: QuoteClient;
  /** Where the retrieve-quote stamp is kept (the journey effects save it there); memory when not given. */
  storage?: KeyValueStorage;
  now?: () => Date;
  /**
   * The reference lists the page asked for as it loaded (src/main.tsx): the journey's first load takes them,
   * and a later one (Try again) asks the lookup service again.
   */
  firstReferenceData?: Promise<ReferenceData>;
}

/** The journey's services, backed by the API clients; given to `journeyMachine.provide(...)` at app start. */
export function createJourneyActors({
  lookup,
  quote,
  storage = createMemoryStorage(),
  now = () => new Date(),
  firstReferenceData,
}: JourneyClients) {
  let early = firstReferenceData;
  return {
    ...createPaymentActors(quote),
    loadReferenceData: fromPromise<ReferenceData>(async ({ signal }) => {
      if (early !== undefined) {
        const asked = early;
        early = undefined;
        return asked;
      }
      const result = await lookup.GET('/api/v1/ReferenceData/GetAllReferenceListData', { signal });
      return dataOf(result).referenceData;
    }),

    searchAddresses: service<'searchAddresses'>(async ({ postcode, houseNumber }, signal) =>
      dataOf(
        await lookup.GET('/api/v1/Address/SearchAddresses', {
          params: {
            query: houseNumber
              ? { Postcode: postcode, HouseNumber: houseNumber }
              : { Postcode: postcode },
          },
          signal,
        }),
      ),
    ),
    getAddressById: service<'getAddressById'>(async ({ addressId }, signal) =>
      dataOf(
        await lookup.GET('/api/v1/Address/GetFullAddressByAddressId/{addressId}', {
          params: { path: { addressId } },
          signal,
        }),
      ),
    ),
    lookupVehicle: service<'lookupVehicle'>(async ({ registration }, signal) =>
      dataOf(
        await lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
          params: { query: { VehicleRegistration: normaliseRegistration(registration) } },
          signal,
        }),
      ),
    ),

    generateQuote: service<'generateQuote'>(async (body, signal) =>
      dataOf(await quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', { body, signal })),
    ),

    rateExistingQuote: service<'rateExistingQuote'>(
      async ({ quoteRef, quote: risk, ...flags }, signal) =>
        dataOf(
          await quote.PUT('/api/v2/Quote/RateExistingPrivateCarQuote', {
            body: { quoteCommand: { quoteReference: quoteRef }, quote: risk, ...flags },
            signal,
          }),
        ),
    ),

    updateNoClaimsProtection: service<'updateNoClaimsProtection'>(
      async ({ quoteRef, protect }, signal) =>
        dataOf(
          await quote.PUT('/api/v2/Quote/UpdateNoClaimsProtection', {
            body: { quoteReference: quoteRef, protectNoClaimsDiscount: protect },
            signal,
          }),
        ),
    ),

    setVehicleRegistration: service<'setVehicleRegistration'>(
      async ({ quoteRef, registration }, signal) =>
        dataOf(
          await lookup.POST('/api/v1/Vehicle/SetVehicleRegistration', {
            body: { quoteReference: quoteRef, vehicleRegistration: registration },
            signal,
          }),
        ),
    ),

    saveContactPreferences: service<'saveContactPreferences'>(async (body, signal) =>
      dataOf(await quote.PUT('/api/v1/Contact/UpdateContactPreferences', { body, signal })),
    ),

    loadPaymentDate: service<'loadPaymentDate'>(async ({ quoteRef, coverStart }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Payment/GetPaymentDate', {
          params: { query: { QuoteReference: quoteRef, CoverStartDate: coverStart } },
          signal,
        }),
      ),
    ),

    checkBankDetails: service<'checkBankDetails'>(async (body, signal) =>
      dataOf(await lookup.POST('/api/v1/Payment/CheckBankDetails', { body, signal })),
    ),

    loadAggregatorQuote: service<'loadAggregatorQuote'>(async ({ token, quoteRef }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Quote/GetAggregatorQuoteDetails', {
          params: {
            query: { Token: token, QuoteReference: quoteRef, IsBreakDownSelected: false },
          },
          signal,
        }),
      ),
    ),

    loadRestartPremium: service<'loadRestartPremium'>(async ({ quoteRef }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Quote/GetQuotePremium', {
          params: { query: { QuoteReference: quoteRef } },
          signal,
        }),
      ),
    ),

    restartDpaCheck: service<'restartDpaCheck'>(async (body, signal) =>
      dataOf(await quote.POST('/api/v1/RestartPolicy/RestartPolicy', { body, signal })),
    ),

    reminderDpaCheck: service<'reminderDpaCheck'>(
      async ({ quoteRef, surname, dateOfBirth, postcode }, signal) =>
        dataOf(
          await quote.POST('/api/v1/Quote/QuoteReminderDpaCheck', {
            params: {
              query: {
                QuoteReference: quoteRef,
                Surname: surname,
                DateOfBirth: dateOfBirth,
                Postcode: postcode,
              },
            },
            signal,
          }),
        ),
    ),

    // Storage that refuses the read (private modes) rejects: the journey then asks for the details.
    readRetrieveQuoteStamp: service<'readRetrieveQuoteStamp'>(() =>
      Promise.resolve().then(() =>
        readRetrieveQuoteStamp(storage.getItem(RETRIEVE_QUOTE_STAMP_KEY), now()),
      ),
    ),

    loadSavedQuote: service<'loadSavedQuote'>(async ({ quoteRef }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Quote/GetQuote', {
          params: { query: { quote: quoteRef } },
          signal,
        }),
      ),
    ),

    retrievalDpaCheck: service<'retrievalDpaCheck'>(
      async ({ quoteReference, vehicleRegistration, postcode, surname, dateOfBirth }, signal) =>
        dataOf(
          await quote.GET('/api/v1/Quote/GetQuoteDpaCheck', {
            params: {
              query: {
                QuoteReference: quoteReference,
                VehicleRegistration: vehicleRegistration,
                Postcode: postcode,
                Surname: surname,
                DateOfBirth: dateOfBirth,
              },
            },
            signal,
          }),
        ),
    ),

    loadPolicyDocuments: service<'loadPolicyDocuments'>(async ({ policyReference }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}', {
          params: { path: { policyref: policyReference } },
          signal,
        }),
      ),
    ),

    downloadDocument: service<'downloadDocument'>(async ({ documentId, fileName }, signal) => {
      const blob = dataOf(
        await quote.GET('/api/v1/Document/DownloadDocumentById/{documentId}', {
          params: { path: { documentId } },
          parseAs: 'blob',
          signal,
        }),
      );
      return { blob, fileName };
    }),
  };
}

export type JourneyActors = ReturnType<typeof createJourneyActors>;
