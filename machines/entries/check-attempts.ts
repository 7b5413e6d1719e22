/**
 * A data-protection check that failed (spec 2 §4 Restart, §8): how many more the quote allows before it is
 * locked, as the check's answer said, for the check's page to tell (./view.ts).
 */
import { assign } from 'xstate';
import { defineActions, errorOf } from '../core/define';
import { attemptsRemainingOf } from '../session';

export const checkAttemptActions = defineActions({
  /** What the check's answer said of the attempts left; nothing when it said nothing (another failure). */
  rememberAttemptsLeft: assign(({ context, event }) => ({
    lockOut: { ...context.lockOut, attemptsRemaining: attemptsRemainingOf(errorOf(event)) },
  })),
});
