/**
 * A fake of Save my quote's call (issue #29) for machine and view tests: it keeps every request, answers each
 * with the next of `replies`, and once they run out saves as the sandbox does (the quote's reference, or a new
 * one, and the link's 30 days).
 */
import { fromPromise } from 'xstate';
import type { SavedQuote, SaveQuoteRequest } from '../core/contract';

/** The reference a first save of a quote not yet priced is given. */
export const NEW_SAVED_QUOTE_REF = 'SAV-ABCD2345';
/** Until when the link works, as the fake answers: midday, so its day reads the same in every time zone. */
export const SAVED_UNTIL = '2026-12-30T12:00:00.000Z';

export const savedReply = (request: SaveQuoteRequest): SavedQuote => ({
  quoteRef: request.quoteRef ?? NEW_SAVED_QUOTE_REF,
  emailAddress: request.emailAddress,
  expiresAt: SAVED_UNTIL,
});

export type SaveReply = (request: SaveQuoteRequest) => Promise<SavedQuote>;

export function fakeSaveQuoteService(replies: readonly SaveReply[] = []) {
  const requests: SaveQuoteRequest[] = [];
  return {
    requests,
    saveQuoteForLater: fromPromise(({ input }: { input: SaveQuoteRequest }) => {
      requests.push(input);
      const reply =
        replies[requests.length - 1] ?? ((request) => Promise.resolve(savedReply(request)));
      return reply(input);
    }),
  };
}
