/**
 * What the returning visitors' pages read of the journey, as selectors of a snapshot: the views render these
 * and never ask the chart for a state by name.
 */
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';

/** The retrieval form's details did not match a quote (spec 1 §8). */
export const hasRetrievalFailed = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { quoteRetrieval: { form: 'failed' } } });

/** The restart's 30-day price is being looked up (spec 2 §2). */
export const isLoadingRestartPremium = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { restart: 'loadingPremium' } });

/** The restart's price could not be looked up. */
export const hasRestartPremiumProblem = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { restart: 'premiumProblem' } });

/** The message the entries part's pages show, if one stands (a page never shows another part's). */
export const entriesMessageOf = (snapshot: JourneySnapshot): PageMessage | null =>
  snapshot.context.messages.entries;

/** /your-quote-details was opened without the reminder email's quote reference (spec 2 §2 Quote reminder form). */
export const needsReminderLink = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { reminder: 'noReference' } });
