/**
 * The idle time-out (spec 1 §2, spec 2 §9): fifteen minutes without activity on a page that times out sends
 * the customer to the time-out page. Activity restarts the timer; the pages that time out list `timesOut`.
 */
import { raise } from 'xstate';
import { core } from './core';

const states = core.createStateConfig({
  initial: 'watching',
  states: {
    watching: {
      on: { 'idle.activity': { target: 'watching', reenter: true } },
      after: { IDLE_TIMEOUT: { target: 'expired', actions: raise({ type: 'idle.timedOut' }) } },
    },
    expired: { on: { 'idle.activity': 'watching' } },
  },
});

/** The transition a page that times out adds to its own. */
const timesOut = { 'idle.timedOut': { target: '#flow.timeOut' } } as const;

export const idle = { states, timesOut };
