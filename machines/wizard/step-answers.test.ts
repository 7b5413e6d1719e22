import { describe, expect, it } from 'vitest';
import type { AdditionalDriver, Address } from '../core/contract';
import { initialQuoteState, type QuoteState } from '../core/state';
import {
  clearStaleAnswers,
  completeStep,
  mergeAnswers,
  riskOf,
  type StepAnswers,
} from './step-answers';
import { canVisitStep, furthestStep, stepIds, type StepId } from './navigation';
import { coverEndFor } from '../../shared/policy-terms';

const home: Address = { postcode: 'SW1A 1AA', line1: '1 Regency Mansions', city: 'London' };
const depot: Address = { postcode: 'LS1 1AA', line1: '2 Park Row', city: 'Leeds' };
const otherDepot: Address = { postcode: 'M1 1AE', line1: '1 Piccadilly', city: 'Manchester' };

const partner: AdditionalDriver = {
  title: 'MRS',
  firstName: 'Alex',
  lastNames: 'Carter',
  dateOfBirth: '1990-01-01',
};
const son: AdditionalDriver = {
  title: 'MR',
  firstName: 'Jo',
  lastNames: 'Carter',
  dateOfBirth: '2004-02-02',
};

const stepsBefore = (step: StepId): StepId[] => stepIds.slice(0, stepIds.indexOf(step));

/** A quote with the given steps complete and `activeStep` reached. */
function aQuote(
  activeStep: number,
  completed: readonly StepId[],
  overrides: Partial<QuoteState> = {},
): QuoteState {
  const quote = initialQuoteState();
  const completedSteps = { ...quote.completedSteps };
  for (const step of completed) completedSteps[step] = true;
  return {
    ...quote,
    proposerDetails: {
      ...quote.proposerDetails,
      title: 'MR',
      firstName: 'Sam',
      lastNames: 'Carter',
      dateOfBirth: '1991-09-03',
      address: home,
    },
    vehicleDetails: {
      ...quote.vehicleDetails,
      registration: 'DL19CAR',
      ownership: 'P',
      registeredKeeper: 'P',
      isNotKeptAtHomeAddressOverNight: false,
    },
    hasAdditionalDriver: false,
    activeStep,
    completedSteps,
    ...overrides,
  };
}

/** Every step complete, at step 7, with one additional driver. */
const aCompleteQuoteWithDriver = (overrides: Partial<QuoteState> = {}) =>
  aQuote(7, stepIds, { hasAdditionalDriver: true, additionalDrivers: [partner], ...overrides });

/** Every applicable step complete, at step 7, with no additional drivers. */
const aCompleteQuote = (overrides: Partial<QuoteState> = {}) =>
  aQuote(
    7,
    stepIds.filter((step) => step !== 'additionalDrivers'),
    overrides,
  );

const withLicence = (quote: QuoteState): QuoteState => ({
  ...quote,
  proposerDetails: { ...quote.proposerDetails, licenceNumber: 'CARTE909031SJ9AB' },
});

