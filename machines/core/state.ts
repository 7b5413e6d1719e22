/**
 * The journey's stored state and its initial values (spec 1 §3, spec 2 §3): every field the spec lists,
 * with its default. Unset dates hold the contract's 1700-02-01 sentinel (shared/domain.ts, as the sandbox does).
 */
import type {
  AddOnCode,
  AdditionalDriver,
  AdditionalQuestions,
  Address,
  Claim,
  Conviction,
  MarketingPreferences,
  Modification,
  PaymentCollectionOption,
  PaymentMethod,
  PaymentProvider,
  PortalUserStatus,
  QuoteOutcome,
  UnderwritingOutcome,
  UnderwrittenOption,
  VehicleInfo,
} from './contract';
import { stepIds, type StepId } from '../wizard/navigation';
import { UNSET_DATE, holdsUnsetDate } from '../../shared/domain';

export { UNSET_DATE };

/** A date the journey holds that was not given: none, empty, or the contract's sentinel (spec 1 §3). */
export const isUnsetDate = (value: string | null | undefined): boolean =>
  value == null || value === '' || holdsUnsetDate(value);

export interface ProposerState {
  sourceReferenceId: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  isHomeOwner: boolean | null;
  address: Address;
  title: string;
  firstName: string;
  lastNames: string;
  dateOfBirth: string;
  maritalStatus: string | null;
  isResidentFromBirth: boolean | null;
  ukResidenceSince: string;
  isFullTime: boolean | null;
  employmentType: string | null;
  occupation: string | null;
  industry: string | null;
  otherOccupation: string | null;
  otherIndustry: string | null;
  isMainDriver: boolean;
  licenceType: string | null;
  licenceObtained: string;
  licenceNumber: string | null;
  hasCriminalConvictions: boolean | null;
  hasBeenRefusedCover: boolean | null;
  accessToOtherVehicles: boolean | null;
  numberOfVehiclesOwned: number | null;
  numberOfVehiclesAccessTo: number | null;
  motoringConvictions: Conviction[];
  motoringClaims: Claim[];
}

export interface VehicleState {
  licencingAuthority: string | null;
  abiCode: string | null;
  abiGroup: number | null;
  registration: string;
  make: string | null;
  model: string | null;
  numberOfDoors: string | null;
  bodyType: string | null;
  fuelType: string | null;
  transmission: string | null;
  grossWeight: number | null;
  engineSize: number | null;
  value: number;
  yearOfManufacture: number | null;
  isLeftHandDrive: boolean | null;
  datePurchased: string;
  isQPlate: boolean | null;
  isImported: boolean | null;
  vehicleUse: string | null;
  annualMileage: number | null;
  businessMileage: number | null;
  ownership: string | null;
  registeredKeeper: string | null;
  registrationDate: string;
  countryOfRegistration: string | null;
  numberOfSeats: number | null;
  vehicleOvernight: string | null;
  overnightAddress: Address | null;
  modifications: Modification[];
  securityDevices: string[];
  vehiclePurchased: boolean | null;
  isNotKeptAtHomeAddressOverNight: boolean | null;
  deliveryCompany: string | null;
}

export interface CoverState {
  operatingArea: string | null;
  levelOfCover: 'COMP' | 'TPFT' | 'TPO' | null;
  effectiveFrom: string;
  effectiveTo: string;
  voluntaryExcess: number;
  yearsOfNoClaimsDiscount: number | null;
  protectNoClaimsDiscount: boolean | null;
  doesDriveAnotherVehicle: boolean | null;
  otherVehicleType: string | null;
  typeOfPolicyNCDEarned: string | null;
}

/** The flags the spec keeps past the wizard's steps (which come from the step list). */
const completedPageKeys = [
  'results',
  'durationPanel',
  // The spec's stored name for the comparison-site results page (/pcw-result), kept as it is persisted.
  'pcwResults',
  'paymentSummary',
  'makePayment',
  'thankYou',
  'decline',
  'timeOut',
  'error',
  'referral',
] as const;

/** The completed-step flags: each wizard step's, in step order, then the pages'. */
export const completedStepKeys: readonly CompletedStepKey[] = [...stepIds, ...completedPageKeys];

