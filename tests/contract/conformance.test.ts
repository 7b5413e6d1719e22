import { subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/app/config/brand';
import { SAVE_QUOTE_FOR_LATER_BODY } from '../support/calls';
import { contractOperations, type ContractOperation, type Service } from '../support/contract';
import { aQuote } from '../support/factories';
import { sandboxForSuite } from '../support/sandbox';

/**
 * Every operation named in section 7 ("The calls it makes") of spec 1 (quote wizard) and spec 2 (results and
 * payment), and those the product added, with the contract file that must describe it. One line per operation.
 */
const expectedOperations: readonly (readonly [Service, string])[] = [
  // Spec 1 §7, lookup service
  ['lookup', 'GET /api/v1/Address/SearchAddresses'],
  ['lookup', 'GET /api/v1/Address/GetFullAddressByAddressId/{addressId}'],
  ['lookup', 'POST /api/v1/Payment/CheckBankDetails'],
  ['lookup', 'GET /api/v1/ReferenceData/GetAllReferenceListData'],
  ['lookup', 'GET /api/v1/ReferenceData/GetHearAboutUsOptions'],
  ['lookup', 'GET /api/v1/ReferenceData/GetTitlesList'],
  ['lookup', 'GET /api/v1/ReferenceData/GetGenders'],
  ['lookup', 'GET /api/v1/ReferenceData/GetMaritalStatusList'],
  ['lookup', 'GET /api/v1/ReferenceData/GetLicenceTypes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetLicenceRestrictions'],
  ['lookup', 'GET /api/v1/ReferenceData/GetClaimTypes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetConvictionCodes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetOccupationTypes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetIndustryTypes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetNoClaimsBonusYears'],
  ['lookup', 'GET /api/v1/ReferenceData/GetNoClaimsDiscountTypes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetGetVoluntaryExcessOptions'],
  ['lookup', 'GET /api/v1/ReferenceData/GetBusinessRadius'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleBodyTypes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleFuelTypes'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleKeeperOptions'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleModifications'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleDoorCounts'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleOwnershipOptions'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleSecurityDevices'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleStorageOptions'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleTransmissions'],
  ['lookup', 'GET /api/v1/ReferenceData/GetVehicleUses'],
  ['lookup', 'GET /api/v1/Vehicle/GetVehicleDetailsByVrm'],
  ['lookup', 'GET /api/v1/Vehicle/GetVehicleMakes'],
  ['lookup', 'GET /api/v1/Vehicle/GetVehicleModels'],
  ['lookup', 'POST /api/v1/Vehicle/SetVehicleRegistration'],
  // Spec 1 §7 and spec 2 §7, quote service
  ['quote', 'POST /api/v2/Quote/GenerateNewPrivateCarQuote'],
  ['quote', 'PUT /api/v2/Quote/RateExistingPrivateCarQuote'],
  ['quote', 'PUT /api/v2/Quote/RepriceQuoteWithAddOnsQuote'],
  ['quote', 'PUT /api/v2/Quote/UpdateNoClaimsProtection'],
  ['quote', 'POST /api/v2/Payment/TakeUpQuote'],
  ['quote', 'GET /api/v1/Quote/GetAggregatorQuote'],
  ['quote', 'GET /api/v1/Quote/GetQuote'],
  ['quote', 'GET /api/v1/Quote/GetPricingDetails'],
  ['quote', 'POST /api/v1/Quote/QuoteReminderDpaCheck'],
  // Spec 2 §7, main service
  ['quote', 'PUT /api/v1/Contact/UpdateContactPreferences'],
  ['quote', 'GET /api/v1/Document/DownloadDocumentById/{documentId}'],
  ['quote', 'GET /api/v1/Document/GetPolicyDocumentsByPolicyReference/{policyref}'],
  ['quote', 'POST /api/v1/Payment/CheckBankDetails'],
  ['quote', 'GET /api/v1/Payment/GetPaymentDate'],
  ['quote', 'GET /api/v1/Quote/GetQuotePremium'],
  ['quote', 'GET /api/v1/Quote/GetQuoteDpaCheck'],
  ['quote', 'GET /api/v1/Quote/GetAggregatorQuoteDetails'],
  // Added by this product: save the answers and come back to them by an emailed link
  ['quote', 'PUT /api/v1/Quote/SaveQuoteForLater'],
  ['quote', 'POST /api/v1/Quote/SavedQuoteDpaCheck'],
  // Spec 2 §7, payment
  ['quote', 'POST /api/v1/Payment/MakePaymentIntent'],
  ['quote', 'POST /api/v2/Payment/MakePaymentIntent'],
  ['quote', 'GET /api/v2/Payment/GetClientData'],
  ['quote', 'GET /api/v1/Checkouts/GetDropInUiToken'],
  // Spec 2 §7, restart service
  ['quote', 'POST /api/v1/RestartPolicy/CreateQuoteForCancelledPolicy'],
  ['quote', 'GET /api/v1/RestartPolicy/GetAcornRestartablePolicies'],
  ['quote', 'POST /api/v1/RestartPolicy/RestartPolicy'],
  ['quote', 'POST /api/v1/RestartPolicy/SetRestartedQuoteTakenUp'],
  ['quote', 'POST /api/v1/RestartPolicy/SetRestartedQuoteDPAVisit'],
  ['quote', 'POST /api/v1/RestartPolicy/SetRestartedQuoteViewed'],
  // Not expected: GetAggregatorCommercialVehicleQuoteDetails and the impound / commercial-vehicle / telematics
  // GenerateNew* and RateExisting* variants, which spec 1 and 2 §7 assign to other product lines.
];

const contract = { lookup: contractOperations('lookup'), quote: contractOperations('quote') };
const allOperations: ContractOperation[] = [...contract.lookup, ...contract.quote];

describe('the contracts name every operation of spec 1 §7 and spec 2 §7', () => {
  it('lists no operation twice', () => {
    const keys = expectedOperations.map(([service, key]) => `${service} ${key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(['lookup', 'quote'] as const)(
    'openapi/%s.yaml describes every operation expected of it',
    (service) => {
      const present = new Set(contract[service].map((operation) => operation.key));
      const missing = expectedOperations
        .filter(([owner, key]) => owner === service && !present.has(key))
        .map(([, key]) => key);
      expect(missing, `missing from openapi/${service}.yaml`).toEqual([]);
    },
  );

  it('every operation has a unique camelCase operationId within its file', () => {
    for (const service of ['lookup', 'quote'] as const) {
      const ids = contract[service].map((operation) => operation.operationId);
      for (const id of ids) expect(id, `${service}: ${id}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(new Set(ids).size, `duplicate operationId in openapi/${service}.yaml`).toBe(
        ids.length,
      );
    }
  });
});

const sandbox = sandboxForSuite();

const REMINDER = {
  QuoteReference: 'REM-TEST-1',
  Surname: 'Reminder',
  DateOfBirth: '1990-07-22',
  Postcode: 'SW1A 1AA',
};

/** Valid values, by parameter name, from the seeded fixtures. */
const parameterValues: Readonly<Record<string, string>> = {
  Postcode: 'SW1A 1AA',
  HouseNumber: '1',
  addressId: 'SW1A1AA-1',
  VehicleRegistration: 'DL19 CAR',
  VehicleMakeCode: 'TOYOTA',
  Token: 'AGG-TEST-1',
  QuoteReference: 'AGGQ-TEST-1',
  IsBreakDownSelected: 'false',
  quote: 'AGGQ-TEST-1',
  source: 'CTM',
  Surname: 'Reminder',
  DateOfBirth: '1990-07-22',
  CoverStartDate: aQuote().coverDetails.effectiveFrom,
  documentId: 'DOC-TAKEN-1',
  policyref: 'POL-TAKEN-1',
  product: 'Annual',
  kind: 'IPID',
  merchantAccountId: 'DROPCOVER_GBP',
  customerId: 'cust-1',
  ignoreOlderThan: subDays(new Date(), 60).toISOString(),
  provider: 'SANDBOX',
};

/** The seeded saved quote (docs/fixtures.md) and the details its check compares. */
const SAVED = {
  QuoteReference: 'SAV-TEST-1',
  Surname: 'Saver',
  DateOfBirth: '1992-11-05',
  Postcode: 'SW1A 1AA',
};

/** Per-operation parameter values where the defaults above would not identify a fixture. */
const parameterOverrides: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  quoteReminderDpaCheck: REMINDER,
  getQuoteDpaCheck: REMINDER,
  savedQuoteDpaCheck: SAVED,
};