describe('mergeAnswers', () => {
  it('merges partial proposer, vehicle and cover answers over the stored ones', () => {
    const quote = aQuote(3, stepsBefore('aboutYou'));
    const merged = mergeAnswers(quote, {
      proposerDetails: { firstName: 'Samuel' },
      vehicleDetails: { annualMileage: 12000 },
      coverDetails: { voluntaryExcess: 250 },
    });
    expect(merged.proposerDetails).toEqual({ ...quote.proposerDetails, firstName: 'Samuel' });
    expect(merged.vehicleDetails).toEqual({ ...quote.vehicleDetails, annualMileage: 12000 });
    expect(merged.coverDetails).toEqual({ ...quote.coverDetails, voluntaryExcess: 250 });
  });

  it('returns the quote unchanged for empty answers', () => {
    const quote = aCompleteQuoteWithDriver({ additionalQuestions: { howDidYouHearAboutUs: 'AD' } });
    expect(mergeAnswers(quote, {})).toEqual(quote);
  });

  it('replaces the additional-driver list only when one is supplied', () => {
    const quote = aCompleteQuoteWithDriver();
    expect(mergeAnswers(quote, { additionalDrivers: [partner, son] }).additionalDrivers).toEqual([
      partner,
      son,
    ]);
    expect(mergeAnswers(quote, { additionalDrivers: [] }).additionalDrivers).toEqual([]);
    expect(mergeAnswers(quote, {}).additionalDrivers).toEqual([partner]);
  });

  it('merges additional questions only when supplied', () => {
    const quote = aQuote(7, [], {
      additionalQuestions: { howDidYouHearAboutUs: 'AD', claimFreeFor: '3' },
    });
    expect(
      mergeAnswers(quote, { additionalQuestions: { experienceDrivingCompnayCar: 'Y' } })
        .additionalQuestions,
    ).toEqual({ howDidYouHearAboutUs: 'AD', claimFreeFor: '3', experienceDrivingCompnayCar: 'Y' });
    expect(mergeAnswers(quote, {}).additionalQuestions).toEqual(quote.additionalQuestions);
  });

  it('sets the additional-driver answer when given, including null, and keeps it otherwise', () => {
    const quote = aQuote(5, [], { hasAdditionalDriver: true });
    expect(mergeAnswers(quote, {}).hasAdditionalDriver).toBe(true);
    expect(mergeAnswers(quote, { hasAdditionalDriver: false }).hasAdditionalDriver).toBe(false);
    expect(mergeAnswers(quote, { hasAdditionalDriver: null }).hasAdditionalDriver).toBeNull();
  });

  it('replaces the marketing preferences when supplied', () => {
    const quote = aQuote(1, []);
    const preferences = { emailOptIn: false, phoneOptIn: true, smsOptIn: false };
    expect(mergeAnswers(quote, { marketingPreferences: preferences }).marketingPreferences).toEqual(
      preferences,
    );
    expect(mergeAnswers(quote, {}).marketingPreferences).toEqual(quote.marketingPreferences);
  });

  it('leaves progress alone and does not change the quote it was given', () => {
    const quote = aQuote(3, stepsBefore('aboutYou'));
    const before = structuredClone(quote);
    const merged = mergeAnswers(quote, { proposerDetails: { lastNames: 'Jones' } });
    expect(merged.activeStep).toBe(3);
    expect(merged.completedSteps).toEqual(quote.completedSteps);
    expect(quote).toEqual(before);
  });
});

describe('clearStaleAnswers', () => {
  it('leaves the quote alone when no branching answer changed', () => {
    const before = aCompleteQuoteWithDriver({
      additionalQuestions: { howDidYouHearAboutUs: 'RD', isNamedDriverOnExistingPolicy: true },
    });
    const answers: StepAnswers = { proposerDetails: { firstName: 'Samuel' } };
    const after = mergeAnswers(before, answers);
    expect(clearStaleAnswers(before, after, answers)).toEqual(after);
  });

  it('does not change the quotes it was given', () => {
    const before = aCompleteQuoteWithDriver();
    const answers: StepAnswers = { hasAdditionalDriver: false };
    const after = mergeAnswers(before, answers);
    const snapshot = structuredClone(after);
    clearStaleAnswers(before, after, answers);
    expect(after).toEqual(snapshot);
    expect(before.additionalDrivers).toEqual([partner]);
  });
});

describe('completeStep: additional drivers', () => {
  it('clears the list and un-completes the step when the answer changes from yes to no', () => {
    const quote = completeStep(aCompleteQuoteWithDriver(), 'driverDetailsTwo', {
      hasAdditionalDriver: false,
    });
    expect(quote.hasAdditionalDriver).toBe(false);
    expect(quote.additionalDrivers).toEqual([]);
    expect(quote.completedSteps.additionalDrivers).toBe(false);
    expect(quote.completedSteps.driverDetailsTwo).toBe(true);
  });

  it('keeps a list supplied with the same answers', () => {
    const quote = completeStep(aCompleteQuoteWithDriver(), 'driverDetailsTwo', {
      hasAdditionalDriver: false,
      additionalDrivers: [son],
    });
    expect(quote.additionalDrivers).toEqual([son]);
    expect(quote.completedSteps.additionalDrivers).toBe(false);
  });

  it('un-completes the step when the answer changes from no to yes', () => {
    const quote = completeStep(
      aQuote(7, stepIds, { hasAdditionalDriver: false }),
      'driverDetailsTwo',
      { hasAdditionalDriver: true },
    );
    expect(quote.completedSteps.additionalDrivers).toBe(false);
    expect(quote.additionalDrivers).toEqual([]);
  });

  it('keeps the list and the step when the answer stays yes', () => {
    const quote = completeStep(aCompleteQuoteWithDriver(), 'driverDetailsTwo', {
      hasAdditionalDriver: true,
    });
    expect(quote.additionalDrivers).toEqual([partner]);
    expect(quote.completedSteps.additionalDrivers).toBe(true);
    expect(quote.activeStep).toBe(7);
  });

  it('stores the drivers entered on the additional-drivers step and completes it', () => {
    const start = aQuote(6, stepsBefore('additionalDrivers'), { hasAdditionalDriver: true });
    const quote = completeStep(start, 'additionalDrivers', { additionalDrivers: [partner, son] });
    expect(quote.additionalDrivers).toEqual([partner, son]);
    expect(quote.completedSteps.additionalDrivers).toBe(true);
    expect(quote.activeStep).toBe(7);
  });
});

