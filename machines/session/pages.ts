/**
 * The pages the journey ends on or passes through (spec 2 §2 Navigation rules): each shows its path, is
 * tracked, and marks its completed-step flag where the spec keeps one. The router enters the open pages
 * through `routeIn`.
 */
import { assertEvent, assign } from 'xstate';
import { pagePaths, type PageId } from './routing';
import type { CompletedStepKey } from '../core/state';
import { core, replaceAsRouted } from '../core/setup';
import { defineActions, defineGuards } from '../core/define';

const actions = defineActions({
  markCompleted: assign(({ context }, params: { step: CompletedStepKey }) => ({
    quote: {
      ...context.quote,
      completedSteps: { ...context.quote.completedSteps, [params.step]: true },
    },
  })),
});

const guards = defineGuards({
  goesToPage: ({ event }, params: { page: PageId }) => {
    assertEvent(event, 'route.go');
    return event.target.kind === 'page' && event.target.page === params.page;
  },
});

const part = core.extend({ actions, guards });

function page(id: PageId, completes?: CompletedStepKey) {
  return part.createStateConfig({
    entry: [
      { type: 'showPath', params: { path: pagePaths[id] } },
      ...(completes ? [{ type: 'markCompleted' as const, params: { step: completes } }] : []),
    ],
  });
}

const states = {
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
  vehicleLandingPage: page('vehicleLandingPage'),
  notFound: page('notFound'),
  thankYou: page('thankYou', 'thankYou'),
  restartThankYou: page('restartThankYou', 'thankYou'),
};

/** The router's moves to a page of the journey (results and payment are theirs; the rest are pages here). */
const routeIn = (
  [
    ['home', '#flow.home'],
    ['results', '#flow.results'],
    ['makePayment', '#flow.payment.card'],
    ['paymentSummary', '#flow.payment.directDebit'],
    ['outage', '#flow.outage'],
    ['protectTerms', '#flow.protectTerms'],
    ['vehicleLandingPage', '#flow.vehicleLandingPage'],
    ['notFound', '#flow.notFound'],
  ] as const
).map(([id, target]) => ({
  guard: { type: 'goesToPage' as const, params: { page: id } },
  target,
  actions: replaceAsRouted,
}));

export const pages = { actions, guards, states, routeIn };
