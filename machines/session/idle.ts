/**
 * The idle time-out (spec 1 §2, spec 2 §9): fifteen minutes without activity on a page that times out sends
 * the customer to the time-out page. Two minutes before, the customer is warned and may carry on (WCAG 2.2
 * success criterion 2.2.1, Timing Adjustable): any activity, the warning's Continue included, restarts the
 * clock. Activity in another tab of the journey reaches this one as `idle.activity` too (machines/session/tab-sync.ts).
 *
 * The deadlines are on the wall clock, counted from the last activity (`idleSince`): the timers bring the
 * warning and the time-out while the page runs, and a page that wakes (a phone unlocked, a tab shown again)
 * tells the journey the time (`idle.clockCheck`), so a device asleep past the time-out shows the time-out page
 * at once rather than a fresh warning. Activity that comes after the deadline is too late to carry on.
 *
 * Only the pages that time out (`TIMING_OUT_STATES`, tagged `idleTimeout`) warn, and they handle
 * `idle.timedOut` (`timesOut`); elsewhere the timer runs out unheeded and activity starts it again.
 */
import { and, assertEvent, assign, not, or, raise, stateIn } from 'xstate';
import { core } from '../core/setup';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../core/context';
import { defineActions, defineGuards } from '../core/define';
import type { AnyJourneyEvent } from '../core/context';
import { onPageThatSaves } from './save-quote';

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

/** The wall-clock time an idle event reports. */
function timeOf(event: AnyJourneyEvent): number {
  assertEvent(event, ['idle.activity', 'idle.clockCheck', 'save.open']);
  return event.at;
}

const guards = defineGuards({
  /** The event comes 15 minutes or more after the last activity. */
  isPastTimeOut: ({ context, event }) => timeOf(event) - context.idleSince >= IDLE_TIMEOUT_MS,
  /** The event comes when the warning is due (13 minutes after the last activity) or later. */
  isPastWarning: ({ context, event }) =>
    timeOf(event) - context.idleSince >= IDLE_TIMEOUT_MS - IDLE_WARNING_MS,
});

const actions = defineActions({
  /** The clock starts again from the customer's activity. */
  stampActivity: assign(({ event }) => ({ idleSince: timeOf(event) })),
  /** Timed out: the page it goes to counts from the deadline just met. */
  restartIdleClock: assign(({ context }) => ({ idleSince: context.idleSince + IDLE_TIMEOUT_MS })),
  /** The page that times out hears it (`timesOut`). */
  announceTimeOut: raise({ type: 'idle.timedOut' }),
});

/** Timed out now: the clock restarts from the deadline and the page that times out is told. */
const timedOutNow = {
  target: 'watching',
  actions: ['restartIdleClock', 'announceTimeOut'],
} as const;

const states = core.extend({ actions, guards }).createStateConfig({
  initial: 'watching',
  states: {
    watching: {
      // Too late: on a page that times out, activity or a wake past the deadline times the journey out.
      on: {
        'idle.activity': [
          { ...timedOutNow, guard: and([onPageThatTimesOut, 'isPastTimeOut']), reenter: true },
          { target: 'watching', reenter: true, actions: 'stampActivity' },
        ],
        'idle.clockCheck': [
          { ...timedOutNow, guard: and([onPageThatTimesOut, 'isPastTimeOut']), reenter: true },
          { guard: and([onPageThatTimesOut, 'isPastWarning']), target: 'warning' },
        ],
      },
      after: { IDLE_BEFORE_WARNING: { guard: onPageThatTimesOut, target: 'warning' } },
    },
    warning: {
      on: {
        'idle.activity': [
          { ...timedOutNow, guard: 'isPastTimeOut' },
          { target: 'watching', actions: 'stampActivity' },
        ],
        'idle.clockCheck': { ...timedOutNow, guard: 'isPastTimeOut' },
        // The warning's Save my quote carries on, as its Continue does (save-quote.ts opens the dialog).
        'save.open': [
          { ...timedOutNow, guard: and([onPageThatSaves, 'isPastTimeOut']) },
          { guard: onPageThatSaves, target: 'watching', actions: 'stampActivity' },
        ],
      },
      // The journey moved on to a page that does not time out (a payment taken up while away).
      always: { guard: not(onPageThatTimesOut), target: 'watching' },
      // The page times out (`timesOut`) to one that does not: the timer starts again there, unheeded.
      after: {
        IDLE_WARNING: timedOutNow,
      },
    },
  },
});

/** The transition a page that times out adds to its own. */
const timesOut = {
  'idle.timedOut': {
    target: '#flow.timeOut',
    meta: { requirements: ['spec 1 §2 Wizard rules', 'spec 2 §2 Navigation rules'] },
  },
} as const;

export const idle = { states, timesOut, actions, guards };
