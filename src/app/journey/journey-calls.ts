/**
 * The journey's calls after the first page: pricing and results, the credit documents (made in the browser),
 * payment, the returning visitors' entries and the policy documents. Fetched with the first of them
 * (./journey-actors.ts), so the first page does not carry them.
 */
import { readRetrieveQuoteStamp, withRestoredAnswers } from '../../../machines/session';
import type { KeyValueStorage } from '../../../machines/session';
import { dataOf, type LookupClient, type QuoteClient } from '../../api/client';
import { RETRIEVE_QUOTE_STAMP_KEY } from './journey-effects';
import { paymentCalls } from './payment-actors';
import type { CallLoadedOnUseName } from '../../../machines/core/services';
import { call, type ServiceCalls } from './service';
import { noDeviceFingerprint, type DeviceFingerprint } from '../fingerprint/device-fingerprint';
import { fetchedAgain } from '../../ui/fetched-again';

export interface JourneyCallDeps {
  lookup: LookupClient;
  quote: QuoteClient;
  storage: KeyValueStorage;
  now: () => Date;
  /** The fraud device fingerprint sent with a new quote (spec 1 §1); none when not given. */
  deviceFingerprint?: DeviceFingerprint;
}

/** spec 1 §7, spec 2 §7: the GenerateNewPrivateCarQuote body is `{ quote, blackBoxToken }`. */
function withDeviceToken<Body extends object>(body: Body, deviceFingerprint: DeviceFingerprint) {
  const blackBoxToken = deviceFingerprint();
  return blackBoxToken === null ? body : { ...body, blackBoxToken };
}

/**
 * Who the customer says they are, as the quote reminder's and the saved quote's checks ask it (spec 2 §2 Quote
 * reminder form).
 */
interface DpaDetails {
  quoteRef: string;
  surname: string;
  dateOfBirth: string;
  postcode: string;
}

/** The details as those checks' query names them. */
/** The credit documents' maker (and pdf-lib), fetched on the first download and again after a failed fetch. */
const documentMaker = fetchedAgain(() => import('../../results/documents/download'));

const dpaQuery = ({ quoteRef, surname, dateOfBirth, postcode }: DpaDetails) => ({
  QuoteReference: quoteRef,
  Surname: surname,
  DateOfBirth: dateOfBirth,
  Postcode: postcode,
});

