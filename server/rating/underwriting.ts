import { subYears } from 'date-fns';
import type { QuoteOutcome } from '../contract';
import { ageAt, totalPoints, type RatingInput } from './input';
import { MINIMUM_PROPOSER_AGE } from '../../shared/domain';

export const MAXIMUM_VEHICLE_VALUE = 1_000_000; // spec 1 §5
export const MAXIMUM_CONVICTION_POINTS = 11;
export const DISQUALIFICATION_LOOK_BACK_YEARS = 5;
/** Sandbox triggers: these surnames force an outcome so every results path can be exercised. */
export const SURNAME_OUTCOMES: Readonly<Record<string, QuoteOutcome>> = {
  declined: 'Declined',
  referred: 'Referred',
  review: 'UnderReview',
};

export function underwritingOutcome(input: RatingInput, now: Date): QuoteOutcome {
  const bySurname = SURNAME_OUTCOMES[input.surname.trim().toLowerCase()];
  if (bySurname) return bySurname;
  if (ageAt(input.proposerDateOfBirth, input.coverStart) < MINIMUM_PROPOSER_AGE) return 'Declined';
  if (input.vehicleValue > MAXIMUM_VEHICLE_VALUE) return 'Declined';
  if (totalPoints(input) > MAXIMUM_CONVICTION_POINTS) return 'Referred';
  const banSince = subYears(now, DISQUALIFICATION_LOOK_BACK_YEARS);
  if (input.convictions.some((c) => c.disqualified && c.date >= banSince)) return 'Referred';
  return 'Quoted';
}
