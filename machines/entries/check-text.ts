/**
 * What the journey says when a returning visitor's check fails (spec 2 §8), as JOURNEY_TEXT.entryChecks
 * (machines/core/text.ts); the entry pages' own texts are in ./text.ts.
 */

export const entryText = {
  restartNotFound: 'Unable to find policy with the details provided',
  reminderMismatch: 'Some of the details provided do not match the information in your quote.',
  /** After a failed check, the checks left before the quote is locked; the last one is warned of (spec 2 §4). */
  attemptsLeft: (count: number) =>
    count === 1
      ? 'You have 1 attempt left. If the details do not match next time, we will lock this quote for a while to keep it safe.'
      : `You have ${count} attempts left.`,
} as const;
