import {
  addDays,
  addYears,
  format,
  formatISO,
  set,
  startOfDay,
  subMinutes,
  subYears,
} from 'date-fns';
import type { components } from '../../openapi/generated/quote';

export type Quote = components['schemas']['Quote'];
export type ProposerDetails = components['schemas']['ProposerDetails'];

/** Every property optional, all the way down; arrays are replaced whole, never merged item by item. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeDeep(base: unknown, overrides: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(overrides))
    return overrides === undefined ? base : overrides;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    merged[key] = mergeDeep(base[key], value);
  }
  return merged;
}

/** `base` with `overrides` laid over it (plain objects merged key by key; arrays, null and scalars replace). */
export function merge<T>(base: T, overrides: DeepPartial<T> = {} as DeepPartial<T>): T {
  return mergeDeep(base, overrides) as T;
}

const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

/** Tomorrow at 09:00 local time: a valid cover start (in the future, on a 15-minute step). */
export function tomorrowAtNine(now: Date = new Date()): Date {
  return set(addDays(startOfDay(now), 1), { hours: 9, minutes: 0, seconds: 0, milliseconds: 0 });
}

/** The first SW1A 1AA address of the sandbox's address fixtures. */
export const SW1A_1AA_ADDRESS = {
  postcode: 'SW1A 1AA',
  line1: 'Flat 1, Regency Mansions',
  line2: '48 Palace Road',
  line3: null,
  line4: null,
  city: 'London',
  county: null,
  country: 'United Kingdom',
} as const satisfies components['schemas']['Address'];

/** A proposer of about 35 with a full UK licence, living at SW1A 1AA, no claims or convictions. */
export function aProposer(overrides: DeepPartial<ProposerDetails> = {}): ProposerDetails {
  const today = new Date();
  const base: ProposerDetails = {
    title: 'MR',
    firstName: 'Alex',
    lastNames: 'Courier',
    dateOfBirth: isoDate(subYears(today, 35)),
    emailAddress: 'alex.courier@example.com',
    phoneNumber: '07700900123',
    isHomeOwner: false,
    address: { ...SW1A_1AA_ADDRESS },
    maritalStatus: 'S',
    isResidentFromBirth: true,
    ukResidenceSince: null,
    isFullTime: true,
    employmentType: 'S',
    occupation: 'D34',
    industry: '703',
    otherOccupation: null,
    otherIndustry: null,
    isMainDriver: true,
    licenceType: 'F',
    licenceObtained: isoDate(subYears(today, 15)),
    licenceNumber: null,
    hasCriminalConvictions: false,
    hasBeenRefusedCover: false,
    accessToOtherVehicles: false,
    numberOfVehiclesOwned: 1,
    numberOfVehiclesAccessTo: 0,
    motoringConvictions: [],
    motoringClaims: [],
  };
  return merge<ProposerDetails>(base, overrides);
}

/**
 * Risk data for the sandbox's DL19 CAR (2019 Toyota Prius 1.8 hybrid automatic, 5-door hatchback):
 * the proposer above, annual comprehensive cover from tomorrow 09:00, 4 years' no-claims discount unprotected.
 */
export function aQuote(overrides: DeepPartial<Quote> = {}): Quote {
  const start = tomorrowAtNine();
  const base: Quote = {
    proposerDetails: aProposer(),
    vehicleDetails: {
      registration: 'DL19 CAR',
      abiCode: '58137402',
      abiGroup: 15,
      make: 'TOYOTA',
      model: 'PRIUS',
      numberOfDoors: '5',
      bodyType: 'Hatchback',
      fuelType: 'Hybrid (petrol/electric)',
      transmission: 'A',
      engineSize: 1798,
      value: 14500,
      yearOfManufacture: 2019,
      isLeftHandDrive: false,
      datePurchased: '2021-04-01',
      isQPlate: false,
      isImported: false,
      vehicleUse: 'HR',
      annualMileage: 15000,
      businessMileage: 12000,
      ownership: 'P',
      registeredKeeper: 'P',
      numberOfSeats: 5,
      overnightAddress: null,
      modifications: [],
      securityDevices: [],
      vehiclePurchased: true,
      isNotKeptAtHomeAddressOverNight: false,
      deliveryCompany: 'JUSTEAT',
    },
    coverDetails: {
      levelOfCover: 'COMP',
      effectiveFrom: formatISO(start),
      effectiveTo: formatISO(subMinutes(addYears(start, 1), 1)),
      voluntaryExcess: 250,
      yearsOfNoClaimsDiscount: 4,
      protectNoClaimsDiscount: false,
      doesDriveAnotherVehicle: false,
    },
    additionalDrivers: [],
    additionalQuestions: {
      howDidYouHearAboutUs: 'AD',
      experienceDrivingCompnayCar: 'N',
      claimFreeFor: null,
    },
    hasAdditionalDriver: false,
    notificationSource: null,
    redirectedFrom: null,
    marketingPreferences: { emailOptIn: true, phoneOptIn: true, smsOptIn: true },
  };
  return merge<Quote>(base, overrides);
}
