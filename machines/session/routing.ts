/**
 * The URL is a projection of the journey: the router reports where the browser went and these rules decide
 * where the journey goes instead (spec 1 §2 Wizard rules, spec 2 §2 Navigation rules).
 */
import type { QuoteState } from '../core/state';
import { wizardStepForPath, WIZARD_PATH_PREFIX } from '../wizard';
import { furthestStep, stepToShow, type StepId } from '../wizard';
import { pageByPath, pagePaths, pageTable, RESTART_RESULTS_PATH, type PageId } from './page-table';

export { pagePaths, type PageId } from './page-table';

/** Pages anyone may open at any time. */
const openPages: readonly PageId[] = pageTable
  .filter((page) => page.reach === 'open')
  .map((page) => page.id);

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type EntryTarget =
  | { kind: 'aggregator'; token: string; quoteRef: string; partner?: string }
  | { kind: 'restart'; quoteRef: string }
  /** The quote reminder email's link names its quote; without one the page says it needs that link. */
  | { kind: 'reminder'; quoteRef: string | null }
  /** Quote retrieval: the link may name the quote; else the retrieve-quote stamp or the customer does. */
  | { kind: 'retrieval'; quoteRef: string | null; saved?: boolean };

export type RouteTarget =
  | { kind: 'stay' }
  | { kind: 'step'; step: StepId }
  | { kind: 'page'; page: PageId }
  | { kind: 'entry'; entry: EntryTarget };

export interface RouteDecision {
  target: RouteTarget;
  /** Redirects replace the history entry the customer tried to reach. */
  replace: boolean;
}

export interface JourneyFacts {
  /** The path the journey shows now. */
  currentPath: string;
  quote: Pick<QuoteState, 'hasAdditionalDriver' | 'completedSteps' | 'activeStep'>;
  hasPurchasableResult: boolean;
  /** The quote is priced for both durations: the duration panel comes before results (spec 2 §2). */
  awaitsDurationChoice: boolean;
  selectedPaymentPage: 'makePayment' | 'paymentSummary' | null;
  /** Buy Now saved the contact details: only then may a payment page be opened. */
  contactSaved: boolean;
  /** The page of the purchase made with this journey's quote (its thank-you), or null before one. */
  boughtPage: BoughtPage | null;
  /** A restart customer's quote is on offer at RESTART_RESULTS_PATH (spec 2 §5 Restart). */
  isRestartOffer: boolean;
}

/** The pages that show a purchase: thank-you, or the restart's own thank-you for a restart bought. */
export type BoughtPage = Extract<PageId, 'thankYou' | 'restartThankYou'>;

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function pageForPath(pathname: string): PageId | undefined {
  return pageByPath.get(normalisePath(pathname));
}

/** Links that enter the journey for a returning visitor (aggregator, restart, reminder, retrieval). */
export function entryFor(pathname: string, search: string): EntryTarget | undefined {
  const params = new URLSearchParams(search);
  const quoteRef = (params.get('quoteRef') ?? params.get('QuoteReference') ?? '').trim();
  const page = pageForPath(pathname);
  const token = (params.get('token') ?? params.get('Token') ?? '').trim();
  if (page === 'aggregatorResults' && token && quoteRef) {
    // The comparison site names itself in `source`, for its 'In Association with' banner (spec 2 §2).
    const partner = (params.get('source') ?? '').trim();
    return { kind: 'aggregator', token, quoteRef, ...(partner ? { partner } : {}) };
  }
  if (page === 'restartPolicy' && quoteRef) return { kind: 'restart', quoteRef };
  if (page === 'yourQuoteDetails') return { kind: 'reminder', quoteRef: quoteRef || null };
  // A saved quote's emailed link (issue #29): `saved=1` with its reference.
  if (page === 'quoteRetrieval' && quoteRef && params.get('saved') === '1')
    return { kind: 'retrieval', quoteRef, saved: true };
  if (page === 'quoteRetrieval') return { kind: 'retrieval', quoteRef: quoteRef || null };
  return undefined;
}

const go = (target: RouteTarget, replace = false): RouteDecision => ({ target, replace });

export function resolveRoute(
  location: { pathname: string; search: string },
  navigationType: NavigationType,
  facts: JourneyFacts,
): RouteDecision {
  const path = normalisePath(location.pathname);
  if (facts.currentPath !== '' && path === normalisePath(facts.currentPath))
    return go({ kind: 'stay' });
  const entry = entryFor(path, location.search);
  if (entry) return go({ kind: 'entry', entry });
  // A bought quote cannot be shown or paid again: once bought, every path but an entry link shows its thank-you.
  if (facts.boughtPage !== null) {
    return go({ kind: 'page', page: facts.boughtPage }, path !== pagePaths[facts.boughtPage]);
  }

  const vehicleDetailsPath = `${WIZARD_PATH_PREFIX}/vehicle-details`;
  // spec 1 §2: browser back to anywhere but thank-you or vehicle-details goes to vehicle-details. A restart
  // customer who chose 'Change your cover' goes back to their offer (issue #26), shown as results are.
  const backToRestartOffer = facts.isRestartOffer && path === RESTART_RESULTS_PATH;
  if (
    navigationType === 'POP' &&
    path !== pagePaths.thankYou &&
    path !== vehicleDetailsPath &&
    !backToRestartOffer
  ) {
    return go({ kind: 'step', step: 'vehicleDetails' }, true);
  }

  const furthest = go({ kind: 'step', step: furthestStep(facts.quote) }, true);
  if (path === WIZARD_PATH_PREFIX || path.startsWith(`${WIZARD_PATH_PREFIX}/`)) {
    const requested = wizardStepForPath(path);
    if (!requested || requested.id === 'quote')
      return go({ kind: 'step', step: 'vehicleDetails' }, true);
    const step = stepToShow(requested.id, facts.quote);
    return go({ kind: 'step', step }, step !== requested.id);
  }

  const page = pageForPath(path);
  if (page === undefined) return go({ kind: 'page', page: 'notFound' }, true);
  if (openPages.includes(page)) return go({ kind: 'page', page });
  // A quote priced for both durations shows the duration panel until the customer chooses one.
  const resultsPage = facts.awaitsDurationChoice ? 'policySelection' : 'results';
  const results = go({ kind: 'page', page: resultsPage }, true);
  switch (page) {
    case 'results':
    case 'aggregatorResults':
    case 'policySelection':
      if (!facts.hasPurchasableResult) return furthest;
      return go(
        { kind: 'page', page: resultsPage },
        facts.awaitsDurationChoice && page !== resultsPage,
      );
    case 'makePayment':
    case 'paymentSummary':
      if (!facts.hasPurchasableResult) return furthest;
      if (facts.awaitsDurationChoice) return results;
      return facts.contactSaved && facts.selectedPaymentPage === page
        ? go({ kind: 'page', page })
        : results;
    default:
      // Outcome pages are reached through the journey, never typed in.
      return facts.hasPurchasableResult ? results : furthest;
  }
}