export type CompletedStepKey = StepId | (typeof completedPageKeys)[number];
export type CompletedSteps = Record<CompletedStepKey, boolean>;

export interface QuoteState {
  proposerDetails: ProposerState;
  vehicleDetails: VehicleState;
  coverDetails: CoverState;
  additionalDrivers: AdditionalDriver[];
  additionalQuestions: AdditionalQuestions;
  hasAdditionalDriver: boolean | null;
  notificationSource: string | null;
  redirectedFrom: string | null;
  /** The furthest wizard step reached, 1 to 7. */
  activeStep: number;
  aggLoading: boolean;
  hasRiskDataChanged: boolean;
  marketingPreferences: MarketingPreferences;
  completedSteps: CompletedSteps;
  /** A step of this quote was submitted with the honeypot filled (spec 1 §5); stays set until a new quote. */
  isSuspectedSpam: boolean;
}

export interface ThirtyDayQuoteState {
  quoteRef: string | null;
  showOnly30DayQuote: boolean;
  thirtyDayUnderwritingOutcome: UnderwritingOutcome | null;
}

export interface ResultState {
  quoteRef: string | null;
  didRefer: boolean;
  didDecline: boolean;
  underwritingOutcome: UnderwritingOutcome | null;
  outcome: QuoteOutcome | null;
  expiryDate: string | null;
  underReview: boolean;
  isLatestFullyPricedQuote: boolean;
  telematicsDeviceProvider: string | null;
  paymentProvider: PaymentProvider;
  affordabilityCheck: boolean;
  licenceNumberRequired: boolean;
  selectedOption: UnderwrittenOption | null;
  thirtyDayQuoteDetails: ThirtyDayQuoteState;
}

export interface PaymentState {
  selectedPaymentMethod: PaymentMethod | null;
  selectedPaymentOption: PaymentCollectionOption | null;
  /** The add-ons the shown price includes (spec 2 §3 Payment state); the extras chosen on the results page. */
  addons: AddOnCode[];
  automaticRenewal: boolean;
  renewalOptOut: boolean | null;
  portalUserStatus: PortalUserStatus;
  sendWelcomePack: boolean;
  paymentDate: string | null;
  fee: number | null;
  allowableOptions: PaymentCollectionOption[];
  is30DayQuote: boolean;
  policyReference: string | null;
  paymentIntentId: string | null;
  /**
   * The payment attempt under way: its calls carry idempotency keys made from it, so a retry after a time-out
   * or a reload charges and takes up once. A definite answer (declined, refused) ends the attempt.
   */
  attemptKey: string | null;
}

export interface ContactState {
  contactPhoneNumber: string;
  contactEmail: string;
  sendPolicyDocumentByEmail: boolean;
  sendPolicyDocumentsByPost: boolean | null;
  marketingPreferenceSms: boolean;
  marketingPreferenceEmail: boolean;
  marketingPreferencePhone: boolean;
  annualIncome: number | null;
}

export interface VehicleLookupState {
  isCommercialVehicle: boolean;
  isMotorCycle: boolean;
  vehicleInfo: VehicleInfo | null;
}

export interface AggregatorState {
  token: string;
  quoteRef: string;
  expiryDate: string | null;
  licenceNumberRequired: boolean;
  partner: string | null;
}

export const emptyAddress = (): Address => ({
  postcode: '',
  line1: '',
  line2: null,
  line3: null,
  line4: null,
  city: null,
  county: null,
  country: null,
});

export const initialCompletedSteps = (): CompletedSteps =>
  Object.fromEntries(completedStepKeys.map((key) => [key, false])) as CompletedSteps;