describe('completeStep: overnight address (spec 1 §4)', () => {
  const keptElsewhere = (overnightAddress: Address | null = depot): Partial<QuoteState> => ({
    vehicleDetails: {
      ...initialQuoteState().vehicleDetails,
      registration: 'DL19CAR',
      isNotKeptAtHomeAddressOverNight: true,
      overnightAddress,
    },
  });

  it('clears the overnight address when the answer changes to kept at home', () => {
    const quote = completeStep(aCompleteQuote(keptElsewhere()), 'aboutYou', {
      vehicleDetails: { isNotKeptAtHomeAddressOverNight: false },
    });
    expect(quote.vehicleDetails.isNotKeptAtHomeAddressOverNight).toBe(false);
    expect(quote.vehicleDetails.overnightAddress).toBeNull();
  });

  it('clears the overnight address when kept at home even if an address is sent with it', () => {
    const quote = completeStep(aCompleteQuote(keptElsewhere()), 'aboutYou', {
      vehicleDetails: { isNotKeptAtHomeAddressOverNight: false, overnightAddress: depot },
    });
    expect(quote.vehicleDetails.overnightAddress).toBeNull();
  });

  it('keeps the overnight address supplied with a change to kept elsewhere', () => {
    const quote = completeStep(aCompleteQuote(), 'aboutYou', {
      vehicleDetails: { isNotKeptAtHomeAddressOverNight: true, overnightAddress: depot },
    });
    expect(quote.vehicleDetails.isNotKeptAtHomeAddressOverNight).toBe(true);
    expect(quote.vehicleDetails.overnightAddress).toEqual(depot);
  });

  it('clears a stale overnight address when the answer changes to kept elsewhere without one', () => {
    const start = aCompleteQuote({
      vehicleDetails: {
        ...aCompleteQuote().vehicleDetails,
        isNotKeptAtHomeAddressOverNight: null,
        overnightAddress: depot,
      },
    });
    const quote = completeStep(start, 'aboutYou', {
      vehicleDetails: { isNotKeptAtHomeAddressOverNight: true },
    });
    expect(quote.vehicleDetails.overnightAddress).toBeNull();
  });

  it('keeps the overnight address when the answer does not change', () => {
    const quote = completeStep(aCompleteQuote(keptElsewhere()), 'aboutYou', {
      vehicleDetails: { isNotKeptAtHomeAddressOverNight: true },
    });
    expect(quote.vehicleDetails.overnightAddress).toEqual(depot);
  });

  it('stores a new overnight address when the answer does not change', () => {
    const quote = completeStep(aCompleteQuote(keptElsewhere()), 'aboutYou', {
      vehicleDetails: { isNotKeptAtHomeAddressOverNight: true, overnightAddress: otherDepot },
    });
    expect(quote.vehicleDetails.overnightAddress).toEqual(otherDepot);
  });
});

describe('completeStep: vehicle ownership', () => {
  it('clears the registered keeper when the ownership changes', () => {
    const quote = completeStep(aCompleteQuote(), 'vehicleDetailsTwo', {
      vehicleDetails: { ownership: 'L' },
    });
    expect(quote.vehicleDetails.ownership).toBe('L');
    expect(quote.vehicleDetails.registeredKeeper).toBeNull();
  });

  it('keeps the registered keeper supplied with the changed ownership', () => {
    const quote = completeStep(aCompleteQuote(), 'vehicleDetailsTwo', {
      vehicleDetails: { ownership: 'L', registeredKeeper: 'C' },
    });
    expect(quote.vehicleDetails.registeredKeeper).toBe('C');
  });

  it('keeps the registered keeper when the ownership does not change', () => {
    const quote = completeStep(aCompleteQuote(), 'vehicleDetailsTwo', {
      vehicleDetails: { ownership: 'P', annualMileage: 9000 },
    });
    expect(quote.vehicleDetails.registeredKeeper).toBe('P');
  });
});