const now = new Date().toISOString();
const contactDetails = {
  contactPhoneNumber: '07700900123',
  contactEmail: 'sam.carter@example.com',
  sendPolicyDocumentByEmail: true,
  sendPolicyDocumentsByPost: null,
  marketingPreferenceSms: true,
  marketingPreferenceEmail: true,
  marketingPreferencePhone: true,
  automaticRenewal: true,
};
const intent = {
  quoteReference: 'AGGQ-TEST-1',
  optionId: 'option-1',
  paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL',
  amount: { amount: 500, currency: 'GBP' },
  card: {
    number: '4242424242424242',
    expiryMonth: 12,
    expiryYear: new Date().getFullYear() + 3,
    cvc: '123',
  },
};

/** A minimal valid request body, by operationId, for every operation that takes one. */
const requestBodies: Readonly<Record<string, unknown>> = {
  checkBankDetails: { sortCode: '200000', accountNumber: '55779911' },
  setVehicleRegistration: { quoteReference: 'AGGQ-TEST-1', vehicleRegistration: 'DL19 CAR' },
  generateNewPrivateCarQuote: { quote: aQuote() },
  rateExistingPrivateCarQuote: { quoteCommand: { quoteReference: 'AGGQ-TEST-1' }, quote: aQuote() },
  repriceQuoteWithAddOnsQuote: {
    quoteCommand: { quoteReference: 'AGGQ-TEST-1', selectedAddOns: ['PC_BREAKDOWN_NATIONAL'] },
    quote: aQuote(),
  },
  updateNoClaimsProtection: { quoteReference: 'AGGQ-TEST-1', protectNoClaimsDiscount: false },
  updateContactPreferences: { quoteReference: 'AGGQ-TEST-1', contactDetails },
  makePaymentIntent: intent,
  makePaymentIntentV2: intent,
  takeUpQuote: {
    quoteReference: 'AGGQ-EXPIRED',
    optionId: 'option-1',
    paymentCollectionOptionCode: 'ANNUAL_CARD_IN_FULL',
    paymentMethod: 'CARD_PAYMENT',
    paymentIntentId: 'pi_unknown',
  },
  createQuoteForCancelledPolicy: { policyReference: 'POL-RST-1' },
  restartPolicy: {
    quoteReference: 'RST-TEST-1',
    vehicleRegistration: 'DL19 CAR',
    postcode: 'SW1A 1AA',
    surname: 'Restart',
    dateOfBirth: '1988-03-14',
  },
  setRestartedQuoteTakenUp: { quoteReference: 'RST-TEST-1' },
  setRestartedQuoteDpaVisit: { quoteReference: 'RST-TEST-1', quoteDPAAt: now },
  setRestartedQuoteViewed: { quoteReference: 'RST-TEST-1', quoteViewedAt: now },
  saveQuoteForLater: SAVE_QUOTE_FOR_LATER_BODY,
};

