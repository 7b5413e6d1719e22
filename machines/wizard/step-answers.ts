/**
 * Storing a step's answers. When an answer that decides a later branch changes, the answers that depended on
 * it are cleared and the steps that used them are no longer complete; any change to the risk marks the quote
 * for re-rating (hasRiskDataChanged), so a quote already shown is never silently reused.
 */
import type { AdditionalDriver, AdditionalQuestions, MarketingPreferences } from '../core/contract';
import type { CoverState, ProposerState, QuoteState, VehicleState } from '../core/state';
import { activeStepAfterNext, firstIncompleteStep, stepIndex, type StepId } from './navigation';
import { coverEndFor, durationBetween } from '../../shared/policy-terms';
import { toKnownDate } from '../core/ages';

export interface StepAnswers {
  proposerDetails?: Partial<ProposerState>;
  vehicleDetails?: Partial<VehicleState>;
  coverDetails?: Partial<CoverState>;
  additionalDrivers?: AdditionalDriver[];
  additionalQuestions?: AdditionalQuestions;
  hasAdditionalDriver?: boolean | null;
  marketingPreferences?: MarketingPreferences;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of the quote the insurer prices: any change to them needs a new price. */
export function riskOf(quote: QuoteState) {
  return {
    proposerDetails: quote.proposerDetails,
    vehicleDetails: quote.vehicleDetails,
    coverDetails: quote.coverDetails,
    additionalDrivers: quote.additionalDrivers,
    hasAdditionalDriver: quote.hasAdditionalDriver,
  };
}

export function mergeAnswers(quote: QuoteState, answers: StepAnswers): QuoteState {
  return {
    ...quote,
    proposerDetails: { ...quote.proposerDetails, ...answers.proposerDetails },
    vehicleDetails: { ...quote.vehicleDetails, ...answers.vehicleDetails },
    coverDetails: { ...quote.coverDetails, ...answers.coverDetails },
    additionalDrivers: answers.additionalDrivers ?? quote.additionalDrivers,
    additionalQuestions: answers.additionalQuestions
      ? { ...quote.additionalQuestions, ...answers.additionalQuestions }
      : quote.additionalQuestions,
    hasAdditionalDriver:
      answers.hasAdditionalDriver === undefined
        ? quote.hasAdditionalDriver
        : answers.hasAdditionalDriver,
    marketingPreferences: answers.marketingPreferences ?? quote.marketingPreferences,
  };
}

/** Clears what depended on a changed branching answer, unless the same answers supply it again. */
export function clearStaleAnswers(
  before: QuoteState,
  after: QuoteState,
  answers: StepAnswers,
): QuoteState {
  let quote = after;
  const completedSteps = { ...after.completedSteps };

  if (before.hasAdditionalDriver !== after.hasAdditionalDriver) {
    completedSteps.additionalDrivers = false;
    if (after.hasAdditionalDriver !== true && answers.additionalDrivers === undefined) {
      quote = { ...quote, additionalDrivers: [] };
    }
  }

  const vehicle = quote.vehicleDetails;
  // spec 1 §4: changing the overnight answer clears the overnight address.
  if (
    before.vehicleDetails.isNotKeptAtHomeAddressOverNight !==
      vehicle.isNotKeptAtHomeAddressOverNight &&
    (answers.vehicleDetails?.overnightAddress === undefined ||
      vehicle.isNotKeptAtHomeAddressOverNight !== true)
  ) {
    quote = { ...quote, vehicleDetails: { ...quote.vehicleDetails, overnightAddress: null } };
  }

  if (
    before.vehicleDetails.ownership !== vehicle.ownership &&
    answers.vehicleDetails?.registeredKeeper === undefined
  ) {
    quote = { ...quote, vehicleDetails: { ...quote.vehicleDetails, registeredKeeper: null } };
  }

  const heardBefore = before.additionalQuestions.howDidYouHearAboutUs ?? null;
  const heardAfter = quote.additionalQuestions.howDidYouHearAboutUs ?? null;
  if (heardBefore !== null && heardBefore !== heardAfter) {
    quote = {
      ...quote,
      additionalQuestions: { ...answers.additionalQuestions, howDidYouHearAboutUs: heardAfter },
    };
  }

  quote = withCoverPeriodFollowingStart(before, quote);

  // The licence number is checked against surname and date of birth (spec 1 §5).
  const identityChanged =
    before.proposerDetails.lastNames !== quote.proposerDetails.lastNames ||
    before.proposerDetails.dateOfBirth !== quote.proposerDetails.dateOfBirth;
  if (
    identityChanged &&
    before.completedSteps.driverDetails &&
    quote.proposerDetails.licenceNumber
  ) {
    completedSteps.driverDetails = false;
  }

  return { ...quote, completedSteps };
}

/**
 * A cover start moved after the customer chose a policy length on the duration panel (spec 2 §2): the period
 * keeps its length (its duration band) and ends where that length ends from the new start.
 */
function withCoverPeriodFollowingStart(before: QuoteState, quote: QuoteState): QuoteState {
  const { effectiveFrom, effectiveTo } = quote.coverDetails;
  const oldStart = toKnownDate(before.coverDetails.effectiveFrom);
  const oldEnd = toKnownDate(before.coverDetails.effectiveTo);
  const newStart = toKnownDate(effectiveFrom);
  if (
    effectiveFrom === before.coverDetails.effectiveFrom ||
    effectiveTo !== before.coverDetails.effectiveTo
  )
    return quote;
  if (!oldStart || !oldEnd || !newStart) return quote;
  const duration = durationBetween(oldStart, oldEnd) === 'Annual' ? 'Annual' : 'ThirtyDay';
  const end = coverEndFor(duration, newStart).toISOString();
  return { ...quote, coverDetails: { ...quote.coverDetails, effectiveTo: end } };
}

/** Stores the answers of `step` and marks it complete, as Continue on that step does. */
export function completeStep(quote: QuoteState, step: StepId, answers: StepAnswers): QuoteState {
  const merged = clearStaleAnswers(quote, mergeAnswers(quote, answers), answers);
  const completed = { ...merged, completedSteps: { ...merged.completedSteps, [step]: true } };
  const activeStep = Math.min(
    activeStepAfterNext(step, completed),
    Math.max(stepIndex(firstIncompleteStep(completed)), stepIndex(step)),
  );
  return {
    ...completed,
    activeStep,
    hasRiskDataChanged: quote.hasRiskDataChanged || !same(riskOf(quote), riskOf(completed)),
  };
}
