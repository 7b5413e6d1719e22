/** The answers of the services the quote wizard calls: reference lists, vehicle lookup and address lookup. */
import { aFullAddress, anAddressSearchItem, aVehicleLookup } from '../testing/factories';
import { JOURNEY_TEXT } from '../core/text';
import { referenceData } from '../testing/harness';
import { answers, fails, fault, serviceError, type ActorOutcome } from './actor-outcome';

const swia1aaAddresses = [
  anAddressSearchItem(),
  anAddressSearchItem({
    itemId: 'SW1A1AA-2',
    searchResult: 'Flat 2, Regency Mansions, 48 Palace Road, London, SW1A 1AA',
  }),
];

export const wizardOutcomes: readonly ActorOutcome[] = [
  answers(
    'loadReferenceData',
    'loaded',
    referenceData,
    'npm start (reference data is always served)',
  ),
  fails(
    'loadReferenceData',
    'failed',
    serviceError(500, JOURNEY_TEXT.boot.loadFailed),
    fault('loadReferenceData', 500),
  ),

  answers('lookupVehicle', 'found', aVehicleLookup(), 'registration DL19 CAR'),
  answers(
    'lookupVehicle',
    'motorcycle',
    aVehicleLookup({ isMotorCycle: true }),
    'registration MC19 BKE',
  ),
  answers(
    'lookupVehicle',
    'commercial',
    aVehicleLookup({ isCommercialVehicle: true }),
    'registration VN19 VAN',
  ),
  fails(
    'lookupVehicle',
    'notFound',
    serviceError(204, JOURNEY_TEXT.vehicle.notFound),
    'registration NO19 FND',
  ),
  fails('lookupVehicle', 'failed', serviceError(500, 'Lookup failed'), 'registration ER19 ERR'),

  answers('searchAddresses', 'found', swia1aaAddresses, 'postcode SW1A 1AA'),
  fails(
    'searchAddresses',
    'none',
    serviceError(204, JOURNEY_TEXT.service.errors.addressesNotFound),
    'postcode EC1A 1BB',
  ),
  fails(
    'searchAddresses',
    'failed',
    serviceError(500, 'Search failed'),
    fault('searchAddresses', 500),
  ),
  answers('getAddressById', 'found', aFullAddress(), 'postcode SW1A 1AA, first address'),
  fails(
    'getAddressById',
    'failed',
    serviceError(500, JOURNEY_TEXT.address.fetchFailed),
    fault('getAddressById', 500),
  ),
];
