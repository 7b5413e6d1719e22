import { describe, expect, it } from 'vitest';
import type { Quote } from './contract';
import { initialQuoteState, UNSET_DATE, type QuoteState } from './state';
import {
  apiQuoteFromState,
  quoteStateFromApi,
  toStateDate,
  toStateDateTime,
} from './quote-mapping';

const HOME = {
  postcode: 'M1 1AE',
  line1: '1 Piccadilly',
  line2: 'Flat 2',
  line3: 'Block B',
  line4: 'Estate',
  city: 'Manchester',
  county: 'Greater Manchester',
  country: 'United Kingdom',
};

/** Every field set, and set to something other than the state's default. */
function aFullApiQuote(): Quote {
  return {
    proposerDetails: {
      sourceReferenceId: 'PCW-42',
      emailAddress: 'sam.driver@example.com',
      phoneNumber: '07700900123',
      isHomeOwner: true,
      address: HOME,
      title: 'MS',
      firstName: 'Sam',
      lastNames: 'Driver',
      dateOfBirth: '1990-05-14',
      maritalStatus: 'M',
      isResidentFromBirth: false,
      ukResidenceSince: '2001-09-01',
      isFullTime: true,
      employmentType: 'E',
      occupation: 'A88',
      industry: '100',
      otherOccupation: 'C12',
      otherIndustry: '200',
      isMainDriver: false,
      licenceType: 'F',
      licenceObtained: '2010-06-01',
      licenceNumber: 'DRIVE905140SA9AB',
      hasCriminalConvictions: false,
      hasBeenRefusedCover: false,
      accessToOtherVehicles: true,
      numberOfVehiclesOwned: 2,
      numberOfVehiclesAccessTo: 1,
      motoringConvictions: [
        {
          dateOfConviction: '2022-08-01',
          offenceCode: 'SP30',
          wasDisqualified: false,
          banStartDate: null,
          banEndDate: null,
          numberOfPoints: 3,
          fineAmount: 100,
          isPending: false,
        },
      ],
      motoringClaims: [
        {
          dateOfClaim: '2023-03-10',
          typeOfClaim: 'AD',
          statusOfClaim: 'SETTLED',
          atFault: false,
          noClaimsBonusAffected: false,
          costOfClaim: 850,
        },
      ],
    },
    vehicleDetails: {
      licencingAuthority: 'MAN',
      abiCode: '32120102',
      abiGroup: 14,
      registration: 'DL19 CAR',
      make: 'TOYOTA',
      model: 'PRIUS',
      numberOfDoors: '5',
      bodyType: 'Hatchback',
      fuelType: 'Hybrid',
      transmission: 'A',
      grossWeight: 1800,
      engineSize: 1798,
      value: 12000,
      yearOfManufacture: 2019,
      isLeftHandDrive: false,
      datePurchased: '2021-04-01',
      isQPlate: false,
      isImported: true,
      vehicleUse: 'HR',
      annualMileage: 20000,
      businessMileage: 15000,
      ownership: 'P',
      registeredKeeper: 'P',
      registrationDate: '2019-03-01',
      countryOfRegistration: 'IE',
      numberOfSeats: 5,
      vehicleOvernight: 'DRIVE',
      overnightAddress: { ...HOME, line1: '9 Depot Road' },
      modifications: [
        {
          modificationCode: 'TOWBAR',
          value: 250,
          isForMedicalReasons: false,
          isCurrentInsurerNotified: false,
        },
      ],
      securityDevices: ['ALARM'],
      vehiclePurchased: true,
      isNotKeptAtHomeAddressOverNight: true,
      deliveryCompany: 'DELIVEROO',
    },
    coverDetails: {
      operatingArea: 'NW',
      levelOfCover: 'TPFT',
      effectiveFrom: '2025-07-01T09:00:00.000Z',
      effectiveTo: '2026-06-30T23:59:00.000Z',
      voluntaryExcess: 250,
      yearsOfNoClaimsDiscount: 3,
      protectNoClaimsDiscount: true,
      doesDriveAnotherVehicle: true,
      otherVehicleType: 'VAN',
      typeOfPolicyNCDEarned: 'PC',
    },
    additionalDrivers: [
      {
        title: 'MR',
        firstName: 'Jo',
        lastNames: 'Rider',
        dateOfBirth: '1992-01-02',
        relationshipToProposer: 'S',
      },
    ],
    additionalQuestions: { howDidYouHearAboutUs: 'AD', experienceDrivingCompnayCar: 'N' },
    hasAdditionalDriver: true,
    notificationSource: 'EMAIL',
    redirectedFrom: 'PCW',
    marketingPreferences: { emailOptIn: false, phoneOptIn: false, smsOptIn: false },
  };
}

