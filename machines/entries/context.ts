/** The entries part's slice of the journey's context as it starts: how the customer arrived, no check under way. */
import type { PersistedJourney } from '../core/types';
import type { EntriesContext } from './types';
import { noMessages } from '../core/define';

/** Each entry starts its own returning visit: what another entry left behind does not apply. */
export const noOtherEntry = () =>
  ({
    aggregator: null,
    restart: { quoteRef: null, premium: null },
    reminder: { quoteRef: null },
    retrieval: { quoteRef: null, saved: false },
    lockOut: { attemptsRemaining: null, lockedUntil: null },
  }) satisfies Partial<EntriesContext>;

/**
 * A new entry (a link, a restart, a reminder, a retrieval): no other entry's visit applies, and a message of
 * the page left behind (a card decline, the other form's mismatch) is not this page's.
 */
export const freshEntry = () => ({ ...noOtherEntry(), messages: noMessages() });

export function initialEntriesContext(
  url: URL,
  restored: PersistedJourney['data'] | undefined,
): EntriesContext {
  return {
    ...noOtherEntry(),
    entry: {
      isMobileApp:
        url.searchParams.get('is_mobile') === 'app' || (restored?.entry.isMobileApp ?? false),
      email: url.searchParams.get('email') ?? restored?.entry.email ?? null,
      registration: url.searchParams.get('registration') ?? restored?.entry.registration ?? null,
    },
    aggregator: restored?.aggregator ?? null,
    restart: restored?.restart ?? { quoteRef: null, premium: null },
    pendingDpa: null,
  };
}
