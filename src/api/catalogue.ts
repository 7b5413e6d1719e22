import { SERVICE_ERRORS } from '../../shared/service-errors';
import type { ApiService } from './errors';

/** The sentences of the error catalogue (spec 1 §8, spec 2 §8) for one call. */
export interface CallMessages {
  /** 204 where data was expected. */
  noContent?: string;
  badRequest?: string;
  notFound?: string;
  conflict?: string;
}

const errors = SERVICE_ERRORS;

const lookupCalls: Record<string, CallMessages> = {
  '/api/v1/Address/SearchAddresses': {
    noContent: errors.addressesNotFound,
  },
  '/api/v1/Address/GetFullAddressByAddressId/{addressId}': {
    noContent: errors.addressNotFound,
  },
  '/api/v1/Payment/CheckBankDetails': { noContent: errors.noContent },
  '/api/v1/Vehicle/GetVehicleDetailsByVrm': {
    noContent: errors.vehicleNotFound,
  },
  '/api/v1/Vehicle/GetVehicleMakes': { noContent: errors.vehicleMakesMissing },
  '/api/v1/Vehicle/GetVehicleModels': { noContent: errors.vehicleModelsMissing },
  '/api/v1/Vehicle/SetVehicleRegistration': { notFound: errors.quoteNotFound },
};

const quoteCalls: Record<string, CallMessages> = {
  '/api/v2/Quote/GenerateNewPrivateCarQuote': { noContent: errors.unableToCreateSession },
  '/api/v2/Quote/RateExistingPrivateCarQuote': { noContent: errors.unableToCreateSession },
  '/api/v2/Quote/RepriceQuoteWithAddOnsQuote': { noContent: errors.unableToFindQuote },
  '/api/v2/Quote/UpdateNoClaimsProtection': { noContent: errors.unableToCreateSession },
  '/api/v1/Quote/GetAggregatorQuote': { noContent: errors.unableToCreateSession },
  '/api/v1/Quote/GetAggregatorQuoteDetails': { noContent: errors.unableToCreateSession },
  '/api/v1/Quote/GetQuote': { conflict: errors.quoteConflict },
  '/api/v1/Quote/QuoteReminderDpaCheck': { conflict: errors.reminderConflict },
  '/api/v1/Quote/GetQuoteDpaCheck': { notFound: errors.policyNotFound },
  '/api/v1/Quote/GetQuotePremium': {
    notFound: errors.policyNotFound,
    badRequest: errors.badRequest,
  },
  '/api/v1/Contact/UpdateContactPreferences': { noContent: errors.unableToFindQuote },
  '/api/v1/Document/DownloadDocumentById/{documentId}': { notFound: errors.noDocument },
  '/api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}': {
    notFound: errors.noDocument,
  },
  '/api/v1/Payment/CheckBankDetails': { noContent: errors.noContent },
  '/api/v1/Payment/GetPaymentDate': { noContent: errors.success },
  '/api/v1/Checkouts/GetDropInUiToken': { badRequest: errors.badRequest },
  '/api/v1/RestartPolicy/RestartPolicy': { notFound: errors.policyNotFound },
  '/api/v1/RestartPolicy/CreateQuoteForCancelledPolicy': { notFound: errors.policyNotFound },
};

const serviceDefaults: Record<ApiService, Required<Omit<CallMessages, 'conflict'>>> = {
  lookup: {
    noContent: errors.listNotFound,
    badRequest: errors.lookupValidation,
    notFound: errors.quoteNotFound,
  },
  quote: {
    noContent: errors.noContent,
    badRequest: errors.quoteValidation,
    notFound: errors.quoteNotFound,
  },
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
