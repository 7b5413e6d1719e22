import type { ApiService } from './errors';

/** The sentences of the error catalogue (spec 1 §8, spec 2 §8) for one call. */
export interface CallMessages {
  /** 204 where data was expected. */
  noContent?: string;
  badRequest?: string;
  notFound?: string;
  conflict?: string;
}

const LIST_NOT_FOUND = 'Could not find the list of options.';
const UNABLE_TO_CREATE_SESSION = 'Unable to create a session';
const UNABLE_TO_FIND_QUOTE = 'Unable to find quote';
const POLICY_NOT_FOUND = 'Policy not found';
const NO_DOCUMENT = 'No document found';
const BAD_REQUEST = 'Bad Request';

const lookupCalls: Record<string, CallMessages> = {
  '/api/v1/Address/SearchAddresses': {
    noContent: 'Could not find addresses with requested postcode.',
  },
  '/api/v1/Address/GetFullAddressByAddressId/{addressId}': {
    noContent: 'Could not find address with requested Id.',
  },
  '/api/v1/Payment/CheckBankDetails': { noContent: 'No Content' },
  '/api/v1/Vehicle/GetVehicleDetailsByVrm': {
    noContent: 'Could not find vehicle associated with requested registration.',
  },
  '/api/v1/Vehicle/GetVehicleMakes': { noContent: 'Could not get a list of vehicle makes' },
  '/api/v1/Vehicle/GetVehicleModels': { noContent: 'Could not get a list of models.' },
  '/api/v1/Vehicle/SetVehicleRegistration': { notFound: 'Quote not found' },
};

const quoteCalls: Record<string, CallMessages> = {
  '/api/v2/Quote/GenerateNewPrivateCarQuote': { noContent: UNABLE_TO_CREATE_SESSION },
  '/api/v2/Quote/RateExistingPrivateCarQuote': { noContent: UNABLE_TO_CREATE_SESSION },
  '/api/v2/Quote/RepriceQuoteWithAddOnsQuote': { noContent: UNABLE_TO_FIND_QUOTE },
  '/api/v2/Quote/UpdateNoClaimsProtection': { noContent: UNABLE_TO_CREATE_SESSION },
  '/api/v1/Quote/GetAggregatorQuote': { noContent: UNABLE_TO_CREATE_SESSION },
  '/api/v1/Quote/GetAggregatorQuoteDetails': { noContent: UNABLE_TO_CREATE_SESSION },
  '/api/v1/Quote/GetQuote': { conflict: 'Conflicted state e.g. QUOTE_TAKEN_UP, QUOTE_EXPIRED' },
  '/api/v1/Quote/QuoteReminderDpaCheck': { conflict: 'Conflicted state e.g. QUOTE_INELIGIBLE' },
  '/api/v1/Quote/GetQuoteDpaCheck': { notFound: POLICY_NOT_FOUND },
  '/api/v1/Quote/GetQuotePremium': { notFound: POLICY_NOT_FOUND, badRequest: BAD_REQUEST },
  '/api/v1/Contact/UpdateContactPreferences': { noContent: UNABLE_TO_FIND_QUOTE },
  '/api/v1/Document/DownloadDocumentById/{documentId}': { notFound: NO_DOCUMENT },
  '/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}': { notFound: NO_DOCUMENT },
  '/api/v1/Payment/CheckBankDetails': { noContent: 'No Content' },
  '/api/v1/Payment/GetPaymentDate': { noContent: 'Success' },
  '/api/v1/Checkouts/GetDropInUiToken': { badRequest: BAD_REQUEST },
  '/api/v1/RestartPolicy/RestartPolicy': { notFound: POLICY_NOT_FOUND },
  '/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy': { notFound: POLICY_NOT_FOUND },
};

const serviceDefaults: Record<ApiService, Required<Omit<CallMessages, 'conflict'>>> = {
  lookup: {
    noContent: LIST_NOT_FOUND,
    badRequest: 'Validation error.',
    notFound: 'Quote not found',
  },
  quote: { noContent: 'No Content', badRequest: 'Validation error', notFound: 'Quote not found' },
};

/** Calls that answer 204 as success with no body. */
const emptySuccess = new Set([
  '/api/v1/RestartPolicy/SetRestartedQuoteTakenUp',
  '/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit',
  '/api/v1/RestartPolicy/SetRestartedQuoteViewed',
]);

export function messagesFor(
  service: ApiService,
  schemaPath: string,
): Required<Omit<CallMessages, 'conflict'>> & Pick<CallMessages, 'conflict'> {
  const own = (service === 'lookup' ? lookupCalls : quoteCalls)[schemaPath] ?? {};
  return { ...serviceDefaults[service], ...own };
}

export const isEmptySuccess = (schemaPath: string) => emptySuccess.has(schemaPath);
