/**
 * What the app says when it cannot start (the first load failed, or its own scripts did not arrive), as
 * JOURNEY_TEXT.boot (./text.ts); src/app/main.tsx imports it alone, before the rest of the app.
 */

export const bootText = {
  loadFailed: 'The quote form could not be loaded.',
  failedHeading: "Sorry, we couldn't load your quote",
  /** Under the heading when the start-up call failed: Try again is offered beside it. */
  tryAgainOrCall: (phone: string) =>
    `Please try again or give us a call on ${phone} and we'll be happy to help.`,
  /** Under the heading when the app's own scripts did not arrive: only a reload can fetch them. */
  reloadOrCall: (phone: string) =>
    `Please check your connection and reload the page, or give us a call on ${phone}.`,
  /** A call that failed can be made again (the start-up, the payment form's set-up). */
  tryAgain: 'Try again',
} as const;
