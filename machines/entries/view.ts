/**
 * What the returning visitors' pages read of the journey, as selectors of a snapshot: the views render these
 * and never ask the chart for a state by name.
 */
import type { JourneySnapshot } from '../journey';
import type { PageMessage } from '../core/types';
import { entriesText } from './text';
import { pagePaths } from '../session';
import { salesTrackingUrl, type SalesTrackingConfig } from './sales-tracking';

export { lockedPageOf, lockedUntilOf, type LockedPage } from './lock-out';

/** The retrieval form's details did not match a quote (spec 1 §8). */
export const hasRetrievalFailed = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { quoteRetrieval: { form: 'failed' } } });

/** The retrieval page was opened from a saved quote's link (issue #29): it asks the saved details. */
export const isSavedQuoteCheck = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { quoteRetrieval: 'savedForm' } }) ||
  snapshot.matches({ flow: { quoteRetrieval: 'resuming' } });

/** The restart's 30-day price is being looked up (spec 2 §2). */
export const isLoadingRestartPremium = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { restart: 'loadingPremium' } });

/** The restart's price could not be looked up. */
export const hasRestartPremiumProblem = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { restart: 'premiumProblem' } });

/** The message the entries part's pages show, if one stands (a page never shows another part's). */
export const entriesMessageOf = (snapshot: JourneySnapshot): PageMessage | null =>
  snapshot.context.messages.entries;

/** A check's failure, with the attempts left when its answer said and one is left (spec 2 §4 Restart). */
export function withAttemptsLeft(text: string, attemptsRemaining: number | null): string {
  return attemptsRemaining === null || attemptsRemaining < 1
    ? text
    : `${text} ${entriesText.attemptsLeft(attemptsRemaining)}`;
}

/** What a check's page says above its form: the standing message, with the attempts left after a failed check. */
export function checkMessageOf(snapshot: JourneySnapshot): string | null {
  const message = entriesMessageOf(snapshot);
  return message && withAttemptsLeft(message.message, snapshot.context.lockOut.attemptsRemaining);
}

/** spec 1 §8: the retrieval's failure names the support phone number and the quote's reference. */
export function retrievalFailureOf(supportPhone: string) {
  const text = entriesText.retrieval;
  return (snapshot: JourneySnapshot): string | null => {
    if (!hasRetrievalFailed(snapshot)) return null;
    const { retrieval, lockOut } = snapshot.context;
    return withAttemptsLeft(
      text.failed(supportPhone, retrieval.quoteRef ?? text.referenceUnknown),
      lockOut.attemptsRemaining,
    );
  };
}

/**
 * The comparison site's landing request (spec 2 §7) while the journey shows its visitor's quote at
 * /pcw-result, or null when this visitor's site tracks nothing.
 */
export function aggregatorLandingOf(salesTracking: SalesTrackingConfig) {
  return ({ context }: JourneySnapshot): string | null => {
    const { aggregator, location } = context;
    if (!aggregator || location.path !== pagePaths.aggregatorResults) return null;
    return salesTrackingUrl(salesTracking, {
      quoteRef: aggregator.quoteRef,
      source: aggregator.partner,
      page: 'Landing Page',
    });
  };
}

/** /your-quote-details was opened without the reminder email's quote reference (spec 2 §2 Quote reminder form). */
export const needsReminderLink = (snapshot: JourneySnapshot): boolean =>
  snapshot.matches({ flow: { reminder: 'noReference' } });
