import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLookupClient, dataOf } from '../../src/api/client';
import {
  CancelledError,
  NotFoundError,
  QuoteFailedError,
  UnexpectedServerError,
  ValidationError,
} from '../../src/api/errors';
import { brand } from '../../src/app/config/brand';
import { aQuote } from '../support/factories';
import { operationIdOf, referenceListKeys, singleListPaths } from '../support/reference-lists';
import { failureOf, sandboxForSuite } from '../support/sandbox';
import { JOURNEY_TEXT } from '../../machines/core/text';

const sandbox = sandboxForSuite();

const compact = (registration: string) => registration.replace(/\s+/g, '').toUpperCase();

async function newQuoteRef(surname = 'Courier'): Promise<string> {
  const { quote } = sandbox();
  const result = dataOf(
    await quote.POST('/api/v2/Quote/GenerateNewPrivateCarQuote', {
      body: { quote: aQuote({ proposerDetails: { lastNames: surname } }) },
    }),
  );
  return result.quoteRef;
}

describe('GetVehicleDetailsByVrm', () => {
  it('finds DL19 CAR as a 2019 Toyota Prius 1.8 hybrid automatic 5-door hatchback', async () => {
    const { lookup } = sandbox();
    const result = dataOf(
      await lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: 'DL19 CAR' } },
      }),
    );
    expect(result.isMotorCycle).toBe(false);
    expect(result.isCommercialVehicle).toBe(false);
    const info = result.vehicleInfo;
    expect(compact(info.registration)).toBe('DL19CAR');
    expect(info.make).toEqual({ code: 'TOYOTA', desc: 'Toyota' });
    expect(info.model.code).toBe('PRIUS');
    expect(info.model.desc).toMatch(/^Prius 1\.8/);
    expect(info.yearOfManufacture).toBe(2019);
    expect(info.cubicCapacity).toBeGreaterThanOrEqual(1790);
    expect(info.cubicCapacity).toBeLessThanOrEqual(1800);
    expect(info.fuelType.desc).toMatch(/hybrid/i);
    expect(info.transmission.desc).toMatch(/auto/i);
    expect(info.numberOfDoors.code).toBe('5');
    expect(info.bodyType.desc).toMatch(/hatchback/i);
    expect(info.value).toBeGreaterThan(0);
    expect(info.abiGroup).toBeGreaterThanOrEqual(1);
    expect(info.abiGroup).toBeLessThanOrEqual(50);
    expect(info.registrationDate.startsWith('2019-')).toBe(true);
  });

  it('ignores case and spaces in the registration', async () => {
    const { lookup } = sandbox();
    const lookUp = async (VehicleRegistration: string) =>
      dataOf(
        await lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
          params: { query: { VehicleRegistration } },
        }),
      );
    const [spaced, squashed] = await Promise.all([lookUp('DL19 CAR'), lookUp('dl19car')]);
    expect(squashed.vehicleInfo.make).toEqual(spaced.vehicleInfo.make);
    expect(squashed.vehicleInfo.model).toEqual(spaced.vehicleInfo.model);
    expect(squashed.vehicleInfo.value).toBe(spaced.vehicleInfo.value);
  });

  it('flags MC19 BKE as a motorcycle and VN19 VAN as a commercial vehicle', async () => {
    const { lookup } = sandbox();
    const bike = dataOf(
      await lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: 'MC19 BKE' } },
      }),
    );
    const van = dataOf(
      await lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: 'VN19 VAN' } },
      }),
    );
    expect(bike).toMatchObject({ isMotorCycle: true, isCommercialVehicle: false });
    expect(van).toMatchObject({ isMotorCycle: false, isCommercialVehicle: true });
  });

  it('204 for NO19 FND: NotFoundError with the vehicle sentence', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: 'NO19 FND' } },
      }),
      NotFoundError,
    );
    expect(error.message).toBe('Could not find vehicle associated with requested registration.');
    expect(error.status).toBe(204);
    expect(error.operation).toBe('/api/v1/Vehicle/GetVehicleDetailsByVrm');
  });

  it('500 for ER19 ERR: UnexpectedServerError with status, parsed body and headers', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: 'ER19 ERR' } },
      }),
      UnexpectedServerError,
    );
    expect(error.message).toBe(JOURNEY_TEXT.service.unexpected);
    expect(error.status).toBe(500);
    expect(error.body).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: expect.any(String) as string,
    });
    expect(error.headers['content-type']).toMatch(/^application\/json/);
  });

  it('400 for a registration with symbols: ValidationError naming query.VehicleRegistration', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: 'DL19-CAR!' } },
      }),
      ValidationError,
    );
    expect(error.message).toBe('Validation error.');
    expect(error.body?.code).toBe('VALIDATION_ERROR');
    expect(error.body?.errors?.map((item) => item.field)).toContain('query.VehicleRegistration');
  });
});

