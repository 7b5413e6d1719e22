/**
 * The idle time-out (spec 1 §2, spec 2 §9): fifteen minutes without activity on a page that times out sends
 * the customer to the time-out page. Two minutes before, the customer is warned and may carry on (WCAG 2.2
 * success criterion 2.2.1, Timing Adjustable): any activity, the warning's Continue included, restarts the
 * timer. Activity in another tab of the journey reaches this one as `idle.activity` too (machines/session/tab-sync.ts).
 *
 * Only the pages that time out (`TIMING_OUT_STATES`, tagged `idleTimeout`) warn, and they handle
 * `idle.timedOut` (`timesOut`); elsewhere the timer runs out unheeded and activity starts it again.
 */
import { not, or, raise, stateIn } from 'xstate';
import { core } from '../core/setup';

/** The flow's states whose pages time out; the journey gives each of them `timesOut`. */
export const TIMING_OUT_STATES = [
  'wizard',
  'policySelection',
  'results',
  'thirtyDayQuote',
  'payment',
  'restart',
  'reminder',
  'quoteRetrieval',
] as const;

const onPageThatTimesOut = or(TIMING_OUT_STATES.map((state) => stateIn(`#flow.${state}`)));

const states = core.createStateConfig({
  initial: 'watching',
  states: {
    watching: {
      on: { 'idle.activity': { target: 'watching', reenter: true } },
      after: { IDLE_BEFORE_WARNING: { guard: onPageThatTimesOut, target: 'warning' } },
    },
    warning: {
      on: { 'idle.activity': 'watching' },
      // The journey moved on to a page that does not time out (a payment taken up while away).
      always: { guard: not(onPageThatTimesOut), target: 'watching' },
      // The page times out (`timesOut`) to one that does not: the timer starts again there, unheeded.
      after: { IDLE_WARNING: { target: 'watching', actions: raise({ type: 'idle.timedOut' }) } },
    },
  },
});

/** The transition a page that times out adds to its own. */
const timesOut = { 'idle.timedOut': { target: '#flow.timeOut' } } as const;

export const idle = { states, timesOut };
