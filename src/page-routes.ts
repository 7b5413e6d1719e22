/**
 * Which page each path of spec 1 §2 and spec 2 §2 shows: a module under src/pages, fetched when the path is
 * first shown. The app's router is built from this table (src/routes.tsx), and the build lists for the server
 * the scripts each path needs, so a link straight to a page fetches them with the app (vite.config.ts).
 */
export interface PageRoute {
  /** A path segment, '' for the parent's own page (an index route), '*' for any other. */
  path: string;
  /** The module under src/pages, without its extension; null: the journey decides what the path shows. */
  page: string | null;
  children?: PageRoute[];
}

/**
 * /quote itself and unknown /quote/* paths show nothing: the router reports them and the journey sends the
 * customer to vehicle details (spec 1 §2 Wizard rules), as it decides every other move.
 */
const wizardRoutes: PageRoute[] = [
  { path: '', page: null },
  { path: 'vehicle-details', page: 'quote/vehicle-details' },
  { path: 'vehicle-details-two', page: 'quote/vehicle-details-two' },
  { path: 'about-you', page: 'quote/about-you' },
  { path: 'driver-details', page: 'quote/driver-details' },
  { path: 'driver-details-two', page: 'quote/driver-details-two' },
  { path: 'additional-drivers', page: 'quote/additional-drivers' },
  { path: 'vehicle-cover', page: 'quote/vehicle-cover' },
  { path: '*', page: null },
];

export const pageRoutes: PageRoute[] = [
  { path: '', page: 'home' },
  { path: 'quote', page: 'quote/wizard-layout', children: wizardRoutes },
  { path: 'policy-selection', page: 'policy-selection' },
  { path: 'referral', page: 'referral' },
  { path: 'results', page: 'results' },
  { path: 'pcw-result', page: 'entries/pcw-result' },
  { path: 'thank-you', page: 'thank-you' },
  { path: 'make-payment', page: 'make-payment' },
  { path: 'payment-summary', page: 'payment-summary' },
  { path: 'error', page: 'error' },
  { path: 'summary', page: 'decline' },
  { path: 'time-out', page: 'time-out' },
  { path: 'restart-policy', page: 'entries/restart-policy' },
  { path: '30-day-quote', page: 'thirty-day-quote' },
  { path: 'thirty-day-quote', page: 'thirty-day-quote' },
  { path: 'restart-thank-you', page: 'restart-thank-you' },
  { path: 'quote-taken-up', page: 'quote-taken-up' },
  { path: 'quote-expired', page: 'quote-expired' },
  { path: 'protect-terms', page: 'protect-terms' },
  { path: 'your-quote-details', page: 'entries/your-quote-details' },
  { path: 'quote-retrieval', page: 'entries/quote-retrieval' },
  { path: 'vehicle-landing-page', page: 'vehicle-landing-page' },
  { path: 'outage', page: 'outage' },
  { path: 'quote-locked', page: 'quote-locked' },
  { path: '*', page: 'not-found' },
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
