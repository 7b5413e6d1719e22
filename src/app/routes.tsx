import type { RouteObject } from 'react-router';
import { lazyFetchedAhead, type ComponentModule, type FetchedAhead } from './lazy-fetched-ahead';
import { SiteLayout } from './layout/site-layout';
import { pageRoutes, pagesByPath, type PageRoute, type ViewModule } from './page-routes';

/**
 * The page modules src/app/page-routes.ts names, each its own chunk, fetched when first shown: one for each
 * view module the page table and the wizard's step list name (the type makes tsc hold the two together).
 */
export const pageModules: Record<ViewModule, () => Promise<ComponentModule>> = {
  'wizard/vehicle-details': () => import('../wizard/vehicle-details'),
  'wizard/vehicle-details-two': () => import('../wizard/vehicle-details-two'),
  'wizard/about-you': () => import('../wizard/about-you'),
  'wizard/driver-details': () => import('../wizard/driver-details'),
  'wizard/driver-details-two': () => import('../wizard/driver-details-two'),
  'wizard/additional-drivers': () => import('../wizard/additional-drivers'),
  'wizard/vehicle-cover': () => import('../wizard/vehicle-cover'),
  'session/home': () => import('../session/home'),
  'wizard/wizard-layout': () => import('../wizard/wizard-layout'),
  'results/policy-selection': () => import('../results/policy-selection'),
  'results/referral': () => import('../results/referral'),
  'results/quote-results-page': () => import('../results/quote-results-page'),
  'payment/card/card-payment-page': () => import('../payment/card/card-payment-page'),
  'payment/direct-debit/direct-debit-page': () =>
    import('../payment/direct-debit/direct-debit-page'),
  'payment/thank-you': () => import('../payment/thank-you'),
  'session/error': () => import('../session/error'),
  'results/decline': () => import('../results/decline'),
  'session/time-out': () => import('../session/time-out'),
  'entries/restart-policy': () => import('../entries/restart-policy'),
  'results/thirty-day-quote': () => import('../results/thirty-day-quote'),
  'payment/restart-thank-you': () => import('../payment/restart-thank-you'),
  'payment/quote-taken-up': () => import('../payment/quote-taken-up'),
  'entries/quote-expired': () => import('../entries/quote-expired'),
  'results/protect-terms': () => import('../results/protect-terms'),
  'entries/your-quote-details': () => import('../entries/your-quote-details'),
  'entries/quote-retrieval': () => import('../entries/quote-retrieval'),
  'wizard/vehicle-landing-page': () => import('../wizard/vehicle-landing-page'),
  'session/outage': () => import('../session/outage'),
  'entries/quote-locked': () => import('../entries/quote-locked'),
  'session/not-found': () => import('../session/not-found'),
};

const pageViews = new Map<ViewModule, FetchedAhead>();

/**
 * One component per page module: two paths that show the same page (/results and /pcw-result) render the
 * same component, so React keeps it mounted, and what the customer typed, when the journey moves between them.
 */
function pageView(page: ViewModule): FetchedAhead {
  const view = pageViews.get(page) ?? lazyFetchedAhead(pageModules[page]);
  pageViews.set(page, view);
  return view;
}

/**
 * Fetches the page modules shown at `pathname` (none for a path no route names): the app renders its first
 * page once they are here (src/app/start.tsx), so the page is drawn as soon as the journey is ready, without a
 * Loading... frame kept for React's throttle.
 */
export async function fetchPagesFor(pathname: string): Promise<void> {
  const pages = pagesByPath().get(pathname) ?? [];
  await Promise.all(pages.map((page) => pageView(page).fetch()));
}

function routeObject(route: PageRoute): RouteObject {
  const Page = route.page === null ? null : pageView(route.page).Component;
  const element = Page === null ? null : <Page />;
  if (route.path === '') return { index: true, element };
  return { path: route.path, element, children: route.children?.map(routeObject) };
}

/**
 * Every route of spec 1 §2 and spec 2 §2 (src/app/page-routes.ts), rendered with `useRoutes` under the app's
 * router: a browser router in the app, a memory router in tests.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <SiteLayout />, children: pageRoutes.map(routeObject) },
];
