/**
 * What the journey says when a returning visitor's check fails (spec 2 §8), as JOURNEY_TEXT.entryChecks
 * (machines/core/text.ts); the entry pages' own texts are in ./text.ts.
 */

export const entryText = {
  restartNotFound: 'Unable to find policy with the details provided',
  reminderMismatch: 'Some of the details provided do not match the information in your quote.',
  /** A saved quote whose answers this version of the journey cannot read (issue #29). */
  savedUnreadable:
    'We found your saved quote but could not open its answers. Please start a new quote: sorry for the trouble.',
} as const;