const riskSections = ['proposerDetails', 'vehicleDetails', 'coverDetails'] as const;

describe('toStateDate', () => {
  it('keeps the calendar date as written, whatever the time or offset', () => {
    expect(toStateDate('1990-05-14')).toBe('1990-05-14');
    expect(toStateDate('1990-05-14T23:30:00+01:00')).toBe('1990-05-14');
    expect(toStateDate('1990-05-14T00:00:00Z')).toBe('1990-05-14');
  });

  it.each([null, undefined, '', UNSET_DATE, '1700-02-01T00:00:00Z', 'not a date', '2023-02-30'])(
    'gives the unset sentinel for %s',
    (value) => {
      expect(toStateDate(value)).toBe(UNSET_DATE);
    },
  );
});

describe('toStateDateTime', () => {
  it('normalises to a UTC ISO date-time', () => {
    expect(toStateDateTime('2025-07-01T10:00:00+01:00')).toBe('2025-07-01T09:00:00.000Z');
    expect(toStateDateTime('2025-07-01T09:00:00Z')).toBe('2025-07-01T09:00:00.000Z');
  });

  it.each([null, undefined, '', UNSET_DATE, 'soon'])('gives the unset sentinel for %s', (value) => {
    expect(toStateDateTime(value)).toBe(UNSET_DATE);
  });
});

describe('quoteStateFromApi', () => {
  it('fills every risk field of the state from a complete API quote', () => {
    const initial = initialQuoteState();
    const state = quoteStateFromApi(aFullApiQuote());
    for (const section of riskSections) {
      for (const [key, value] of Object.entries(initial[section])) {
        expect.soft(state[section][key as never], `${section}.${key}`).not.toEqual(value);
      }
    }
    expect(state.additionalDrivers).toHaveLength(1);
    expect(state.additionalQuestions).toEqual({
      howDidYouHearAboutUs: 'AD',
      experienceDrivingCompnayCar: 'N',
    });
    expect(state.hasAdditionalDriver).toBe(true);
    expect(state.notificationSource).toBe('EMAIL');
    expect(state.redirectedFrom).toBe('PCW');
    expect(state.marketingPreferences).toEqual({
      emailOptIn: false,
      phoneOptIn: false,
      smsOptIn: false,
    });
  });

  it('keeps the UI fields of the base', () => {
    const base: QuoteState = { ...initialQuoteState(), activeStep: 4, aggLoading: true };
    const state = quoteStateFromApi(aFullApiQuote(), base);
    expect(state.activeStep).toBe(4);
    expect(state.aggLoading).toBe(true);
    expect(state.hasRiskDataChanged).toBe(false);
    expect(state.completedSteps).toEqual(base.completedSteps);
  });

  it('keeps the base defaults for fields the API omits', () => {
    const minimal: Quote = {
      proposerDetails: {
        address: { postcode: 'M1 1AE', line1: '1 Piccadilly' },
        title: 'MR',
        firstName: 'Sam',
        lastNames: 'Driver',
        dateOfBirth: '1990-05-14',
        isMainDriver: true,
      },
      vehicleDetails: { registration: '', value: 0 },
      coverDetails: {
        levelOfCover: 'COMP',
        effectiveFrom: '2025-07-01T09:00:00Z',
        voluntaryExcess: 0,
      },
    };
    const base: QuoteState = {
      ...initialQuoteState(),
      notificationSource: 'SMS',
      marketingPreferences: { emailOptIn: false, phoneOptIn: true, smsOptIn: true },
    };
    const state = quoteStateFromApi(minimal, base);
    expect(state.proposerDetails.motoringClaims).toEqual([]);
    expect(state.proposerDetails.ukResidenceSince).toBe(UNSET_DATE);
    expect(state.vehicleDetails.modifications).toEqual([]);
    expect(state.vehicleDetails.registrationDate).toBe(UNSET_DATE);
    expect(state.coverDetails.effectiveTo).toBe(UNSET_DATE);
    expect(state.additionalDrivers).toEqual([]);
    expect(state.notificationSource).toBe('SMS');
    expect(state.marketingPreferences.emailOptIn).toBe(false);
  });

  it('gives a partial address every line, null where the API left it out', () => {
    const quote = aFullApiQuote();
    quote.proposerDetails.address = { postcode: 'M1 1AE', line1: '1 Piccadilly' };
    expect(quoteStateFromApi(quote).proposerDetails.address).toEqual({
      postcode: 'M1 1AE',
      line1: '1 Piccadilly',
      line2: null,
      line3: null,
      line4: null,
      city: null,
      county: null,
      country: null,
    });
  });

  it('turns null dates into the unset sentinel', () => {
    const quote = aFullApiQuote();
    quote.proposerDetails.licenceObtained = null;
    quote.vehicleDetails.datePurchased = null;
    quote.coverDetails.effectiveTo = null;
    const state = quoteStateFromApi(quote);
    expect(state.proposerDetails.licenceObtained).toBe(UNSET_DATE);
    expect(state.vehicleDetails.datePurchased).toBe(UNSET_DATE);
    expect(state.coverDetails.effectiveTo).toBe(UNSET_DATE);
  });

  it('reads the deprecated doesDriverOtherVehicle when doesDriveAnotherVehicle is absent', () => {
    const quote = aFullApiQuote();
    delete quote.coverDetails.doesDriveAnotherVehicle;
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the old spelling is the case under test
    quote.coverDetails.doesDriverOtherVehicle = true;
    const state = quoteStateFromApi(quote);
    expect(state.coverDetails.doesDriveAnotherVehicle).toBe(true);
    expect(state.coverDetails).not.toHaveProperty('doesDriverOtherVehicle');
  });

  it('leaves out API fields the state does not hold', () => {
    const quote: Quote = {
      ...aFullApiQuote(),
      totalCompulsoryExcess: 350,
    };
    quote.vehicleDetails.businessRadius = 'R50';
    const state = quoteStateFromApi(quote);
    expect(state).not.toHaveProperty('totalCompulsoryExcess');
    expect(state.vehicleDetails).not.toHaveProperty('businessRadius');
  });
});

