/**
 * The journey's pages (spec 1 §2, spec 2 §2 Navigation rules), once: each page's id, its path, the view module
 * that renders it and the chart state that shows it. The router's paths (routing.ts), the chart's plain pages
 * and the router's moves into them (pages.ts) and the app's routes (src/app/page-routes.ts) derive from it.
 * The wizard's steps are listed in machines/wizard/step-list.ts. Machines name a view module by its path
 * under src/ without the extension (a string: the chart imports no views); src/app/routes.tsx loads it.
 */
import type { CompletedStepKey } from '../core/state';

/**
 * Who takes the customer to a page: 'open' anyone, at any time, by its path; 'router' the router, when the
 * journey allows it; 'entry' a link that enters the journey (machines/entries); 'journey' only the journey.
 */
export type PageReach = 'open' | 'router' | 'entry' | 'journey';

type PartFolder = 'session' | 'wizard' | 'results' | 'payment' | 'entries';

interface PageRow {
  readonly id: string;
  readonly path: `/${string}`;
  /** Other paths that show the page (older links). */
  readonly alsoAt?: readonly `/${string}`[];
  /** The view module under src/, without its extension. */
  readonly module: `${PartFolder}/${string}`;
  /** The chart state that shows the page; null when none does (the router sends the customer on). */
  readonly state: `#flow.${string}` | null;
  readonly reach: PageReach;
  /** A page state of its own (`#flow.<id>`, session/pages.ts), which shows the path and nothing else. */
  readonly plain?: true;
  /** The completed-step flag the page's state sets, where the spec keeps one. */
  readonly completes?: CompletedStepKey;
}

/** Where a restarted quote's results show (spec 2 §2): the thirty-day quote page at its older path. */
export const RESTART_RESULTS_PATH = '/30-day-quote';

/** In the chart's order: the router's moves and the plain pages' states are listed as the table lists them. */
export const pageTable = [
  {
    id: 'home',
    path: '/',
    module: 'session/home',
    state: '#flow.home',
    reach: 'open',
    plain: true,
  },
  {
    id: 'results',
    path: '/results',
    module: 'results/quote-results-page',
    state: '#flow.results',
    reach: 'router',
  },
  {
    id: 'aggregatorResults',
    path: '/pcw-result',
    // The same page as /results: React keeps it mounted when the journey moves between the two.
    module: 'results/quote-results-page',
    state: '#flow.aggregator',
    reach: 'entry',
  },
  {
    id: 'policySelection',
    path: '/policy-selection',
    module: 'results/policy-selection',
    state: '#flow.policySelection',
    reach: 'router',
  },
  {
    id: 'makePayment',
    path: '/make-payment',
    module: 'payment/card/card-payment-page',
    state: '#flow.payment.card',
    reach: 'router',
  },
  {
    id: 'paymentSummary',
    path: '/payment-summary',
    module: 'payment/direct-debit/direct-debit-page',
    state: '#flow.payment.directDebit',
    reach: 'router',
  },
  {
    id: 'thirtyDayQuote',
    path: '/thirty-day-quote',
    alsoAt: [RESTART_RESULTS_PATH],
    module: 'results/thirty-day-quote',
    state: '#flow.thirtyDayQuote',
    reach: 'journey',
  },
  {
    id: 'restartPolicy',
    path: '/restart-policy',
    module: 'entries/restart-policy',
    state: '#flow.restart',
    reach: 'entry',
  },
  {
    id: 'yourQuoteDetails',
    path: '/your-quote-details',
    module: 'entries/your-quote-details',
    state: '#flow.reminder',
    reach: 'entry',
  },
  {
    id: 'quoteRetrieval',
    path: '/quote-retrieval',
    module: 'entries/quote-retrieval',
    state: '#flow.quoteRetrieval',
    reach: 'entry',
  },
  {
    id: 'decline',
    path: '/summary',
    module: 'results/decline',
    state: '#flow.decline',
    reach: 'journey',
    plain: true,
    completes: 'decline',
  },
  {
    id: 'referral',
    path: '/referral',
    module: 'results/referral',
    state: '#flow.referral',
    reach: 'journey',
    plain: true,
    completes: 'referral',
  },
  {
    id: 'error',
    path: '/error',
    module: 'session/error',
    state: '#flow.error',
    reach: 'journey',
    plain: true,
    completes: 'error',
  },
  {
    id: 'timeOut',
    path: '/time-out',
    module: 'session/time-out',
    state: '#flow.timeOut',
    reach: 'journey',
    plain: true,
    completes: 'timeOut',
  },
  {
    id: 'quoteTakenUp',
    path: '/quote-taken-up',
    module: 'payment/quote-taken-up',
    state: '#flow.quoteTakenUp',
    reach: 'journey',
    plain: true,
  },
  {
    id: 'quoteExpired',
    path: '/quote-expired',
    module: 'entries/quote-expired',
    state: '#flow.quoteExpired',
    reach: 'journey',
    plain: true,
  },
  {
    id: 'quoteLocked',
    path: '/quote-locked',
    module: 'entries/quote-locked',
    state: '#flow.quoteLocked',
    reach: 'journey',
    plain: true,
  },
  {
    id: 'outage',
    path: '/outage',
    module: 'session/outage',
    state: '#flow.outage',
    reach: 'open',
    plain: true,
  },
  {
    id: 'protectTerms',
    path: '/protect-terms',
    module: 'results/protect-terms',
    state: '#flow.protectTerms',
    reach: 'open',
    plain: true,
  },
  {
    id: 'vehicleLandingPage',
    path: '/vehicle-landing-page',
    module: 'wizard/vehicle-landing-page',
    state: '#flow.vehicleLandingPage',
    reach: 'open',
    plain: true,
  },
  {
    id: 'notFound',
    // The app shows it for every path the table does not name (src/app/page-routes.ts).
    path: '/not-found',
    module: 'session/not-found',
    state: '#flow.notFound',
    reach: 'router',
    plain: true,
  },
  {
    id: 'thankYou',
    path: '/thank-you',
    module: 'payment/thank-you',
    state: '#flow.thankYou',
    reach: 'router',
    plain: true,
    completes: 'thankYou',
  },
  {
    id: 'restartThankYou',
    path: '/restart-thank-you',
    module: 'payment/restart-thank-you',
    state: '#flow.restartThankYou',
    reach: 'router',
    plain: true,
    completes: 'thankYou',
  },
] as const satisfies readonly PageRow[];

export type Page = (typeof pageTable)[number];
export type PageId = Page['id'];

/** The view modules that render the pages. */
export type PageModule = Page['module'];

/** The pages with a page state of their own in the chart (session/pages.ts). */
export type PlainPage = Extract<Page, { plain: true }>;

/** Every page's path, by id. */
export const pagePaths = Object.fromEntries(pageTable.map((page) => [page.id, page.path])) as {
  readonly [P in Page as P['id']]: P['path'];
};

const rows: readonly (PageRow & { id: PageId; module: PageModule })[] = pageTable;

/** Every path that shows a page: its own, then the older ones. */
export const pathsOf = (page: PageId): readonly string[] => {
  const row = rows.find((candidate) => candidate.id === page);
  return row === undefined ? [] : [row.path, ...(row.alsoAt ?? [])];
};

/** The page a path shows, by every path the table names. */
export const pageByPath: ReadonlyMap<string, PageId> = new Map(
  rows.flatMap((row) => pathsOf(row.id).map((path) => [path, row.id] as const)),
);

/** The page the app shows for every path the table does not name. */
export const NOT_FOUND_PAGE: PageId = 'notFound';