describe('GetVehicleMakes and GetVehicleModels', () => {
  it('lists makes including Toyota, and the Toyota models including the Prius', async () => {
    const { lookup } = sandbox();
    const { makes } = dataOf(await lookup.GET('/api/v1/Vehicle/GetVehicleMakes'));
    expect(makes).toContainEqual({ code: 'TOYOTA', desc: 'Toyota' });
    const { models } = dataOf(
      await lookup.GET('/api/v1/Vehicle/GetVehicleModels', {
        params: { query: { VehicleMakeCode: 'TOYOTA' } },
      }),
    );
    expect(models.map((model) => model.code)).toContain('PRIUS');
  });

  it('204 on makes: NotFoundError "Could not get a list of vehicle makes"', async () => {
    const { lookup, faults } = sandbox();
    faults.set('getVehicleMakes', { status: 204, times: 1 });
    const error = await failureOf(lookup.GET('/api/v1/Vehicle/GetVehicleMakes'), NotFoundError);
    expect(error.message).toBe('Could not get a list of vehicle makes');
    expect(error.status).toBe(204);
  });

  it('204 on models of an unknown make: NotFoundError "Could not get a list of models."', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.GET('/api/v1/Vehicle/GetVehicleModels', {
        params: { query: { VehicleMakeCode: 'NOSUCHMAKE' } },
      }),
      NotFoundError,
    );
    expect(error.message).toBe('Could not get a list of models.');
  });

  it('204 on models via fault injection gives the same sentence', async () => {
    const { lookup, faults } = sandbox();
    faults.set('getVehicleModels', { status: 204, times: 1 });
    const error = await failureOf(
      lookup.GET('/api/v1/Vehicle/GetVehicleModels', {
        params: { query: { VehicleMakeCode: 'TOYOTA' } },
      }),
      NotFoundError,
    );
    expect(error.message).toBe('Could not get a list of models.');
  });
});

