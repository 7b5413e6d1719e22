import { describe, expect, it } from 'vitest';
import { aQuote, merge as overlay, type DeepPartial } from '../../tests/support/factories';
import type { AdditionalDriver, Quote, QuoteDetails } from '../core/contract';
import { initialQuoteState, UNSET_DATE, type QuoteState } from '../core/state';
import { deriveIsFullTime, mergeLoadedQuote } from './aggregator-merge';

const NOW = new Date('2025-06-30T08:07:00.000Z');

const HOME = {
  postcode: 'M1 1AE',
  line1: '1 Piccadilly',
  line2: null,
  line3: null,
  line4: null,
  city: 'Manchester',
  county: null,
  country: 'United Kingdom',
};
const DEPOT = { ...HOME, postcode: 'M4 4AA', line1: '9 Depot Road' };

function aDriver(overrides: Partial<AdditionalDriver> = {}): AdditionalDriver {
  return {
    title: 'MR',
    firstName: 'Jo',
    lastNames: 'Rider',
    dateOfBirth: '1992-01-02',
    ...overrides,
  };
}

function aLoadedQuote(overrides: DeepPartial<Quote> = {}): QuoteDetails {
  return {
    metaData: { quoteRef: 'QTE-000123', expiryDate: '2025-07-30T23:59:59Z' },
    underwritingOutcome: {
      outcome: 'Quoted',
      underwritingOutcomeResponseId: 'uor-1',
      underwritingOutcomeResponseDate: '2025-06-30T08:00:00Z',
      underwrittenOptions: [],
      underWrittenEndorsements: [],
    },
    paymentProvider: 'SANDBOX',
    licenceNumberRequired: false,
    quoteDetails: overlay<Quote>(
      aQuote({
        proposerDetails: { lastNames: 'Driver', address: HOME, dateOfBirth: '1990-05-14' },
        coverDetails: {
          effectiveFrom: '2025-07-01T09:00:00.000Z',
          effectiveTo: '2026-06-30T23:59:00.000Z',
        },
      }),
      overrides,
    ),
  };
}

const merge = (details: QuoteDetails, state: QuoteState = initialQuoteState()) =>
  mergeLoadedQuote(state, details, NOW, 'aggregator');

