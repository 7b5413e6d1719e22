import { fromPromise } from 'xstate';
import { dataOf, type LookupClient, type QuoteClient } from '../api/client';
import type { CardPaymentInput } from '../../machines/journey.types';
import type { JourneyServices } from '../../machines/parts/services';
import type { ReferenceData } from '../../machines/types/reference-data';
import { normaliseRegistration } from '../../machines/rules/formats';
import { TEXT } from '../../machines/text';

export interface JourneyClients {
  lookup: LookupClient;
  quote: QuoteClient;
}

type ServiceName = Exclude<keyof JourneyServices, 'loadReferenceData'>;
type InputOf<Name extends ServiceName> = JourneyServices[Name]['input'];
type OutputOf<Name extends ServiceName> = JourneyServices[Name]['output'];

/** A journey service: its call gets the actor's signal, so leaving the invoking state cancels it. */
function service<Name extends ServiceName>(
  call: (input: InputOf<Name>, signal: AbortSignal) => Promise<OutputOf<Name>>,
) {
  return fromPromise<OutputOf<Name>, InputOf<Name>>(({ input, signal }) => call(input, signal));
}

/** The card details the sandbox payment provider takes in place of a provider's hosted fields. */
export interface SandboxCardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export function isSandboxCardDetails(value: unknown): value is SandboxCardDetails {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.number === 'string' &&
    typeof card.expiryMonth === 'number' &&
    typeof card.expiryYear === 'number' &&
    typeof card.cvc === 'string'
  );
}

/** The journey's services, backed by the API clients; given to `journeyMachine.provide(...)` at app start. */
export function createJourneyActors({ lookup, quote }: JourneyClients) {
  async function payWithSandboxCard(
    input: CardPaymentInput,
    card: SandboxCardDetails,
    signal: AbortSignal,
  ) {
    const intent = dataOf(
      await quote.POST('/api/v2/Payment/MakePaymentIntent', {
        params: { header: { provider: 'SANDBOX' } },
        body: {
          quoteReference: input.quoteRef,
          optionId: input.optionId,
          paymentCollectionOptionCode: input.collectionOption.code,
          amount: input.collectionOption.upFrontAmount,
          card: { ...card, number: card.number.replace(/\s+/g, '') },
        },
        signal,
      }),
    );
    if (intent.status !== 'succeeded') throw new Error(TEXT.service.paymentPreparationFailed);
    return { paymentIntentId: intent.paymentIntentId };
  }

  return {
    loadReferenceData: fromPromise<ReferenceData>(async ({ signal }) => {
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

    payByCard: service<'payByCard'>(async (input, signal) => {
      if (input.provider === 'SANDBOX' && isSandboxCardDetails(input.paymentDetails)) {
        return payWithSandboxCard(input, input.paymentDetails, signal);
      }
      throw new Error(TEXT.service.paymentPreparationFailed);
    }),

    checkBankDetails: service<'checkBankDetails'>(async (body, signal) =>
      dataOf(await lookup.POST('/api/v1/Payment/CheckBankDetails', { body, signal })),
    ),

    takeUpQuote: service<'takeUpQuote'>(async (body, signal) =>
      dataOf(await quote.POST('/api/v2/Payment/TakeUpQuote', { body, signal })),
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
