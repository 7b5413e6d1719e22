/**
 * Which page each path of spec 1 §2 and spec 2 §2 shows: a page module under src/ (its part's folder), fetched when the path is
 * first shown. The app's router is built from this table (src/app/routes.tsx), and the build lists for the server
 * the scripts each path needs, so a link straight to a page fetches them with the app (vite.config.ts).
 */
export interface PageRoute {
  /** A path segment, '' for the parent's own page (an index route), '*' for any other. */
  path: string;
  /** The page module under src/, without its extension; null: the journey decides what the path shows. */
  page: string | null;
  children?: PageRoute[];
}

/**
 * /quote itself and unknown /quote/* paths show nothing: the router reports them and the journey sends the
 * customer to vehicle details (spec 1 §2 Wizard rules), as it decides every other move.
 */
const wizardRoutes: PageRoute[] = [
  { path: '', page: null },
  { path: 'vehicle-details', page: 'wizard/vehicle-details' },
  { path: 'vehicle-details-two', page: 'wizard/vehicle-details-two' },
  { path: 'about-you', page: 'wizard/about-you' },
  { path: 'driver-details', page: 'wizard/driver-details' },
  { path: 'driver-details-two', page: 'wizard/driver-details-two' },
  { path: 'additional-drivers', page: 'wizard/additional-drivers' },
  { path: 'vehicle-cover', page: 'wizard/vehicle-cover' },
  { path: '*', page: null },
];

export const pageRoutes: PageRoute[] = [
  { path: '', page: 'session/home' },
  { path: 'quote', page: 'wizard/wizard-layout', children: wizardRoutes },
  { path: 'policy-selection', page: 'results/policy-selection' },
  { path: 'referral', page: 'results/referral' },
  { path: 'results', page: 'results/quote-results-page' },
  { path: 'pcw-result', page: 'results/quote-results-page' },
  { path: 'thank-you', page: 'payment/thank-you' },
  { path: 'make-payment', page: 'payment/card/card-payment-page' },
  { path: 'payment-summary', page: 'payment/direct-debit/direct-debit-page' },
  { path: 'error', page: 'session/error' },
  { path: 'summary', page: 'results/decline' },
  { path: 'time-out', page: 'session/time-out' },
  { path: 'restart-policy', page: 'entries/restart-policy' },
  { path: '30-day-quote', page: 'results/thirty-day-quote' },
  { path: 'thirty-day-quote', page: 'results/thirty-day-quote' },
  { path: 'restart-thank-you', page: 'payment/restart-thank-you' },
  { path: 'quote-taken-up', page: 'payment/quote-taken-up' },
  { path: 'quote-expired', page: 'entries/quote-expired' },
  { path: 'protect-terms', page: 'results/protect-terms' },
  { path: 'your-quote-details', page: 'entries/your-quote-details' },
  { path: 'quote-retrieval', page: 'entries/quote-retrieval' },
  { path: 'vehicle-landing-page', page: 'wizard/vehicle-landing-page' },
  { path: 'outage', page: 'session/outage' },
  { path: 'quote-locked', page: 'entries/quote-locked' },
  { path: '*', page: 'session/not-found' },
];

/** Every path the table names (no '*' paths), each with the pages shown there, outermost first. */
export function pagesByPath(
  routes: PageRoute[] = pageRoutes,
  parent = '',
  outer: string[] = [],
): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const path = route.path === '' ? parent || '/' : `${parent}/${route.path}`;
    const pages = route.page === null ? outer : [...outer, route.page];
    if (route.children === undefined) byPath.set(path, pages);
    else
      for (const [child, shown] of pagesByPath(route.children, path, pages))
        byPath.set(child, shown);
  }
  return byPath;
}
