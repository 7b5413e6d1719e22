/**
 * The one table that routes a failed call by its server error code (spec 2 §4; the table itself is
 * rules/error-routing.ts), used by every invoking state. Payment codes stay on `inlineTarget` with their
 * message when the state gives one.
 */
import {
  ERROR_PAGES,
  LISTED_ERROR_PAGES,
  errorCodeOf,
  lockedUntilOf,
  policyReferenceOf,
  routeForServerCode,
  type ErrorPage,
} from './error-codes';
import { assign } from 'xstate';
import { defineActions, defineGuards, errorOf, messagesWith, pageError } from '../core/define';
import type { MessagePart } from '../core/types';

const routeOf = (event: object) => routeForServerCode(errorCodeOf(errorOf(event)));

export const errorRoutingGuards = defineGuards({
  /** The error carries a server code that the table sends to `page`. */
  errorRoutesTo: ({ event }, params: { page: ErrorPage }) => {
    const route = routeOf(event);
    return route.kind === 'page' && route.page === params.page;
  },
  isInlinePaymentError: ({ event }) => routeOf(event).kind === 'inline',
});

export const errorRoutingActions = defineActions({
  /** The taken-up page offers the policy's documents when the answer named the policy. */
  rememberTakenUpPolicy: assign(({ event }) => ({
    takenUpPolicy: policyReferenceOf(errorOf(event)),
  })),
  /** The locked page says when a quote locked by failed checks can be checked again, when the answer said. */
  rememberLockOut: assign(({ context, event }) => ({
    lockOut: { ...context.lockOut, lockedUntil: lockedUntilOf(errorOf(event)) },
  })),
  showServerErrorMessage: assign(({ event }, params: { part: MessagePart }) => {
    const route = routeOf(event);
    return {
      messages: messagesWith(
        params.part,
        route.kind === 'inline' ? pageError(route.message) : null,
      ),
    };
  }),
});

const report = {
  type: 'reportError',
  params: ({ event }: { event: object }) => ({ error: errorOf(event) }),
} as const;

/** What an error page shows of the answer that led there. */
const REMEMBERED = {
  quoteTakenUp: ['rememberTakenUpPolicy'],
  quoteLocked: ['rememberLockOut'],
} as const;

function toErrorPage(page: ErrorPage) {
  const shown = page in REMEMBERED ? REMEMBERED[page as keyof typeof REMEMBERED] : ([] as const);
  return ERROR_PAGES[page].replace
    ? (['replaceHistory', ...shown, report] as const)
    : ([...shown, report] as const);
}

const listedPageTransitions = () =>
  LISTED_ERROR_PAGES.map((page) => ({
    guard: { type: 'errorRoutesTo' as const, params: { page } },
    target: `#flow.${page}`,
    actions: toErrorPage(page),
    meta: {
      requirements: ['spec 1 §4 Error-code routing', 'spec 2 §4 Server error-code routing'],
    },
  }));

/**
 * A call whose failure the page shows itself: the codes the table lists still go to their pages, and any other
 * failure takes `otherwise`, reported.
 */
export function routedOrShown<const A extends readonly unknown[]>(target: string, actions: A) {
  return [...listedPageTransitions(), { target, actions: [...actions, report] as const }];
}

/** A call's failure routed by its code; the codes shown inline stay on `inline.target`, on `inline.part`'s page. */
export function errorTransitions(inline?: { target: string; part: MessagePart }) {
  const inlineRoutes = inline
    ? [
        {
          guard: 'isInlinePaymentError' as const,
          target: inline.target,
          actions: [
            { type: 'showServerErrorMessage' as const, params: { part: inline.part } },
            'scrollToTop' as const,
          ],
        },
      ]
    : [];
  return [
    ...listedPageTransitions(),
    ...inlineRoutes,
    { target: '#flow.error', actions: toErrorPage('error') },
  ];
}
