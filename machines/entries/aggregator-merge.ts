/**
 * A quote loaded from an aggregator, a restart DPA check or a quote reminder becomes the wizard's quote
 * (spec 1 §4, spec 2 §4 Restart).
 */
import { parseISO } from 'date-fns';
import type { AdditionalDriver, ProposerDetails, QuoteDetails } from '../core/contract';
import {
  initialQuoteState,
  isUnsetDate,
  type CompletedSteps,
  type QuoteState,
  type VehicleState,
} from '../core/state';
import { roundCoverStart } from '../wizard';
import { stripDigits } from '../core/formats';
import { quoteStateFromApi } from '../core/quote-mapping';
import { LAST_WIZARD_STEP_INDEX } from '../wizard';

export type LoadedQuoteSource = 'aggregator' | 'restart' | 'reminder' | 'retrieval';

/** The aggregators' default occupation (spec 1 §4): self-employed, occupation D34, industry 703. */
export const AGGREGATOR_DEFAULT_OCCUPATION = {
  employmentType: 'S',
  occupation: 'D34',
  industry: '703',
} as const;

type Occupation = Pick<
  ProposerDetails,
  'employmentType' | 'occupation' | 'industry' | 'otherOccupation' | 'otherIndustry'
>;

const absentOrNo = (value: string | null | undefined): boolean =>
  value == null || value === '' || value.toLowerCase() === 'no';

/**
 * spec 1 §4: each of employment type, occupation and industry must differ from its default, and there must
 * be no other occupation or industry.
 */
export function deriveIsFullTime(proposer: Occupation): boolean {
  const defaults = AGGREGATOR_DEFAULT_OCCUPATION;
  return (
    proposer.employmentType !== defaults.employmentType &&
    proposer.occupation !== defaults.occupation &&
    proposer.industry !== defaults.industry &&
    absentOrNo(proposer.otherOccupation) &&
    absentOrNo(proposer.otherIndustry)
  );
}

const withoutDigitsInSurname = <T extends { lastNames: string }>(person: T): T => ({
  ...person,
  lastNames: stripDigits(person.lastNames),
});

/** The steps a loaded quote has answered: all of them up to the cover step, which the customer reviews. */
function answeredSteps(completed: CompletedSteps, drivers: AdditionalDriver[]): CompletedSteps {
  return {
    ...completed,
    vehicleDetails: true,
    vehicleDetailsTwo: true,
    aboutYou: true,
    driverDetails: true,
    driverDetailsTwo: true,
    additionalDrivers: drivers.length > 0,
  };
}

/**
 * "The overnight address becomes the address" read as: a vehicle kept away from home overnight takes the
 * loaded overnight address, or the home address when the aggregator sent none; the home address stays.
 */
function overnightAddressOf(details: QuoteDetails, vehicle: VehicleState): VehicleState {
  if (vehicle.isNotKeptAtHomeAddressOverNight !== true) return vehicle;
  const { proposerDetails, vehicleDetails } = details.quoteDetails;
  const loaded = vehicleDetails.overnightAddress ?? proposerDetails.address;
  return { ...vehicle, overnightAddress: { ...loaded } };
}

function roundedCoverStart(effectiveFrom: string, now: Date): string {
  const requested = isUnsetDate(effectiveFrom) ? now : parseISO(effectiveFrom);
  return roundCoverStart(requested, now).toISOString();
}

/**
 * The risk sections start from their defaults, so nothing of an earlier quote in storage survives; nor does
 * its honeypot mark, which belonged to the answers given here.
 */
function freshRiskBase(state: QuoteState): QuoteState {
  const initial = initialQuoteState();
  return {
    ...state,
    proposerDetails: initial.proposerDetails,
    vehicleDetails: initial.vehicleDetails,
    coverDetails: initial.coverDetails,
    additionalDrivers: initial.additionalDrivers,
    additionalQuestions: initial.additionalQuestions,
    isSuspectedSpam: initial.isSuspectedSpam,
  };
}

export function mergeLoadedQuote(
  state: QuoteState,
  details: QuoteDetails,
  now: Date,
  source: LoadedQuoteSource,
): QuoteState {
  const loaded = quoteStateFromApi(details.quoteDetails, freshRiskBase(state));
  const additionalDrivers = loaded.additionalDrivers.map(withoutDigitsInSurname);
  const proposer = withoutDigitsInSurname(loaded.proposerDetails);
  return {
    ...loaded,
    proposerDetails:
      // spec 1 §4: only an aggregator's answers are re-read; a restart or reminder quote was answered here.
      source === 'aggregator' ? { ...proposer, isFullTime: deriveIsFullTime(proposer) } : proposer,
    vehicleDetails: overnightAddressOf(details, loaded.vehicleDetails),
    coverDetails: {
      ...loaded.coverDetails,
      effectiveFrom: roundedCoverStart(loaded.coverDetails.effectiveFrom, now),
    },
    additionalDrivers,
    hasAdditionalDriver: additionalDrivers.length > 0,
    activeStep: LAST_WIZARD_STEP_INDEX,
    // The loaded quote's results are yet to be seen: its first view is tracked (spec 2 §4 Restart).
    completedSteps: { ...answeredSteps(loaded.completedSteps, additionalDrivers), results: false },
    aggLoading: false,
  };
}