/** The calls the registry loads on use (machines/core/services.ts), every one of them. */
export function journeyCalls({
  lookup,
  quote,
  storage,
  now,
  deviceFingerprint = noDeviceFingerprint,
}: JourneyCallDeps): ServiceCalls<CallLoadedOnUseName> {
  return {
    ...paymentCalls(quote),
    generateQuote: call<'generateQuote'>(async (request, signal) =>
      dataOf(
        await quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', {
          body: withDeviceToken(request, deviceFingerprint),
          signal,
        }),
      ),
    ),

    rateExistingQuote: call<'rateExistingQuote'>(
      async ({ quoteRef, quote: risk, ...flags }, signal) =>
        dataOf(
          await quote.PUT('/api/v2/Quote/RateExistingPrivateCarQuote', {
            body: { quoteCommand: { quoteReference: quoteRef }, quote: risk, ...flags },
            signal,
          }),
        ),
    ),

    // spec 2 §7: the quote command names the extras chosen on the results page.
    repriceWithAddOns: call<'repriceWithAddOns'>(
      async ({ quoteRef, quote: risk, addOns }, signal) =>
        dataOf(
          await quote.PUT('/api/v2/Quote/RepriceQuoteWithAddOnsQuote', {
            body: {
              quoteCommand: { quoteReference: quoteRef, selectedAddOns: addOns },
              quote: risk,
            },
            signal,
          }),
        ),
    ),

    updateNoClaimsProtection: call<'updateNoClaimsProtection'>(
      async ({ quoteRef, protect }, signal) =>
        dataOf(
          await quote.PUT('/api/v2/Quote/UpdateNoClaimsProtection', {
            body: { quoteReference: quoteRef, protectNoClaimsDiscount: protect },
            signal,
          }),
        ),
    ),

    setVehicleRegistration: call<'setVehicleRegistration'>(
      async ({ quoteRef, registration }, signal) =>
        dataOf(
          await lookup.POST('/api/v1/Vehicle/SetVehicleRegistration', {
            body: { quoteReference: quoteRef, vehicleRegistration: registration },
            signal,
          }),
        ),
    ),

    saveContactPreferences: call<'saveContactPreferences'>(async (body, signal) =>
      dataOf(await quote.PUT('/api/v1/Contact/UpdateContactPreferences', { body, signal })),
    ),

    loadPaymentDate: call<'loadPaymentDate'>(async ({ quoteRef, coverStart }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Payment/GetPaymentDate', {
          params: { query: { QuoteReference: quoteRef, CoverStartDate: coverStart } },
          signal,
        }),
      ),
    ),

    checkBankDetails: call<'checkBankDetails'>(async (body, signal) =>
      dataOf(await lookup.POST('/api/v1/Payment/CheckBankDetails', { body, signal })),
    ),

    loadAggregatorQuote: call<'loadAggregatorQuote'>(async ({ token, quoteRef }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Quote/GetAggregatorQuoteDetails', {
          params: {
            query: { Token: token, QuoteReference: quoteRef, IsBreakDownSelected: false },
          },
          signal,
        }),
      ),
    ),

    loadRestartPremium: call<'loadRestartPremium'>(async ({ quoteRef }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Quote/GetQuotePremium', {
          params: { query: { QuoteReference: quoteRef } },
          signal,
        }),
      ),
    ),

    restartDpaCheck: call<'restartDpaCheck'>(async (body, signal) =>
      dataOf(await quote.POST('/api/v1/RestartPolicy/RestartPolicy', { body, signal })),
    ),

    reminderDpaCheck: call<'reminderDpaCheck'>(async (details, signal) =>
      dataOf(
        await quote.POST('/api/v1/Quote/QuoteReminderDpaCheck', {
          params: { query: dpaQuery(details) },
          signal,
        }),
      ),
    ),

    // issue #29: the answers so far, saved against the quote's reference (a new one when it has none).
    saveQuoteForLater: call<'saveQuoteForLater'>(async (body, signal) =>
      dataOf(await quote.PUT('/api/v1/Quote/SaveQuoteForLater', { body, signal })),
    ),

    // The answers are read back here, with the call, so the first page does not carry their reading.
    savedQuoteDpaCheck: call<'savedQuoteDpaCheck'>(async (details, signal) =>
      withRestoredAnswers(
        dataOf(
          await quote.POST('/api/v1/Quote/SavedQuoteDpaCheck', {
            params: { query: dpaQuery(details) },
            signal,
          }),
        ),
      ),
    ),

    // Storage that refuses the read (private modes) rejects: the journey then asks for the details.
    readRetrieveQuoteStamp: call<'readRetrieveQuoteStamp'>(() =>
      Promise.resolve().then(() =>
        readRetrieveQuoteStamp(storage.getItem(RETRIEVE_QUOTE_STAMP_KEY), now()),
      ),
    ),

    loadSavedQuote: call<'loadSavedQuote'>(async ({ quoteRef }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Quote/GetQuote', {
          params: { query: { quote: quoteRef } },
          signal,
        }),
      ),
    ),

    retrievalDpaCheck: call<'retrievalDpaCheck'>(
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

    loadPolicyDocuments: call<'loadPolicyDocuments'>(async ({ policyReference }, signal) =>
      dataOf(
        await quote.GET('/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}', {
          params: { path: { policyref: policyReference } },
          signal,
        }),
      ),
    ),

    downloadDocument: call<'downloadDocument'>(async ({ documentId, fileName }, signal) => {
      const blob = dataOf(
        await quote.GET('/api/v1/Document/DownloadDocumentById/{documentId}', {
          params: { path: { documentId } },
          parseAs: 'blob',
          signal,
        }),
      );
      return { blob, fileName };
    }),

    // Made in the browser, not called: the module that makes it (and pdf-lib) loads only now. A failure is
    // logged here; the results page says which document failed (machines/results/credit-documents.ts).
    downloadCreditDocument: call<'downloadCreditDocument'>(async ({ kind, facts }) => {
      try {
        const { downloadCreditDocument } = await documentMaker();
        await downloadCreditDocument(kind, facts);
      } catch (error: unknown) {
        console.warn(`The credit document ${kind} could not be created`, error);
        throw error;
      }
      return undefined;
    }),
  };
}
