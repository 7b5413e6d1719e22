import { journeySetup } from '../journey.setup';
import type { PageId } from '../rules/routing';
import { pagePaths } from '../rules/routing';
import type { CompletedStepKey } from '../state/journey-state';

/** A page the journey ends on or passes through, marking its completed-step flag where the spec keeps one. */
function page(id: PageId, completes?: CompletedStepKey) {
  const entry = [
    { type: 'showPath' as const, params: { path: pagePaths[id] } },
    { type: 'trackPageView' as const, params: { page: id } },
    ...(completes ? [{ type: 'markCompleted' as const, params: { step: completes } }] : []),
  ];
  return journeySetup.createStateConfig({ entry });
}

export const pages = {
  home: page('home'),
  decline: page('decline', 'decline'),
  referral: page('referral', 'referral'),
  error: page('error', 'error'),
  timeOut: page('timeOut', 'timeOut'),
  quoteTakenUp: page('quoteTakenUp'),
  quoteExpired: page('quoteExpired'),
  quoteLocked: page('quoteLocked'),
  outage: page('outage'),
  protectTerms: page('protectTerms'),
  quoteRetrieval: page('quoteRetrieval'),
  vehicleLandingPage: page('vehicleLandingPage'),
  notFound: page('notFound'),
  thankYou: page('thankYou', 'thankYou'),
  restartThankYou: page('restartThankYou', 'thankYou'),
};