describe('completeStep: how did you hear about us', () => {
  const recommended = aCompleteQuote({
    additionalQuestions: {
      howDidYouHearAboutUs: 'RD',
      isNamedDriverOnExistingPolicy: true,
      namedDriverForWhom: 'PARENT',
    },
  });

  it('drops the other additional questions when the answer changes', () => {
    const quote = completeStep(recommended, 'vehicleCover', {
      additionalQuestions: { howDidYouHearAboutUs: 'CC' },
    });
    expect(quote.additionalQuestions).toEqual({ howDidYouHearAboutUs: 'CC' });
  });

  it('keeps the additional questions supplied with the changed answer', () => {
    const quote = completeStep(recommended, 'vehicleCover', {
      additionalQuestions: { howDidYouHearAboutUs: 'AD', experienceDrivingCompnayCar: 'Y' },
    });
    expect(quote.additionalQuestions).toEqual({
      howDidYouHearAboutUs: 'AD',
      experienceDrivingCompnayCar: 'Y',
    });
  });

  it('keeps the other additional questions when the answer does not change', () => {
    const quote = completeStep(recommended, 'vehicleCover', {
      additionalQuestions: { howDidYouHearAboutUs: 'RD', namedDriverForWhom: 'SPOUSE' },
    });
    expect(quote.additionalQuestions).toEqual({
      howDidYouHearAboutUs: 'RD',
      isNamedDriverOnExistingPolicy: true,
      namedDriverForWhom: 'SPOUSE',
    });
  });

  it('keeps the additional questions when none are answered', () => {
    expect(completeStep(recommended, 'vehicleCover', {}).additionalQuestions).toEqual(
      recommended.additionalQuestions,
    );
  });

  it('merges the first answer with questions already held', () => {
    const start = aCompleteQuote({ additionalQuestions: { claimFreeFor: '3' } });
    const quote = completeStep(start, 'vehicleCover', {
      additionalQuestions: { howDidYouHearAboutUs: 'AD' },
    });
    expect(quote.additionalQuestions).toEqual({ claimFreeFor: '3', howDidYouHearAboutUs: 'AD' });
  });
});

describe('completeStep: licence number identity (spec 1 §5)', () => {
  it('un-completes driver details when the surname changes and a licence number is held', () => {
    const quote = completeStep(withLicence(aCompleteQuote()), 'aboutYou', {
      proposerDetails: { lastNames: 'Jones' },
    });
    expect(quote.completedSteps.driverDetails).toBe(false);
    expect(quote.completedSteps.aboutYou).toBe(true);
    expect(quote.completedSteps.driverDetailsTwo).toBe(true);
  });

  it('un-completes driver details when the date of birth changes and a licence number is held', () => {
    const quote = completeStep(withLicence(aCompleteQuote()), 'aboutYou', {
      proposerDetails: { dateOfBirth: '1991-09-04' },
    });
    expect(quote.completedSteps.driverDetails).toBe(false);
  });

  it('keeps driver details complete when no licence number is held', () => {
    const quote = completeStep(aCompleteQuote(), 'aboutYou', {
      proposerDetails: { lastNames: 'Jones', dateOfBirth: '1991-09-04' },
    });
    expect(quote.completedSteps.driverDetails).toBe(true);
    expect(quote.activeStep).toBe(7);
  });

  it('keeps driver details complete when surname and date of birth are unchanged', () => {
    const quote = completeStep(withLicence(aCompleteQuote()), 'aboutYou', {
      proposerDetails: { lastNames: 'Carter', dateOfBirth: '1991-09-03', firstName: 'Samuel' },
    });
    expect(quote.completedSteps.driverDetails).toBe(true);
  });

  it('keeps driver details complete when the licence number itself is entered there', () => {
    const start = aQuote(4, stepsBefore('driverDetails'));
    const quote = completeStep(start, 'driverDetails', {
      proposerDetails: { lastNames: 'Jones', licenceNumber: 'JONES909031SJ9AB' },
    });
    expect(quote.completedSteps.driverDetails).toBe(true);
  });
});