describe('mergeLoadedQuote', () => {
  it('fills the quote from the loaded risk data', () => {
    const quote = merge(aLoadedQuote());
    expect(quote.proposerDetails.firstName).toBe('Alex');
    expect(quote.proposerDetails.dateOfBirth).toBe('1990-05-14');
    expect(quote.vehicleDetails.registration).toBe('DL19 CAR');
    expect(quote.coverDetails.levelOfCover).toBe('COMP');
  });

  it('jumps to the cover step with every earlier step complete', () => {
    const quote = merge(aLoadedQuote({ additionalDrivers: [aDriver()] }));
    expect(quote.activeStep).toBe(7);
    expect(quote.completedSteps).toMatchObject({
      vehicleDetails: true,
      vehicleDetailsTwo: true,
      aboutYou: true,
      driverDetails: true,
      driverDetailsTwo: true,
      additionalDrivers: true,
      vehicleCover: false,
      results: false,
    });
  });

  it('has results still to see, even in a browser that saw another quote’s results', () => {
    const seenBefore = initialQuoteState();
    seenBefore.completedSteps = { ...seenBefore.completedSteps, results: true };
    expect(merge(aLoadedQuote(), seenBefore).completedSteps.results).toBe(false);
  });

  it('leaves the additional-drivers step incomplete when there are no drivers', () => {
    expect(merge(aLoadedQuote()).completedSteps.additionalDrivers).toBe(false);
  });

  it('strips digits from the surnames of the proposer and the additional drivers', () => {
    const quote = merge(
      aLoadedQuote({
        proposerDetails: { lastNames: 'Dr1ver 2' },
        additionalDrivers: [aDriver({ lastNames: '3Rider' })],
      }),
    );
    expect(quote.proposerDetails.lastNames).toBe('Drver');
    expect(quote.additionalDrivers[0]?.lastNames).toBe('Rider');
  });

  it.each([
    { drivers: [aDriver()], expected: true },
    { drivers: [], expected: false },
  ])('sets hasAdditionalDriver to $expected from the driver list', ({ drivers, expected }) => {
    const quote = merge(
      aLoadedQuote({ additionalDrivers: drivers, hasAdditionalDriver: !expected }),
    );
    expect(quote.hasAdditionalDriver).toBe(expected);
  });

  it.each([
    ['2025-07-01T09:07:00.000Z', '2025-07-01T09:00:00.000Z'],
    ['2025-07-01T09:08:00.000Z', '2025-07-01T09:15:00.000Z'],
    ['2025-06-01T09:00:00.000Z', '2025-06-30T08:30:00.000Z'],
    [UNSET_DATE, '2025-06-30T08:30:00.000Z'],
  ])('rounds the cover start %s to %s', (effectiveFrom, expected) => {
    const quote = merge(aLoadedQuote({ coverDetails: { effectiveFrom } }));
    expect(quote.coverDetails.effectiveFrom).toBe(expected);
  });

  it('keeps the loaded overnight address of a vehicle kept away from home', () => {
    const quote = merge(
      aLoadedQuote({
        vehicleDetails: { isNotKeptAtHomeAddressOverNight: true, overnightAddress: DEPOT },
      }),
    );
    expect(quote.vehicleDetails.overnightAddress).toEqual(DEPOT);
    expect(quote.proposerDetails.address).toEqual(HOME);
  });

  it('takes the home address as the overnight address when the aggregator sent none', () => {
    const quote = merge(
      aLoadedQuote({
        vehicleDetails: { isNotKeptAtHomeAddressOverNight: true, overnightAddress: null },
      }),
    );
    expect(quote.vehicleDetails.overnightAddress).toEqual(HOME);
  });

  it('leaves the overnight address alone when the vehicle is kept at home', () => {
    const quote = merge(
      aLoadedQuote({
        vehicleDetails: { isNotKeptAtHomeAddressOverNight: false, overnightAddress: null },
      }),
    );
    expect(quote.vehicleDetails.overnightAddress).toBeNull();
  });

  it('clears the loading flag', () => {
    const loading: QuoteState = { ...initialQuoteState(), aggLoading: true };
    expect(merge(aLoadedQuote(), loading).aggLoading).toBe(false);
  });

  it('keeps nothing of an earlier quote in storage', () => {
    const earlier: QuoteState = {
      ...initialQuoteState(),
      proposerDetails: {
        ...initialQuoteState().proposerDetails,
        motoringConvictions: [
          {
            dateOfConviction: '2022-08-01',
            offenceCode: 'SP30',
            wasDisqualified: false,
            numberOfPoints: 3,
            fineAmount: 100,
            isPending: false,
          },
        ],
      },
      additionalQuestions: { howDidYouHearAboutUs: 'RD' },
      notificationSource: 'SMS',
    };
    const loaded = aLoadedQuote();
    delete loaded.quoteDetails.proposerDetails.motoringConvictions;
    delete loaded.quoteDetails.additionalQuestions;
    delete loaded.quoteDetails.notificationSource;
    const quote = merge(loaded, earlier);
    expect(quote.proposerDetails.motoringConvictions).toEqual([]);
    expect(quote.additionalQuestions).toEqual({});
    expect(quote.notificationSource).toBe('SMS');
  });

  it('does not carry the honeypot mark of the answers given here over to the loaded quote', () => {
    const marked: QuoteState = { ...initialQuoteState(), isSuspectedSpam: true };
    expect(merge(aLoadedQuote(), marked).isSuspectedSpam).toBe(false);
  });

  it('derives isFullTime for an aggregator quote', () => {
    const quote = merge(
      aLoadedQuote({
        proposerDetails: {
          employmentType: 'E',
          occupation: 'A88',
          industry: '100',
          isFullTime: false,
        },
      }),
    );
    expect(quote.proposerDetails.isFullTime).toBe(true);
  });

  it.each(['restart', 'reminder'] as const)(
    'keeps the saved isFullTime answer on a %s',
    (source) => {
      const details = aLoadedQuote({
        proposerDetails: {
          employmentType: 'E',
          occupation: 'A88',
          industry: '100',
          isFullTime: false,
        },
      });
      const quote = mergeLoadedQuote(initialQuoteState(), details, NOW, source);
      expect(quote.proposerDetails.isFullTime).toBe(false);
      expect(quote.activeStep).toBe(7);
    },
  );
});

describe('deriveIsFullTime (spec 1 §4)', () => {
  const other = { employmentType: 'E', occupation: 'A88', industry: '100' };

  it('is true when all three differ from the default set and there is no other job', () => {
    expect(deriveIsFullTime({ ...other, otherOccupation: null, otherIndustry: null })).toBe(true);
    expect(deriveIsFullTime(other)).toBe(true);
    expect(deriveIsFullTime({ ...other, otherOccupation: 'no', otherIndustry: 'No' })).toBe(true);
    expect(deriveIsFullTime({ ...other, otherOccupation: '', otherIndustry: '' })).toBe(true);
  });

  it('is false for the default set', () => {
    expect(deriveIsFullTime({ employmentType: 'S', occupation: 'D34', industry: '703' })).toBe(
      false,
    );
  });

  it.each([{ employmentType: 'S' }, { occupation: 'D34' }, { industry: '703' }])(
    'is false when %o still matches the default',
    (match) => {
      expect(deriveIsFullTime({ ...other, ...match })).toBe(false);
    },
  );

  it.each([{ otherOccupation: 'C12' }, { otherIndustry: '200' }, { otherOccupation: 'yes' }])(
    'is false with another job %o',
    (job) => {
      expect(deriveIsFullTime({ ...other, ...job })).toBe(false);
    },
  );
});