describe('SearchAddresses and GetFullAddressByAddressId', () => {
  it('finds several addresses at SW1A 1AA, each naming the postcode', async () => {
    const { lookup } = sandbox();
    const items = dataOf(
      await lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: 'SW1A 1AA' } },
      }),
    );
    expect(items.length).toBeGreaterThan(1);
    expect(new Set(items.map((item) => item.itemId)).size).toBe(items.length);
    for (const item of items) expect(item.searchResult).toContain('SW1A 1AA');
  });

  it('ignores case and spaces in the postcode', async () => {
    const { lookup } = sandbox();
    const search = async (Postcode: string) =>
      dataOf(
        await lookup.GET('/api/v1/Address/SearchAddresses', { params: { query: { Postcode } } }),
      );
    expect(await search('sw1a1aa')).toEqual(await search('SW1A 1AA'));
  });

  it('narrows the search by house number', async () => {
    const { lookup } = sandbox();
    const all = dataOf(
      await lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: 'SW1A 1AA' } },
      }),
    );
    const narrowed = dataOf(
      await lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: 'SW1A 1AA', HouseNumber: '50' } },
      }),
    );
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    for (const item of narrowed) expect(item.searchResult).toContain('50');
  });

  it('round-trips every search result through GetFullAddressByAddressId', async () => {
    const { lookup } = sandbox();
    const items = dataOf(
      await lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: 'SW1A 1AA' } },
      }),
    );
    for (const item of items) {
      const address = dataOf(
        await lookup.GET('/api/v1/Address/GetFullAddressByAddressId/{addressId}', {
          params: { path: { addressId: item.itemId } },
        }),
      );
      expect(address.postalCode).toBe('SW1A 1AA');
      expect(address.line1).not.toBe('');
      expect(address.city).toBe('London');
      expect(item.searchResult).toContain(address.line1);
    }
  });

  it('accepts a form-encoded space (+) in the postcode, as curl and URLSearchParams send it', async () => {
    const response = await fetch(
      `${sandbox().url}/api/v1/Address/SearchAddresses?Postcode=SW1A+1AA`,
    );
    expect(response.status).toBe(200);
    const addresses = (await response.json()) as { searchResult: string }[];
    expect(addresses.length).toBeGreaterThan(1);
  });

  it('204 for EC1A 1BB: NotFoundError "Could not find addresses with requested postcode."', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: 'EC1A 1BB' } },
      }),
      NotFoundError,
    );
    expect(error.message).toBe('Could not find addresses with requested postcode.');
    expect(error.status).toBe(204);
  });

  it('400 for a malformed postcode: ValidationError naming query.Postcode', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: 'NOT A POSTCODE' } },
      }),
      ValidationError,
    );
    expect(error.message).toBe('Validation error.');
    expect(error.status).toBe(400);
    expect(error.body?.errors?.map((item) => item.field)).toContain('query.Postcode');
  });

  it('204 for an unknown address id: NotFoundError "Could not find address with requested Id."', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.GET('/api/v1/Address/GetFullAddressByAddressId/{addressId}', {
        params: { path: { addressId: 'NOPE-99' } },
      }),
      NotFoundError,
    );
    expect(error.message).toBe('Could not find address with requested Id.');
  });

  it('500 via fault injection: UnexpectedServerError carrying the server body', async () => {
    const { lookup, faults } = sandbox();
    faults.set('searchAddresses', { status: 503, times: 1 });
    const error = await failureOf(
      lookup.GET('/api/v1/Address/SearchAddresses', {
        params: { query: { Postcode: 'SW1A 1AA' } },
      }),
      UnexpectedServerError,
    );
    expect(error.message).toBe(JOURNEY_TEXT.service.unexpected);
    expect(error.status).toBe(503);
    expect(error.body).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});

describe('CheckBankDetails (lookup service)', () => {
  it('confirms a valid account and names its bank and branch', async () => {
    const { lookup } = sandbox();
    const result = dataOf(
      await lookup.POST('/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '200000', accountNumber: '55779911' },
      }),
    );
    expect(result).toMatchObject({ sortCode: '200000', accountNumber: '55779911', isValid: true });
    expect(result.bankName).toMatch(/barclays/i);
    expect(result.branchName).not.toBe('');
  });

  it('400 for sort code 00-00-00: ValidationError naming body.sortCode', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.POST('/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '000000', accountNumber: '55779911' },
      }),
      ValidationError,
    );
    expect(error.message).toBe('Validation error.');
    expect(error.body?.code).toBe('VALIDATION_ERROR');
    expect(error.body?.errors?.map((item) => item.field)).toContain('body.sortCode');
  });

  it('400 for a sort code with dashes (contract pattern): ValidationError naming body.sortCode', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.POST('/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '20-00-00', accountNumber: '55779911' },
      }),
      ValidationError,
    );
    expect(error.body?.errors?.map((item) => item.field)).toContain('body.sortCode');
  });

  it('204 for account 00000000: NotFoundError "No Content"', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.POST('/api/v1/Payment/CheckBankDetails', {
        body: { sortCode: '200000', accountNumber: '00000000' },
      }),
      NotFoundError,
    );
    expect(error.message).toBe('No Content');
    expect(error.status).toBe(204);
  });
});

