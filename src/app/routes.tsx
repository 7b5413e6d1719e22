import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { pageRoutes, pagesByPath, type PageRoute, type ViewModule } from './page-routes';

interface PageModule {
  default: ComponentType;
}

/**
 * The page modules src/app/page-routes.ts names, each its own chunk, fetched when first shown: one for each
 * view module the page table and the wizard's step list name (the type makes tsc hold the two together).
 */
export const pageModules: Record<ViewModule, () => Promise<PageModule>> = {
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

/** The page modules fetched so far. */
const fetchedPages = new Map<ViewModule, PageModule>();

function fetchPage(page: ViewModule): Promise<PageModule> {
  return pageModules[page]().then((module) => {
    fetchedPages.set(page, module);
    return module;
  });
}

/**
 * A module fetched already, handed to React.lazy as a thenable that answers at once: lazy then renders the
 * page in the same pass. A resolved Promise answers only after the render has suspended, and React then keeps
 * its fallback on screen for at least 300 ms (its Suspense throttle), although nothing is left to wait for.
 */
function fetchedAlready(module: PageModule): Promise<PageModule> {
  const answersAtOnce = {
    then(onFulfilled: (value: PageModule) => unknown) {
      onFulfilled(module);
    },
  };
  // React.lazy only calls `then` on what its loader returns; its type asks for a whole Promise.
  return answersAtOnce as unknown as Promise<PageModule>;
}

/**
 * Fetches the page modules shown at `pathname` (none for a path no route names): the app renders its first
 * page once they are here (src/app/start.tsx), so the page is drawn as soon as the journey is ready, without a
 * Loading... frame kept for React's throttle. Never rejects: a module that fails is fetched again when shown,
 * and its failure reported there.
 */
export async function fetchPagesFor(pathname: string): Promise<void> {
  const pages = pagesByPath().get(pathname) ?? [];
  await Promise.allSettled(pages.map(fetchPage));
}

const lazyPages = new Map<ViewModule, ComponentType>();

/**
 * One component per page module: two paths that show the same page (/results and /pcw-result) render the
 * same component, so React keeps it mounted, and what the customer typed, when the journey moves between them.
 */
function lazyPage(page: ViewModule): ComponentType {
  const Page =
    lazyPages.get(page) ??
    lazy(() => {
      const fetched = fetchedPages.get(page);
      return fetched ? fetchedAlready(fetched) : fetchPage(page);
    });
  lazyPages.set(page, Page);
  return Page;
}

function routeObject(route: PageRoute): RouteObject {
  const Page = route.page === null ? null : lazyPage(route.page);
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
