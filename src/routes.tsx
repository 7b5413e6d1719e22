import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { pageRoutes, type PageRoute } from './page-routes';

interface PageModule {
  default: ComponentType;
}

/** The page modules src/page-routes.ts names, each its own chunk, fetched when first shown. */
export const pageModules: Record<string, () => Promise<PageModule>> = {
  'quote/vehicle-details': () => import('./pages/quote/vehicle-details'),
  'quote/vehicle-details-two': () => import('./pages/quote/vehicle-details-two'),
  'quote/about-you': () => import('./pages/quote/about-you'),
  'quote/driver-details': () => import('./pages/quote/driver-details'),
  'quote/driver-details-two': () => import('./pages/quote/driver-details-two'),
  'quote/additional-drivers': () => import('./pages/quote/additional-drivers'),
  'quote/vehicle-cover': () => import('./pages/quote/vehicle-cover'),
  home: () => import('./pages/home'),
  'quote/wizard-layout': () => import('./pages/quote/wizard-layout'),
  'policy-selection': () => import('./pages/policy-selection'),
  referral: () => import('./pages/referral'),
  results: () => import('./pages/results'),
  'entries/pcw-result': () => import('./pages/entries/pcw-result'),
  'thank-you': () => import('./pages/thank-you'),
  'make-payment': () => import('./pages/make-payment'),
  'payment-summary': () => import('./pages/payment-summary'),
  error: () => import('./pages/error'),
  decline: () => import('./pages/decline'),
  'time-out': () => import('./pages/time-out'),
  'entries/restart-policy': () => import('./pages/entries/restart-policy'),
  'thirty-day-quote': () => import('./pages/thirty-day-quote'),
  'restart-thank-you': () => import('./pages/restart-thank-you'),
  'quote-taken-up': () => import('./pages/quote-taken-up'),
  'quote-expired': () => import('./pages/quote-expired'),
  'protect-terms': () => import('./pages/protect-terms'),
  'entries/your-quote-details': () => import('./pages/entries/your-quote-details'),
  'entries/quote-retrieval': () => import('./pages/entries/quote-retrieval'),
  'vehicle-landing-page': () => import('./pages/vehicle-landing-page'),
  outage: () => import('./pages/outage'),
  'quote-locked': () => import('./pages/quote-locked'),
  'not-found': () => import('./pages/not-found'),
};

function lazyPage(page: string): ComponentType {
  const load = pageModules[page];
  if (load === undefined)
    throw new Error(`src/page-routes.ts names a page that does not exist: ${page}`);
  return lazy(load);
}

function routeObject(route: PageRoute): RouteObject {
  const Page = route.page === null ? null : lazyPage(route.page);
  const element = Page === null ? null : <Page />;
  if (route.path === '') return { index: true, element };
  return { path: route.path, element, children: route.children?.map(routeObject) };
}

/**
 * Every route of spec 1 §2 and spec 2 §2 (src/page-routes.ts), rendered with `useRoutes` under the app's
 * router: a browser router in the app, a memory router in tests.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <SiteLayout />, children: pageRoutes.map(routeObject) },
];
