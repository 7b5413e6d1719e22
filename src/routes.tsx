import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingStatus } from './layout/loading-status';
import { RouteError } from './layout/route-error';
import { SiteLayout } from './layout/site-layout';

interface PageModule {
  default: ComponentType;
}

/** A route whose page is fetched only when it is first visited. */
function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/**
 * /quote itself and unknown /quote/* paths render nothing: the router reports them and the journey sends
 * the customer to vehicle details (spec 1 §2 Wizard rules), as it decides every other move.
 */
const decidedByJourney: Pick<RouteObject, 'element'> = { element: null };

const wizardRoutes: RouteObject[] = [
  { index: true, ...decidedByJourney },
  { path: 'vehicle-details', ...lazyPage(() => import('./pages/quote/vehicle-details')) },
  { path: 'vehicle-details-two', ...lazyPage(() => import('./pages/quote/vehicle-details-two')) },
  { path: 'about-you', ...lazyPage(() => import('./pages/quote/about-you')) },
  { path: 'driver-details', ...lazyPage(() => import('./pages/quote/driver-details')) },
  { path: 'driver-details-two', ...lazyPage(() => import('./pages/quote/driver-details-two')) },
  { path: 'additional-drivers', ...lazyPage(() => import('./pages/quote/additional-drivers')) },
  { path: 'vehicle-cover', ...lazyPage(() => import('./pages/quote/vehicle-cover')) },
  { path: '*', ...decidedByJourney },
];

const thirtyDayQuote = lazyPage(() => import('./pages/thirty-day-quote'));

/** Every route of spec 1 §2 and spec 2 §2; tests build a memory router from the same table. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    HydrateFallback: LoadingStatus,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...lazyPage(() => import('./pages/home')) },
      {
        path: 'quote',
        ...lazyPage(() => import('./pages/quote/wizard-layout')),
        children: wizardRoutes,
      },
      { path: 'policy-selection', ...lazyPage(() => import('./pages/policy-selection')) },
      { path: 'referral', ...lazyPage(() => import('./pages/referral')) },
      { path: 'results', ...lazyPage(() => import('./pages/results')) },
      { path: 'pcw-result', ...lazyPage(() => import('./pages/entries/pcw-result')) },
      { path: 'thank-you', ...lazyPage(() => import('./pages/thank-you')) },
      { path: 'make-payment', ...lazyPage(() => import('./pages/make-payment')) },
      { path: 'payment-summary', ...lazyPage(() => import('./pages/payment-summary')) },
      { path: 'error', ...lazyPage(() => import('./pages/error')) },
      { path: 'summary', ...lazyPage(() => import('./pages/decline')) },
      { path: 'time-out', ...lazyPage(() => import('./pages/time-out')) },
      { path: 'restart-policy', ...lazyPage(() => import('./pages/entries/restart-policy')) },
      { path: '30-day-quote', ...thirtyDayQuote },
      { path: 'thirty-day-quote', ...thirtyDayQuote },
      { path: 'restart-thank-you', ...lazyPage(() => import('./pages/restart-thank-you')) },
      { path: 'quote-taken-up', ...lazyPage(() => import('./pages/quote-taken-up')) },
      { path: 'quote-expired', ...lazyPage(() => import('./pages/quote-expired')) },
      { path: 'protect-terms', ...lazyPage(() => import('./pages/protect-terms')) },
      {
        path: 'your-quote-details',
        ...lazyPage(() => import('./pages/entries/your-quote-details')),
      },
      { path: 'quote-retrieval', ...lazyPage(() => import('./pages/entries/quote-retrieval')) },
      { path: 'vehicle-landing-page', ...lazyPage(() => import('./pages/vehicle-landing-page')) },
      { path: 'outage', ...lazyPage(() => import('./pages/outage')) },
      { path: 'quote-locked', ...lazyPage(() => import('./pages/quote-locked')) },
      { path: '*', ...lazyPage(() => import('./pages/not-found')) },
    ],
  },
];