describe('Reference data', () => {
  it('GetAllReferenceListData returns every list, none empty, each option with a code and description', async () => {
    const { lookup } = sandbox();
    const { referenceData } = dataOf(
      await lookup.GET('/api/v1/ReferenceData/GetAllReferenceListData'),
    );
    expect(Object.keys(referenceData).sort()).toEqual([...referenceListKeys].sort());
    for (const key of referenceListKeys) {
      const list = referenceData[key];
      expect(list.length, key).toBeGreaterThan(0);
      for (const option of list) {
        expect(option.code, key).not.toBe('');
        expect(option.description, key).not.toBe('');
      }
    }
  });

  it('the wizard finds the options it relies on (titles, the hire-and-reward use, the spec voluntary excess list)', async () => {
    const { lookup } = sandbox();
    const { referenceData } = dataOf(
      await lookup.GET('/api/v1/ReferenceData/GetAllReferenceListData'),
    );
    expect(referenceData.titles.map((option) => option.code)).toContain('MR');
    expect(referenceData.levelOfCoverTypes.map((option) => option.code)).toEqual(
      expect.arrayContaining(['COMP', 'TPFT', 'TPO']),
    );
    expect(referenceData.deliveryOperators.length).toBeGreaterThan(0);
  });

  it.each(referenceListKeys.map((key) => [singleListPaths[key], key] as const))(
    '%s serves the same non-empty list as referenceData.%s',
    async (path, key) => {
      const { lookup } = sandbox();
      const { referenceData } = dataOf(
        await lookup.GET('/api/v1/ReferenceData/GetAllReferenceListData'),
      );
      const list = dataOf(await lookup.GET(path));
      expect(list.length).toBeGreaterThan(0);
      expect(list).toEqual(referenceData[key]);
    },
  );

  it.each([
    singleListPaths.titles,
    singleListPaths.hearAboutUsOptions,
    singleListPaths.voluntaryExcessOptions,
    singleListPaths.businessRadiusOptions,
  ])('204 on %s: NotFoundError "Could not find the list of options."', async (path) => {
    const { lookup, faults } = sandbox();
    faults.set(operationIdOf(path), { status: 204, times: 1 });
    const error = await failureOf(lookup.GET(path), NotFoundError);
    expect(error.message).toBe('Could not find the list of options.');
    expect(error.operation).toBe(path);
  });

  it('204 on GetAllReferenceListData: NotFoundError "Could not find the list of options."', async () => {
    const { lookup, faults } = sandbox();
    faults.set('getAllReferenceListData', { status: 204, times: 1 });
    const error = await failureOf(
      lookup.GET('/api/v1/ReferenceData/GetAllReferenceListData'),
      NotFoundError,
    );
    expect(error.message).toBe('Could not find the list of options.');
  });

  it('400 via fault injection: ValidationError "Validation error." with the parsed body', async () => {
    const { lookup, faults } = sandbox();
    faults.set('getGenders', { status: 400, times: 1 });
    const error = await failureOf(lookup.GET('/api/v1/ReferenceData/GetGenders'), ValidationError);
    expect(error.message).toBe('Validation error.');
    expect(error.body?.code).toBe('VALIDATION_ERROR');
  });
});

