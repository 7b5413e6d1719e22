/** Test data for the journey: API answers as the services give them, with overrides. */
import type {
  AddressSearchItem,
  FullAddress,
  PaymentCollectionOption,
  QuoteDetails,
  QuoteResult,
  UnderwritingOutcome,
  UnderwrittenOption,
  VehicleLookupResult,
} from '../core/contract';
import type { PaymentSetUp } from '../core/types';
import type { StepAnswers } from '../wizard/step-answers';
import type { StepId } from '../wizard/navigation';

const money = (amount: number) => ({ amount, currency: 'GBP' });

export function aCollectionOption(
  overrides: Partial<PaymentCollectionOption> = {},
): PaymentCollectionOption {
  return {
    code: 'ANNUAL_CARD_IN_FULL',
    paymentMethod: 'CARD_PAYMENT',
    totalAmountPayable: money(1088.36),
    interestAmount: money(0),
    upFrontAmount: money(1088.36),
    standardInstalmentAmount: money(0),
    totalAmountOfCredit: money(0),
    appliedInstalmentCount: 0,
    apr: 0,
    fixedInterestRate: 0,
    ...overrides,
  };
}

export const aDirectDebitOption = (overrides: Partial<PaymentCollectionOption> = {}) =>
  aCollectionOption({
    code: 'FINANCE_PLAN_S_V1',
    paymentMethod: 'DIRECT_DEBIT',
    totalAmountPayable: money(1238.01),
    interestAmount: money(149.65),
    upFrontAmount: money(90.7),
    standardInstalmentAmount: money(104.3),
    unequalInstalmentAmount: money(104.31),
    totalAmountOfCredit: money(997.66),
    appliedInstalmentCount: 11,
    apr: 33,
    fixedInterestRate: 15,
    ...overrides,
  });

export function anOption(overrides: Partial<UnderwrittenOption> = {}): UnderwrittenOption {
  return {
    optionId: 'OPT-1',
    policyTermType: 'Annual',
    effectiveFrom: '2026-11-23T09:00:00.000Z',
    effectiveTo: '2027-11-22T23:59:59.999Z',
    insurerName: 'Northgate Commercial Motor Underwriting Ltd',
    paymentCollectionOptions: [aCollectionOption(), aDirectDebitOption()],
    underwrittenExcesses: [{ excessCode: 'XS_COMPULSORY', totalAmount: money(250) }],
    underwrittenDataPoints: [
      {
        underwrittenPrice: {
          totalPremium: money(1088.36),
          netPremium: money(940.5),
          fees: money(35),
          iptAmount: money(112.86),
        },
      },
    ],
    underwrittenEndorsements: [],
    ...overrides,
  };
}

/** A 30-day subscription option, as a restart is priced (spec 2 §2, §9): paid in full by card only. */
export function aThirtyDayOption(overrides: Partial<UnderwrittenOption> = {}): UnderwrittenOption {
  return anOption({
    optionId: 'OPT-30',
    policyTermType: 'ThirtyDay',
    effectiveFrom: '2026-11-23T09:00:00.000Z',
    effectiveTo: '2026-12-22T23:59:59.999Z',
    paymentCollectionOptions: [
      aCollectionOption({
        code: 'SHORT_TERM_CARD_PAYMENT_V1',
        totalAmountPayable: money(133.51),
        upFrontAmount: money(133.51),
      }),
    ],
    ...overrides,
  });
}

export function anOutcome(overrides: Partial<UnderwritingOutcome> = {}): UnderwritingOutcome {
  return {
    outcome: 'Quoted',
    underwritingOutcomeResponseId: 'UOR-1',
    underwritingOutcomeResponseDate: '2026-11-22T10:00:00.000Z',
    underwrittenOptions: [anOption()],
    underWrittenEndorsements: [],
    ...overrides,
  };
}

export function aQuoteResult(overrides: Partial<QuoteResult> = {}): QuoteResult {
  const outcome = overrides.underwritingOutcome ?? anOutcome();
  return {
    quoteRef: 'DC-TEST0001',
    expiryDate: '2026-12-22T10:00:00.000Z',
    didRefer: outcome.outcome === 'Referred',
    didDecline: outcome.outcome === 'Declined',
    underReview: outcome.outcome === 'UnderReview',
    isLatestFullyPricedQuote: true,
    underwritingOutcome: outcome,
    paymentProvider: 'SANDBOX',
    affordabilityCheck: false,
    licenceNumberRequired: false,
    ...overrides,
  };
}

export function aVehicleLookup(overrides: Partial<VehicleLookupResult> = {}): VehicleLookupResult {
  return {
    isCommercialVehicle: false,
    isMotorCycle: false,
    vehicleInfo: {
      registration: 'DL19CAR',
      make: { code: 'TOYOTA', desc: 'Toyota' },
      model: { code: 'PRIUS', desc: 'Prius 1.8 Hybrid' },
      numberOfDoors: { code: '5', desc: '5 doors' },
      bodyType: { code: 'HB', desc: 'Hatchback' },
      cubicCapacity: 1798,
      fuelType: { code: 'H', desc: 'Hybrid' },
      transmission: { code: 'A', desc: 'Automatic' },
      value: 14500,
      yearOfManufacture: 2019,
      registrationDate: '2019-03-01',
      abiCode: '46290310',
      abiGroup: 15,
      numberOfSeats: 5,
      grossWeight: 1790,
      isQPlate: false,
    },
    ...overrides,
  };
}

