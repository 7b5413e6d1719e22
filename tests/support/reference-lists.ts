import type { components, paths } from '../../openapi/generated/lookup';

export type ReferenceData = components['schemas']['ReferenceData'];
export type ReferenceListPath = Extract<keyof paths, `/api/v1/ReferenceData/Get${string}`>;
export type SingleListPath = Exclude<
  ReferenceListPath,
  '/api/v1/ReferenceData/GetAllReferenceListData'
>;

/**
 * Each key of GetAllReferenceListData's `referenceData` and the single-list operation that serves the same
 * list (contracts brief table). Typed as a complete Record: a list added to the contract fails to compile here.
 */
export const singleListPaths: Readonly<Record<keyof ReferenceData, SingleListPath>> = {
  currentPolicyOptions: '/api/v1/ReferenceData/GetCurrentPolicyOptions',
  additionalDrivingQualifications: '/api/v1/ReferenceData/GetAdditionalDrivingQualifications',
  annualTaxiClaimFreeYears: '/api/v1/ReferenceData/GetAnnualTaxiClaimFreeYears',
  cancellationReasons: '/api/v1/ReferenceData/GetCancellationReasons',
  cancelledPolicyTypes: '/api/v1/ReferenceData/GetCancelledPolicyTypes',
  claimFreeOptions: '/api/v1/ReferenceData/GetClaimFreeOptions',
  claimStatuses: '/api/v1/ReferenceData/GetClaimStatuses',
  claimTypes: '/api/v1/ReferenceData/GetClaimTypes',
  convictionCodes: '/api/v1/ReferenceData/GetConvictionCodes',
  countryEarnedNcdOptions: '/api/v1/ReferenceData/GetCountryEarnedNcdOptions',
  coverLevels: '/api/v1/ReferenceData/GetCoverLevels',
  commercialVehicleMonths: '/api/v1/ReferenceData/GetCommercialVehicleMonths',
  commercialVehicleDays: '/api/v1/ReferenceData/GetCommercialVehicleDays',
  employmentStatusTypes: '/api/v1/ReferenceData/GetEmploymentStatusTypes',
  genders: '/api/v1/ReferenceData/GetGenders',
  hearAboutUsOptions: '/api/v1/ReferenceData/GetHearAboutUsOptions',
  industryTypes: '/api/v1/ReferenceData/GetIndustryTypes',
  levelOfCoverTypes: '/api/v1/ReferenceData/GetLevelOfCoverTypes',
  licenceTypes: '/api/v1/ReferenceData/GetLicenceTypes',
  licenceRestrictions: '/api/v1/ReferenceData/GetLicenceRestrictions',
  licensingAreas: '/api/v1/ReferenceData/GetLicensingAreas',
  maritalStatuses: '/api/v1/ReferenceData/GetMaritalStatusList',
  medicalConditions: '/api/v1/ReferenceData/GetMedicalConditions',
  mileageIncrementOptions: '/api/v1/ReferenceData/GetMileageIncrementOptions',
  namedDriverLengthOnPolicy: '/api/v1/ReferenceData/GetNamedDriverLengthOnPolicy',
  noClaimsBonusYears: '/api/v1/ReferenceData/GetNoClaimsBonusYears',
  noClaimsDiscountTypes: '/api/v1/ReferenceData/GetNoClaimsDiscountTypes',
  occupationTypes: '/api/v1/ReferenceData/GetOccupationTypes',
  studentOccupationTypes: '/api/v1/ReferenceData/GetStudentOccupationTypes',
  studentCourseTypes: '/api/v1/ReferenceData/GetStudentCourseTypes',
  policyDrivingRestrictions: '/api/v1/ReferenceData/GetPolicyDrivingRestrictions',
  relationshipsToProposer: '/api/v1/ReferenceData/GetRelationshipToProposerList',
  titles: '/api/v1/ReferenceData/GetTitlesList',
  vehicleBodyTypes: '/api/v1/ReferenceData/GetVehicleBodyTypes',
  vehicleFuelTypes: '/api/v1/ReferenceData/GetVehicleFuelTypes',
  vehicleKeeperOptions: '/api/v1/ReferenceData/GetVehicleKeeperOptions',
  vehicleModifications: '/api/v1/ReferenceData/GetVehicleModifications',
  vehicleDoorCounts: '/api/v1/ReferenceData/GetVehicleDoorCounts',
  vehicleOwnershipOptions: '/api/v1/ReferenceData/GetVehicleOwnershipOptions',
  vehicleSecurityDevices: '/api/v1/ReferenceData/GetVehicleSecurityDevices',
  vehicleStorageOptions: '/api/v1/ReferenceData/GetVehicleStorageOptions',
  vehicleTransmissions: '/api/v1/ReferenceData/GetVehicleTransmissions',
  vehicleUses: '/api/v1/ReferenceData/GetVehicleUses',
  voluntaryExcessOptions: '/api/v1/ReferenceData/GetGetVoluntaryExcessOptions',
  businessRadiusOptions: '/api/v1/ReferenceData/GetBusinessRadius',
  deliveryOperators: '/api/v1/ReferenceData/GetDeliveryOperators',
  countriesOfRegistration: '/api/v1/ReferenceData/GetCountriesOfRegistration',
};

export const referenceListKeys = Object.keys(singleListPaths) as (keyof ReferenceData)[];

/** The camelCase operationId the contract gives a single-list path (its last segment, first letter lowered). */
export const operationIdOf = (path: SingleListPath): string => {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  return segment.charAt(0).toLowerCase() + segment.slice(1);
};