describe('SetVehicleRegistration', () => {
  it('sets the registration on a priced quote and echoes it back', async () => {
    const { lookup } = sandbox();
    const quoteReference = await newQuoteRef();
    const result = dataOf(
      await lookup.POST('/api/v1/Vehicle/SetVehicleRegistration', {
        body: { quoteReference, vehicleRegistration: 'DL19 CAR' },
      }),
    );
    expect(result.quoteReference).toBe(quoteReference);
    expect(compact(result.vehicleRegistration)).toBe('DL19CAR');
    expect(result.underwritingOutcomeResponseId).toEqual(expect.any(String));
  });

  it('404 for an unknown quote: NotFoundError "Quote not found"', async () => {
    const { lookup } = sandbox();
    const error = await failureOf(
      lookup.POST('/api/v1/Vehicle/SetVehicleRegistration', {
        body: { quoteReference: 'NO-SUCH-QUOTE', vehicleRegistration: 'DL19 CAR' },
      }),
      NotFoundError,
    );
    expect(error.message).toBe('Quote not found');
    expect(error.status).toBe(404);
  });

  it('403 on a declined quote: QuoteFailedError "Quote failed" with the parsed body', async () => {
    const { lookup } = sandbox();
    const quoteReference = await newQuoteRef('Declined');
    const error = await failureOf(
      lookup.POST('/api/v1/Vehicle/SetVehicleRegistration', {
        body: { quoteReference, vehicleRegistration: 'DL19 CAR' },
      }),
      QuoteFailedError,
    );
    expect(error.message).toBe('Quote failed');
    expect(error.status).toBe(403);
    expect(error.body).toMatchObject({
      code: expect.stringMatching(/^QUOTE_/) as string,
      message: expect.any(String) as string,
    });
  });

  it('403 via fault injection carries the injected code', async () => {
    const { lookup, faults } = sandbox();
    const quoteReference = await newQuoteRef();
    faults.set('setVehicleRegistration', { status: 403, code: 'QUOTE_MISMATCH', times: 1 });
    const error = await failureOf(
      lookup.POST('/api/v1/Vehicle/SetVehicleRegistration', {
        body: { quoteReference, vehicleRegistration: 'DL19 CAR' },
      }),
      QuoteFailedError,
    );
    expect(error.message).toBe('Quote failed');
    expect(error.body?.code).toBe('QUOTE_MISMATCH');
  });
});

describe('transport failures', () => {
  it('a closed port gives UnexpectedServerError with status 0', async () => {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const free = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(free));
      });
    });
    const lookup = createLookupClient({
      baseUrl: `http://127.0.0.1:${port}`,
      tenantId: brand.tenantId,
    });
    const error = await failureOf(
      lookup.GET('/api/v1/Vehicle/GetVehicleMakes'),
      UnexpectedServerError,
    );
    expect(error.message).toBe(JOURNEY_TEXT.service.unexpected);
    expect(error.status).toBe(0);
    expect(error.operation).toBe('/api/v1/Vehicle/GetVehicleMakes');
  });

  describe('with a slow sandbox (500 ms latency)', () => {
    const slow = sandboxForSuite({ SANDBOX_LATENCY_MS: 500 });

    it('aborting the AbortSignal mid-request gives CancelledError', async () => {
      const { lookup } = slow();
      const controller = new AbortController();
      const call = lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
        params: { query: { VehicleRegistration: 'DL19 CAR' } },
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 50);
      const error = await failureOf(call, CancelledError);
      expect(error.kind).toBe('cancelled');
      expect(error.operation).toBe('/api/v1/Vehicle/GetVehicleDetailsByVrm');
    });

    it('aborting with a reason (e.g. the page was left) is still a CancelledError, not a server error', async () => {
      const { lookup } = slow();
      const controller = new AbortController();
      const call = lookup.GET('/api/v1/Vehicle/GetVehicleMakes', { signal: controller.signal });
      setTimeout(() => controller.abort(new Error('The customer left the page')), 50);
      const error = await failureOf(call, CancelledError);
      expect(error.operation).toBe('/api/v1/Vehicle/GetVehicleMakes');
    });

    it('the same call without aborting still answers', async () => {
      const { lookup } = slow();
      const result = dataOf(
        await lookup.GET('/api/v1/Vehicle/GetVehicleDetailsByVrm', {
          params: { query: { VehicleRegistration: 'DL19 CAR' } },
        }),
      );
      expect(result.vehicleInfo.make.code).toBe('TOYOTA');
    });
  });
});