/** The request the app would send for an operation, built from its parameters in the YAML. */
function requestFor(baseUrl: string, operation: ContractOperation): Request {
  const values = { ...parameterValues, ...parameterOverrides[operation.operationId] };
  let path = operation.path;
  // Encoded as the app's client encodes them (encodeURIComponent: a space is %20, not '+').
  const query: string[] = [];
  const headers = new Headers({
    'X-Tenant': brand.tenantId,
    'x-product': operation.service === 'lookup' ? 'PC' : brand.productHeader,
    Accept: 'application/json',
  });
  for (const parameter of operation.parameters) {
    const value = values[parameter.name];
    if (value === undefined) {
      if (parameter.required)
        throw new Error(
          `${operation.key}: no fixture value for required ${parameter.in} ${parameter.name}`,
        );
      continue;
    }
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') query.push(`${parameter.name}=${encodeURIComponent(value)}`);
    else if (parameter.in === 'header') headers.set(parameter.name, value);
  }
  let body: string | undefined;
  if (operation.hasRequestBody) {
    if (!(operation.operationId in requestBodies)) {
      throw new Error(
        `${operation.key}: add a minimal body for ${operation.operationId} to requestBodies`,
      );
    }
    body = JSON.stringify(requestBodies[operation.operationId]);
    headers.set('Content-Type', 'application/json-patch+json');
  }
  const search = query.length > 0 ? `?${query.join('&')}` : '';
  return new Request(`${baseUrl}${path}${search}`, {
    method: operation.method.toUpperCase(),
    headers,
    body,
  });
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isNotServed = (status: number, body: unknown) =>
  status === 405 ||
  status === 501 ||
  (status === 404 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === 'NOT_FOUND' &&
    (body as { message?: unknown }).message === 'No such operation');

describe('the sandbox serves every operation of both contracts', () => {
  it('detects an operation that is not served (an out-of-scope commercial-vehicle call)', async () => {
    const response = await fetch(
      `${sandbox().url}/api/v1/Quote/GetAggregatorCommercialVehicleQuoteDetails?Token=AGG-TEST-1&QuoteReference=AGGQ-TEST-1`,
      { headers: { Accept: 'application/json' } },
    );
    expect(isNotServed(response.status, await bodyOf(response))).toBe(true);
  });

  it('the contracts hold operations to check', () => {
    expect(contract.lookup.length).toBeGreaterThan(40);
    expect(contract.quote.length).toBeGreaterThan(20);
  });

  it.each(
    allOperations.map(
      (operation) => [`${operation.service}: ${operation.key}`, operation] as const,
    ),
  )('%s', async (_name, operation) => {
    const response = await fetch(requestFor(sandbox().url, operation));
    const body = await bodyOf(response);
    expect(
      isNotServed(response.status, body),
      `${operation.key} is not served (${response.status})`,
    ).toBe(false);
    // A valid request must reach the handler: a 400 here means the fixture request above is wrong, which
    // would hide whether the operation is served at all.
    expect(
      response.status,
      `${operation.key} rejected the fixture request: ${JSON.stringify(body)}`,
    ).not.toBe(400);
    expect(response.status, `${operation.key} failed: ${JSON.stringify(body)}`).toBeLessThan(500);
  });
});