/** The first address the search for postcode SW1A 1AA finds. */
export function anAddressSearchItem(overrides: Partial<AddressSearchItem> = {}): AddressSearchItem {
  return {
    itemId: 'SW1A1AA-1',
    searchResult: 'Flat 1, Regency Mansions, 48 Palace Road, London, SW1A 1AA',
    ...overrides,
  };
}

/** The full address of the first SW1A 1AA search result. */
export function aFullAddress(overrides: Partial<FullAddress> = {}): FullAddress {
  return {
    line1: 'Flat 1, Regency Mansions',
    line2: '48 Palace Road',
    line3: '',
    city: 'London',
    company: '',
    postalCode: 'SW1A 1AA',
    ...overrides,
  };
}

/** Answers for each wizard step of a quotable direct customer (DL19 CAR, SW1A 1AA). */
export function answersFor(step: StepId, overrides: StepAnswers = {}): StepAnswers {
  const base: Record<StepId, StepAnswers> = {
    vehicleDetails: { vehicleDetails: { registration: 'DL19CAR' } },
    vehicleDetailsTwo: {
      vehicleDetails: {
        value: 14500,
        vehiclePurchased: true,
        datePurchased: '2021-04-01',
        ownership: 'P',
        registeredKeeper: 'P',
        vehicleUse: 'HR',
        deliveryCompany: 'JUSTEAT',
        annualMileage: 15000,
        isImported: false,
        isLeftHandDrive: false,
        modifications: [],
      },
    },
    aboutYou: {
      proposerDetails: {
        title: 'MR',
        firstName: 'Sam',
        lastNames: 'Carter',
        dateOfBirth: '1991-09-03',
        emailAddress: 'sam.carter@example.com',
        phoneNumber: '07700900123',
        maritalStatus: 'M',
        isHomeOwner: true,
        address: { postcode: 'SW1A 1AA', line1: 'Flat 1, Regency Mansions', city: 'London' },
      },
      vehicleDetails: { isNotKeptAtHomeAddressOverNight: false },
    },
    driverDetails: {
      proposerDetails: {
        isResidentFromBirth: true,
        employmentType: 'S',
        occupation: 'D34',
        industry: '703',
        isFullTime: true,
        licenceType: 'F',
        licenceObtained: '2010-06-01',
      },
    },
    driverDetailsTwo: {
      proposerDetails: {
        motoringConvictions: [],
        motoringClaims: [],
        hasCriminalConvictions: false,
        hasBeenRefusedCover: false,
        accessToOtherVehicles: false,
      },
      hasAdditionalDriver: false,
    },
    additionalDrivers: { additionalDrivers: [] },
    vehicleCover: {
      coverDetails: {
        levelOfCover: 'COMP',
        effectiveFrom: '2026-11-23T09:00:00.000Z',
        voluntaryExcess: 250,
        yearsOfNoClaimsDiscount: 4,
        protectNoClaimsDiscount: false,
      },
      additionalQuestions: { howDidYouHearAboutUs: 'AD' },
    },
  };
  return { ...base[step], ...overrides };
}

export function aQuoteDetails(overrides: Partial<QuoteDetails> = {}): QuoteDetails {
  return {
    metaData: { quoteRef: 'AGGQ-TEST-1', expiryDate: '2026-12-22T10:00:00.000Z' },
    underwritingOutcome: anOutcome(),
    paymentProvider: 'SANDBOX',
    quoteDetails: {
      proposerDetails: {
        title: 'MR',
        firstName: 'Sam',
        lastNames: 'Carter2',
        dateOfBirth: '1991-09-03',
        address: { postcode: 'SW1A 1AA', line1: 'Flat 1, Regency Mansions' },
        isMainDriver: true,
        motoringClaims: [],
        motoringConvictions: [],
      },
      vehicleDetails: {
        registration: 'DL19CAR',
        value: 14500,
        modifications: [],
        securityDevices: [],
      },
      coverDetails: {
        levelOfCover: 'COMP',
        effectiveFrom: '2026-11-23T09:07:00.000Z',
        voluntaryExcess: 250,
      },
      additionalDrivers: [],
    },
    licenceNumberRequired: false,
    ...overrides,
  };
}

/** The sandbox provider set up for a card payment of £450. */
export function aPaymentSetUp(overrides: Partial<PaymentSetUp> = {}): PaymentSetUp {
  return {
    provider: 'SANDBOX',
    publishableKey: null,
    merchantAccountId: null,
    clientToken: null,
    amount: 450,
    currency: 'GBP',
    country: 'GB',
    ...overrides,
  };
}