describe('apiQuoteFromState', () => {
  it('sends every risk field and none of the UI fields', () => {
    const state: QuoteState = {
      ...quoteStateFromApi(aFullApiQuote()),
      activeStep: 7,
      aggLoading: true,
      hasRiskDataChanged: true,
    };
    const quote = apiQuoteFromState(state);
    expect(Object.keys(quote).sort()).toEqual(
      [
        'additionalDrivers',
        'additionalQuestions',
        'coverDetails',
        'hasAdditionalDriver',
        'marketingPreferences',
        'notificationSource',
        'proposerDetails',
        'redirectedFrom',
        'vehicleDetails',
      ].sort(),
    );
    for (const section of riskSections) {
      expect(Object.keys(quote[section]).sort()).toEqual(Object.keys(state[section]).sort());
    }
  });

  it('sends unset dates as null where the API allows null', () => {
    const quote = apiQuoteFromState({
      ...initialQuoteState(),
      coverDetails: { ...initialQuoteState().coverDetails, levelOfCover: 'COMP' },
    });
    expect(quote.proposerDetails.ukResidenceSince).toBeNull();
    expect(quote.proposerDetails.licenceObtained).toBeNull();
    expect(quote.vehicleDetails.datePurchased).toBeNull();
    expect(quote.vehicleDetails.registrationDate).toBeNull();
    expect(quote.coverDetails.effectiveTo).toBeNull();
  });

  it('sends the sentinel where the API requires a date', () => {
    const quote = apiQuoteFromState({
      ...initialQuoteState(),
      coverDetails: { ...initialQuoteState().coverDetails, levelOfCover: 'COMP' },
    });
    expect(quote.proposerDetails.dateOfBirth).toBe(UNSET_DATE);
    expect(quote.coverDetails.effectiveFrom).toBe(UNSET_DATE);
  });

  it('refuses a quote without a level of cover', () => {
    expect(() => apiQuoteFromState(initialQuoteState())).toThrow(
      'A quote cannot be priced without a level of cover',
    );
  });
});

describe('round trip', () => {
  it('state → API → state gives the same state', () => {
    const state = quoteStateFromApi(aFullApiQuote());
    expect(quoteStateFromApi(apiQuoteFromState(state))).toEqual(state);
  });

  it('API → state → API gives the same quote once dates are normalised', () => {
    const quote = aFullApiQuote();
    expect(apiQuoteFromState(quoteStateFromApi(quote))).toEqual(quote);
  });

  it('keeps unset dates unset', () => {
    const state: QuoteState = {
      ...initialQuoteState(),
      coverDetails: { ...initialQuoteState().coverDetails, levelOfCover: 'TPO' },
    };
    expect(quoteStateFromApi(apiQuoteFromState(state))).toEqual(state);
  });
});
