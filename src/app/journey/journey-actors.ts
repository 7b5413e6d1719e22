import { fromPromise } from 'xstate';
import { dataOf, type LookupClient, type QuoteClient } from '../../api/client';
import type { ReferenceData } from '../../../machines/core/reference-data';
import { normaliseRegistration } from '../../../machines/core/formats';
import { createMemoryStorage, type KeyValueStorage } from '../../../machines/session';
import { CALLS_LOADED_ON_USE } from '../../../machines/core/services';
import { servicesLoadedOnUse, service, type JourneyCallLogic } from './service';
import type { DeviceFingerprint } from '../fingerprint/device-fingerprint';

export interface JourneyClients {
  lookup: LookupClient;
  quote: QuoteClient;
  /** Where the retrieve-quote stamp is kept (the journey effects save it there); memory when not given. */
  storage?: KeyValueStorage;
  now?: () => Date;
  /**
   * The reference lists the page asked for as it loaded (src/app/main.tsx): the journey's first load takes them,
   * and a later one (Try again) asks the lookup service again.
   */
  firstReferenceData?: Promise<ReferenceData>;
  /** The fraud device fingerprint sent with a new quote (spec 1 §1); none when not given. */
  deviceFingerprint?: DeviceFingerprint;
}

/**
 * The journey's calls, backed by the API clients; given to `journeyMachine.provide(...)` at app start. Those
 * the registry loads on use (machines/core/services.ts) are in ./journey-calls.ts, fetched with the first of
 * them; the first page's are here.
 */
export function createJourneyActors({
  lookup,
  quote,
  storage = createMemoryStorage(),
  now = () => new Date(),
  firstReferenceData,
  deviceFingerprint,
}: JourneyClients): JourneyCallLogic {
  let early = firstReferenceData;
  const later = servicesLoadedOnUse(CALLS_LOADED_ON_USE, () =>
    import('./journey-calls').then(({ journeyCalls }) =>
      journeyCalls({ lookup, quote, storage, now, deviceFingerprint }),
    ),
  );
  return {
    ...later,
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
  };
}

export type JourneyActors = ReturnType<typeof createJourneyActors>;