export function initialQuoteState(): QuoteState {
  return {
    proposerDetails: {
      sourceReferenceId: null,
      emailAddress: null,
      phoneNumber: null,
      isHomeOwner: null,
      address: emptyAddress(),
      title: '',
      firstName: '',
      lastNames: '',
      dateOfBirth: UNSET_DATE,
      maritalStatus: null,
      isResidentFromBirth: null,
      ukResidenceSince: UNSET_DATE,
      isFullTime: null,
      employmentType: null,
      occupation: null,
      industry: null,
      otherOccupation: null,
      otherIndustry: null,
      isMainDriver: true,
      licenceType: null,
      licenceObtained: UNSET_DATE,
      licenceNumber: null,
      hasCriminalConvictions: null,
      hasBeenRefusedCover: null,
      accessToOtherVehicles: null,
      numberOfVehiclesOwned: null,
      numberOfVehiclesAccessTo: null,
      motoringConvictions: [],
      motoringClaims: [],
    },
    vehicleDetails: {
      licencingAuthority: null,
      abiCode: null,
      abiGroup: null,
      registration: '',
      make: null,
      model: null,
      numberOfDoors: null,
      bodyType: null,
      fuelType: null,
      transmission: null,
      grossWeight: null,
      engineSize: null,
      value: 0,
      yearOfManufacture: null,
      isLeftHandDrive: null,
      datePurchased: UNSET_DATE,
      isQPlate: null,
      isImported: null,
      vehicleUse: null,
      annualMileage: null,
      businessMileage: null,
      ownership: null,
      registeredKeeper: null,
      registrationDate: UNSET_DATE,
      countryOfRegistration: null,
      numberOfSeats: null,
      vehicleOvernight: null,
      overnightAddress: null,
      modifications: [],
      securityDevices: [],
      vehiclePurchased: null,
      isNotKeptAtHomeAddressOverNight: null,
      deliveryCompany: null,
    },
    coverDetails: {
      operatingArea: null,
      levelOfCover: null,
      effectiveFrom: UNSET_DATE,
      effectiveTo: UNSET_DATE,
      voluntaryExcess: 0,
      yearsOfNoClaimsDiscount: null,
      protectNoClaimsDiscount: null,
      doesDriveAnotherVehicle: null,
      otherVehicleType: null,
      typeOfPolicyNCDEarned: null,
    },
    additionalDrivers: [],
    additionalQuestions: {},
    hasAdditionalDriver: null,
    notificationSource: null,
    redirectedFrom: null,
    activeStep: 1,
    aggLoading: false,
    hasRiskDataChanged: false,
    marketingPreferences: { emailOptIn: true, phoneOptIn: true, smsOptIn: true },
    completedSteps: initialCompletedSteps(),
    isSuspectedSpam: false,
  };
}

export function initialResultState(): ResultState {
  return {
    quoteRef: null,
    didRefer: false,
    didDecline: false,
    underwritingOutcome: null,
    outcome: null,
    expiryDate: null,
    underReview: false,
    isLatestFullyPricedQuote: false,
    telematicsDeviceProvider: null,
    paymentProvider: 'BRAINTREE',
    affordabilityCheck: false,
    licenceNumberRequired: false,
    selectedOption: null,
    thirtyDayQuoteDetails: {
      quoteRef: null,
      showOnly30DayQuote: false,
      thirtyDayUnderwritingOutcome: null,
    },
  };
}

/** The default instalment count of the finance plan (spec 2 §3). */
export const DEFAULT_INSTALMENT_COUNT = 11;

export function initialPaymentState(): PaymentState {
  return {
    selectedPaymentMethod: null,
    selectedPaymentOption: null,
    addons: [],
    automaticRenewal: false,
    renewalOptOut: null,
    portalUserStatus: 'USER_NOT_CREATED',
    sendWelcomePack: false,
    paymentDate: null,
    fee: null,
    allowableOptions: [],
    is30DayQuote: false,
    policyReference: null,
    paymentIntentId: null,
    attemptKey: null,
  };
}

export function initialContactState(): ContactState {
  return {
    contactPhoneNumber: '',
    contactEmail: '',
    sendPolicyDocumentByEmail: true,
    sendPolicyDocumentsByPost: null,
    marketingPreferenceSms: true,
    marketingPreferenceEmail: true,
    marketingPreferencePhone: true,
    annualIncome: null,
  };
}

export function initialVehicleLookupState(): VehicleLookupState {
  return { isCommercialVehicle: false, isMotorCycle: false, vehicleInfo: null };
}
