/** The services the wizard invokes: the vehicle lookup (spec 1 §4) and the address lookup. */
import type { AddressSearchItem, FullAddress, VehicleLookupResult } from '../core/contract';
import { call, declareServices, typed } from '../core/service-stub';

export const wizardServices = declareServices({
  lookupVehicle: call({
    operationId: 'getVehicleDetailsByVrm',
    loadedOnUse: false,
    input: typed<{ registration: string }>(),
    output: typed<VehicleLookupResult>(),
  }),
  searchAddresses: call({
    operationId: 'searchAddresses',
    loadedOnUse: false,
    input: typed<{ postcode: string; houseNumber?: string }>(),
    output: typed<AddressSearchItem[]>(),
  }),
  getAddressById: call({
    operationId: 'getFullAddressByAddressId',
    loadedOnUse: false,
    input: typed<{ addressId: string }>(),
    output: typed<FullAddress>(),
  }),
});
