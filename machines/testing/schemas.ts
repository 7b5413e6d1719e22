/** Test helpers for the wizard schemas: a pinned today, valid form values per step and the messages a form shows. */
import * as v from 'valibot';
import { completeStep, type StepAnswers } from '../wizard/step-answers';
import type { StepId } from '../wizard/navigation';
import { initialQuoteState, type QuoteState } from '../core/state';
import { answersFor } from './factories';
import type { AdditionalDriverValues } from '../wizard/schemas/additional-drivers';
import type { AboutYouValues } from '../wizard/schemas/about-you';
import type { AddressValues } from '../wizard/schemas/address';
import type { DriverDetailsValues } from '../wizard/schemas/driver-details';
import type { DriverDetailsTwoValues } from '../wizard/schemas/driver-details-two';
import { emptyVehicleCoverValues, type VehicleCoverValues } from '../wizard/schemas/vehicle-cover';
import type { VehicleDetailsTwoValues } from '../wizard/schemas/vehicle-details-two';

/** 22 November 2026, 10:00 local time: the day before the factories' cover start. */
export const TODAY = new Date(2026, 10, 22, 10, 0);

export type FieldErrors = Readonly<Partial<Record<string, readonly string[]>>>;

/** The messages each field path shows for `values`; empty when they are valid. */
export function fieldErrors(schema: v.GenericSchema, values: unknown): FieldErrors {
  const result = v.safeParse(schema, values);
  return result.issues ? (v.flatten(result.issues).nested ?? {}) : {};
}

/** A quote whose steps were completed in order with `answers` (the factories' answers by default). */
export function aQuoteThrough(
  steps: readonly StepId[],
  answers: Partial<Record<StepId, StepAnswers>> = {},
): QuoteState {
  return steps.reduce(
    (quote, step) => completeStep(quote, step, answers[step] ?? answersFor(step)),
    initialQuoteState(),
  );
}

export const anAddress = (overrides: Partial<AddressValues> = {}): AddressValues => ({
  postcode: 'SW1A 1AA',
  line1: 'Flat 1, Regency Mansions',
  line2: '',
  line3: '',
  line4: '',
  city: 'London',
  county: '',
  country: '',
  ...overrides,
});

export const vehicleDetailsTwoForm = (
  overrides: Partial<VehicleDetailsTwoValues> = {},
): VehicleDetailsTwoValues => ({
  value: '14500',
  vehiclePurchased: 'yes',
  datePurchased: { month: '04', year: '2021' },
  legalOwner: 'yes',
  owner: '',
  isRegisteredKeeper: 'yes',
  keeper: '',
  vehicleUse: 'HR',
  deliveryCompany: 'JUSTEAT',
  annualMileage: '15000',
  businessMileage: '',
  keptOvernight: 'DRV',
  assumptionAgree: 'yes',
  hasModifications: '',
  modifications: [],
  imported: '',
  countryOfRegistration: '',
  leftHandDrive: '',
  ...overrides,
});

export const aboutYouForm = (overrides: Partial<AboutYouValues> = {}): AboutYouValues => ({
  title: 'MR',
  firstName: 'Sam',
  lastNames: 'Carter',
  dateOfBirth: { day: '03', month: '09', year: '1991' },
  emailAddress: 'sam.carter@example.com',
  phoneNumber: '07700 900123',
  maritalStatus: 'M',
  address: anAddress(),
  isHomeOwner: 'yes',
  isNotKeptAtHomeAddressOverNight: 'no',
  overnightAddress: anAddress({ postcode: '', line1: '', city: '' }),
  ...overrides,
});

/** Sam Carter, born 3 September 1991: licence number CARTE 909031 SC9 AB. */
export const driverDetailsForm = (
  overrides: Partial<DriverDetailsValues> = {},
): DriverDetailsValues => ({
  isResidentFromBirth: 'yes',
  ukResidenceSince: { day: '', month: '', year: '' },
  employmentType: 'S',
  occupation: 'D34',
  industry: '703',
  isFullTime: 'yes',
  otherOccupation: '',
  otherIndustry: '',
  fullUkLicence: 'yes',
  licenceType: '',
  licenceObtained: { day: '01', month: '06', year: '2010' },
  licenceNumber: ['CARTE', '909031', 'SC9', 'AB'],
  ...overrides,
});

type DriverRecord = Pick<
  DriverDetailsTwoValues,
  | 'hasMotoringConvictions'
  | 'motoringConvictions'
  | 'hasMotoringClaims'
  | 'motoringClaims'
  | 'hasCriminalConvictions'
  | 'hasBeenRefusedCover'
>;

/** No motoring convictions or claims, no criminal convictions and never refused cover; new lists each call. */
const aCleanRecord = (): DriverRecord => ({
  hasMotoringConvictions: 'no',
  motoringConvictions: [],
  hasMotoringClaims: 'no',
  motoringClaims: [],
  hasCriminalConvictions: 'no',
  hasBeenRefusedCover: 'no',
});

export const driverDetailsTwoForm = (
  overrides: Partial<DriverDetailsTwoValues> = {},
): DriverDetailsTwoValues => ({
  ...aCleanRecord(),
  accessToOtherVehicles: 'no',
  hasAdditionalDriver: 'no',
  ...overrides,
});

/** Alex Carter, born 1 January 1990, the proposer's wife: licence number CARTE 951010 AC9 XY. */
export const additionalDriverForm = (
  overrides: Partial<AdditionalDriverValues> = {},
): AdditionalDriverValues => ({
  title: 'MRS',
  firstName: 'Alex',
  lastNames: 'Carter',
  dateOfBirth: { day: '01', month: '01', year: '1990' },
  maritalStatus: 'M',
  relationshipToProposer: 'W',
  // Resident from birth, full time and on a full UK licence, as Sam is; her own job and licence.
  ...driverDetailsForm({
    employmentType: 'E',
    occupation: 'N03',
    industry: '289',
    licenceObtained: { day: '15', month: '03', year: '2008' },
    licenceNumber: ['CARTE', '951010', 'AC9', 'XY'],
  }),
  ...aCleanRecord(),
  vehicleUse: 'SDP',
  isMainDriver: false,
  ...overrides,
});

/** Cover from 09:00 tomorrow; heard of us through the website. The questions not listed are left unanswered. */
export const vehicleCoverForm = (
  overrides: Partial<VehicleCoverValues> = {},
): VehicleCoverValues => ({
  ...emptyVehicleCoverValues(),
  levelOfCover: 'COMP',
  coverStartDate: { day: '23', month: '11', year: '2026' },
  coverStartTime: '09:00',
  voluntaryExcess: '250',
  yearsOfNoClaimsDiscount: '4',
  protectNoClaimsDiscount: 'no',
  howDidYouHearAboutUs: 'AD',
  experienceDrivingCompnayCar: 'yes',
  claimFreeFor: '3',
  disclaimerOpened: true,
  disclaimerAccepted: true,
  ...overrides,
});
