/**
 * Facts of the product that the journey and the sandbox both state: written once here, where the browser's
 * code (machines/, src/) and the sandbox's (server/) may both import them. Nothing here imports either side.
 */
import type { components as LookupComponents } from '../openapi/generated/lookup';
import type { components as QuoteComponents } from '../openapi/generated/quote';

type VehicleDetails = QuoteComponents['schemas']['VehicleDetails'];
type VehicleInfo = LookupComponents['schemas']['VehicleInfo'];

/** spec 2 §9: Insurance Premium Tax, as a percentage of the net premium. */
export const IPT_PERCENT = 12;

/** spec 2 §9 Other limits: the youngest a proposer or driver may be, in whole years. */
export const MINIMUM_PROPOSER_AGE = 16;

/**
 * spec 1 §3: the contract's unset-date sentinel, 1 Feb 1700. A date or date-time field holding it (at any time
 * of day) was not given.
 */
export const UNSET_DATE = '1700-02-01';

/** Whether a contract date or date-time is the unset-date sentinel. */
export const holdsUnsetDate = (value: string): boolean => value.startsWith(UNSET_DATE);

/**
 * The form a registration is looked up, stored and compared in: upper case, without spaces, so that
 * 'dl19 car' and 'DL19CAR' are the same vehicle.
 */
export function normaliseRegistration(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** What the quote's vehicle takes from a vehicle lookup (spec 1 §4 Vehicle lookup). */
export type LookedUpVehicle = Pick<
  VehicleDetails,
  | 'registration'
  | 'make'
  | 'model'
  | 'numberOfDoors'
  | 'bodyType'
  | 'fuelType'
  | 'transmission'
  | 'engineSize'
  | 'yearOfManufacture'
  | 'registrationDate'
  | 'abiCode'
  | 'abiGroup'
>;

export function vehicleDetailsFrom(info: VehicleInfo): LookedUpVehicle {
  return {
    registration: info.registration,
    make: info.make.desc,
    model: info.model.desc,
    numberOfDoors: info.numberOfDoors.code,
    bodyType: info.bodyType.code,
    fuelType: info.fuelType.code,
    transmission: info.transmission.code,
    engineSize: info.cubicCapacity,
    yearOfManufacture: info.yearOfManufacture,
    registrationDate: info.registrationDate,
    abiCode: info.abiCode,
    abiGroup: info.abiGroup,
  };
}