describe('completeStep: hasRiskDataChanged', () => {
  it('stays false when the answers change nothing', () => {
    const start = aCompleteQuote();
    const quote = completeStep(start, 'vehicleDetailsTwo', {
      vehicleDetails: { ownership: 'P', registeredKeeper: 'P' },
    });
    expect(quote.hasRiskDataChanged).toBe(false);
    expect(riskOf(quote)).toEqual(riskOf(start));
  });

  it.each<[string, StepId, StepAnswers]>([
    ['a proposer answer', 'aboutYou', { proposerDetails: { maritalStatus: 'S' } }],
    ['a vehicle answer', 'vehicleDetailsTwo', { vehicleDetails: { annualMileage: 20000 } }],
    ['a cover answer', 'vehicleCover', { coverDetails: { voluntaryExcess: 500 } }],
    ['the additional-driver answer', 'driverDetailsTwo', { hasAdditionalDriver: true }],
  ])('is set by a change to %s', (_, step, answers) => {
    expect(completeStep(aCompleteQuote(), step, answers).hasRiskDataChanged).toBe(true);
  });

  it('is set by a change to the additional-driver list', () => {
    const quote = completeStep(aCompleteQuoteWithDriver(), 'additionalDrivers', {
      additionalDrivers: [partner, son],
    });
    expect(quote.hasRiskDataChanged).toBe(true);
  });

  it('is not set by additional questions or marketing preferences alone', () => {
    const quote = completeStep(aCompleteQuote(), 'vehicleCover', {
      additionalQuestions: { howDidYouHearAboutUs: 'AD' },
      marketingPreferences: { emailOptIn: false, phoneOptIn: false, smsOptIn: false },
    });
    expect(quote.hasRiskDataChanged).toBe(false);
  });

  it('stays set once set, even when the answers change nothing', () => {
    const quote = completeStep(aCompleteQuote({ hasRiskDataChanged: true }), 'aboutYou', {});
    expect(quote.hasRiskDataChanged).toBe(true);
  });
});

