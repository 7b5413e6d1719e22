/**
 * The locked page (spec 2 §2 /quote-locked, §4 Restart): a quote locked by too many failed data-protection
 * checks says so and when it can be checked again, by the UK clock; any other lock keeps the general words.
 * Only the locked page reads it (through ./view.ts), so its date formatting stays out of the pages that load
 * first.
 */
import { format, isValid, parseISO } from 'date-fns';
import type { JourneySnapshot } from '../journey';
import { outcomeText } from '../session';
import { entriesText } from './text';
import { ukWallClockOf } from '../../shared/uk-day';

export interface LockedPage {
  heading: string;
  lead: string;
  /** When the quote can be checked again, in a sentence; null when the lock is not the checks'. */
  unlocks: string | null;
  answers: string;
}

/** When a quote locked by failed checks unlocks, as the UK clock and calendar show it. */
export function unlockTimeOf(lockedUntil: string): { time: string; day: string } | null {
  const instant = parseISO(lockedUntil);
  if (!isValid(instant)) return null;
  const wall = ukWallClockOf(instant);
  return { time: format(wall, 'HH:mm'), day: format(wall, 'EEEE d MMMM yyyy') };
}

/** When a quote locked by failed checks can be checked again, if the server said (an ISO date-time). */
export const lockedUntilOf = ({ context }: JourneySnapshot): string | null =>
  context.lockOut.lockedUntil;

/** What the locked page says, given `lockedUntilOf`. */
export function lockedPageOf(lockedUntil: string | null): LockedPage {
  const general = outcomeText.quoteLocked;
  const unlock = lockedUntil === null ? null : unlockTimeOf(lockedUntil);
  if (unlock === null) return { ...general, unlocks: null };
  const text = entriesText.lockedOut;
  return {
    heading: text.heading,
    lead: text.lead,
    unlocks: text.unlocks(unlock.time, unlock.day),
    answers: `${text.answers} ${outcomeText.answersKept}`,
  };
}
