/**
 * A data-protection check that failed (spec 2 §4 Restart, §8): how many more the quote allows before it is
 * locked, kept for the retrieval's failure and told with the restart's and the reminder's message.
 */
import { assign } from 'xstate';
import { JOURNEY_TEXT } from '../core/text';
import { defineActions, errorOf, messagesWith, pageError } from '../core/define';
import { attemptsRemainingOf } from '../session';

/** A check's message, with the attempts left when the answer said and one is left. */
export function withAttemptsLeft(text: string, attemptsRemaining: number | null): string {
  return attemptsRemaining === null || attemptsRemaining < 1
    ? text
    : `${text} ${JOURNEY_TEXT.entryChecks.attemptsLeft(attemptsRemaining)}`;
}

export const checkAttemptActions = defineActions({
  /** What the check's answer said of the attempts left; nothing when it said nothing (a mismatch elsewhere). */
  rememberAttemptsLeft: assign(({ context, event }) => ({
    lockOut: { ...context.lockOut, attemptsRemaining: attemptsRemainingOf(errorOf(event)) },
  })),
  /** The check's page says the details did not match, and how many attempts are left. */
  showCheckMismatch: assign(({ event }, params: { text: string }) => ({
    messages: messagesWith(
      'entries',
      pageError(withAttemptsLeft(params.text, attemptsRemainingOf(errorOf(event)))),
    ),
  })),
});