describe('completeStep: activeStep (spec 1 §2)', () => {
  it('completes the first step of a new quote and moves on to step 2', () => {
    const quote = completeStep(initialQuoteState(), 'vehicleDetails', {
      vehicleDetails: { registration: 'DL19CAR' },
    });
    expect(quote.completedSteps.vehicleDetails).toBe(true);
    expect(quote.vehicleDetails.registration).toBe('DL19CAR');
    expect(quote.activeStep).toBe(2);
  });

  it.each<[StepId, number]>([
    ['vehicleDetailsTwo', 3],
    ['aboutYou', 4],
    ['driverDetails', 5],
  ])('moves on one step from the furthest step %s', (step, next) => {
    const quote = completeStep(aQuote(next - 1, stepsBefore(step)), step, {});
    expect(quote.activeStep).toBe(next);
    expect(quote.completedSteps[step]).toBe(true);
  });

  it('moves from driver details two to additional drivers when there are drivers', () => {
    const quote = completeStep(aQuote(5, stepsBefore('driverDetailsTwo')), 'driverDetailsTwo', {
      hasAdditionalDriver: true,
    });
    expect(quote.activeStep).toBe(6);
    expect(furthestStep(quote)).toBe('additionalDrivers');
  });

  it('skips additional drivers from driver details two when there are none', () => {
    const quote = completeStep(aQuote(5, stepsBefore('driverDetailsTwo')), 'driverDetailsTwo', {
      hasAdditionalDriver: false,
    });
    expect(quote.activeStep).toBe(7);
    expect(furthestStep(quote)).toBe('vehicleCover');
  });

  it('does not move on for answers to an earlier step', () => {
    const quote = completeStep(aQuote(4, stepsBefore('driverDetails')), 'vehicleDetailsTwo', {
      vehicleDetails: { annualMileage: 9000 },
    });
    expect(quote.activeStep).toBe(4);
    expect(quote.vehicleDetails.annualMileage).toBe(9000);
  });

  it('stays at 7 after vehicle cover', () => {
    const quote = completeStep(aQuote(7, stepsBefore('vehicleCover')), 'vehicleCover', {
      coverDetails: { levelOfCover: 'COMP' },
    });
    expect(quote.activeStep).toBe(7);
    expect(quote.completedSteps.vehicleCover).toBe(true);
  });

  it('is pulled back to driver details when a surname change un-completes it', () => {
    const quote = completeStep(withLicence(aCompleteQuote()), 'aboutYou', {
      proposerDetails: { lastNames: 'Jones' },
    });
    expect(quote.activeStep).toBe(4);
    expect(furthestStep(quote)).toBe('driverDetails');
    expect(canVisitStep('vehicleCover', quote)).toBe(false);
  });

  it('is pulled back to additional drivers when drivers are switched on at step 7', () => {
    const quote = completeStep(aQuote(7, stepIds), 'driverDetailsTwo', {
      hasAdditionalDriver: true,
    });
    expect(quote.activeStep).toBe(6);
    expect(furthestStep(quote)).toBe('additionalDrivers');
    expect(canVisitStep('vehicleCover', quote)).toBe(false);
  });

  it('lets the customer reach vehicle cover after switching drivers off from the drivers step', () => {
    const atDrivers = aQuote(6, stepsBefore('additionalDrivers'), {
      hasAdditionalDriver: true,
      additionalDrivers: [partner],
    });
    const quote = completeStep(atDrivers, 'driverDetailsTwo', { hasAdditionalDriver: false });
    expect(furthestStep(quote)).toBe('vehicleCover');
    expect(canVisitStep('vehicleCover', quote)).toBe(true);
    const covered = completeStep(quote, 'vehicleCover', {});
    expect(furthestStep(covered)).toBe('vehicleCover');
  });

  it('moves on to vehicle cover after completing additional drivers', () => {
    const switchedOn = completeStep(aQuote(7, stepIds), 'driverDetailsTwo', {
      hasAdditionalDriver: true,
    });
    const quote = completeStep(switchedOn, 'additionalDrivers', { additionalDrivers: [partner] });
    expect(quote.activeStep).toBe(7);
    expect(furthestStep(quote)).toBe('vehicleCover');
  });

  it('does not move past the current step while an earlier step is incomplete', () => {
    const start = aQuote(
      7,
      stepIds.filter((step) => step !== 'driverDetails' && step !== 'driverDetailsTwo'),
    );
    const quote = completeStep(start, 'driverDetailsTwo', {});
    expect(quote.activeStep).toBe(5);
    expect(furthestStep(quote)).toBe('driverDetails');
  });

  it('does not change the quote it was given', () => {
    const start = aCompleteQuoteWithDriver();
    const snapshot = structuredClone(start);
    completeStep(start, 'driverDetailsTwo', { hasAdditionalDriver: false });
    expect(start).toEqual(snapshot);
  });
});

describe('a chosen policy length follows a moved cover start (spec 2 §2 /policy-selection)', () => {
  const start = new Date(2026, 11, 1, 9, 0);
  const chosen = (duration: 'ThirtyDay' | 'Annual'): QuoteState => {
    const quote = initialQuoteState();
    return {
      ...quote,
      coverDetails: {
        ...quote.coverDetails,
        effectiveFrom: start.toISOString(),
        effectiveTo: coverEndFor(duration, start).toISOString(),
      },
    };
  };
  const moved = new Date(2026, 11, 20, 14, 15);

  it.each(['ThirtyDay', 'Annual'] as const)(
    'keeps a %s period its length from the new start',
    (duration) => {
      const quote = completeStep(chosen(duration), 'vehicleCover', {
        coverDetails: { effectiveFrom: moved.toISOString() },
      });
      expect(quote.coverDetails.effectiveTo).toBe(coverEndFor(duration, moved).toISOString());
    },
  );

  it('leaves an open period open, and a period alone when the start stays', () => {
    const open = completeStep(initialQuoteState(), 'vehicleCover', {
      coverDetails: { effectiveFrom: moved.toISOString() },
    });
    expect(open.coverDetails.effectiveTo).toBe(initialQuoteState().coverDetails.effectiveTo);
    const same = completeStep(chosen('ThirtyDay'), 'vehicleCover', {
      coverDetails: { effectiveFrom: start.toISOString(), voluntaryExcess: 250 },
    });
    expect(same.coverDetails.effectiveTo).toBe(coverEndFor('ThirtyDay', start).toISOString());
  });
});
