/**
 * What the wizard's lookups say to the customer: the vehicle lookup (spec 1 §2, §8) and the address lookup
 * (spec 1 §2 Address lookup). On the first page, as JOURNEY_TEXT.vehicle and .address (machines/core/text.ts).
 */

export const vehicleText = {
  searchFirst: 'Please search for a vehicle by registration',
  motorcycleRefused: 'Motorcycles, mopeds or scooters not insurable on this policy.',
  notFound: 'We are unable to find your vehicle.',
  lookupFailed: 'We could not look up your vehicle just now. Please try again.',
  /** spec 1 §8: what error reporting is told when the lookup fails (not shown to the customer). */
  lookupFailedReport: 'Unable to fetch vehicle',
  wrongTypeHeading: 'Unable to provide insurance',
  wrongType: (vehicleKind: string) =>
    `This registration belongs to a ${vehicleKind}. Unfortunately, we are unable to provide cover for this type of vehicle.`,
  changeVehicle: 'Change vehicle',
  transferMe: 'Transfer me',
} as const;

export const addressText = {
  noneFound: (postcode: string) =>
    `We could not find any addresses for ${postcode}. Please check the postcode or enter your address manually.`,
  searchFailed: 'There was a problem searching, please enter your address below',
  fetchFailed: 'Error fetching address',
  /** The lookup's controls and labels (spec 1 §2 Address lookup); the house-number variant's in brackets. */
  find: 'Find',
  findAddress: 'Find address',
  searching: 'Searching for addresses…',
  selectAddress: 'Please select your address',
  found: (count: number) => (count === 1 ? '1 address found' : `${count} addresses found`),
  enterManually: 'Enter address manually',
  hideManually: 'Hide address manually',
  saveAddress: 'Save address',
  searchAgain: 'Search again',
} as const;
