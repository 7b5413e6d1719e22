/**
 * The header logo (spec 1 §2): past the first step it asks 'Go to the homepage? You'll lose all your responses
 * if you do.' before the journey is reset; on the first step it goes home at once.
 */
import { raise } from 'xstate';
import { core } from '../core/setup';
import { defineGuards } from '../core/define';

const guards = defineGuards({
  isPastFirstStep: ({ context }) => context.quote.activeStep > 1,
});

const states = core.extend({ guards }).createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'header.logoClicked': [
          { guard: 'isPastFirstStep', target: 'confirming' },
          {
            actions: raise({
              type: 'route.go',
              target: { kind: 'page', page: 'home' },
              replace: false,
            }),
          },
        ],
      },
    },
    confirming: {
      meta: { requirements: ['spec 1 §2 Wizard rules'] },
      on: {
        'homeDialog.stay': 'closed',
        'homeDialog.leave': { target: 'closed', actions: raise({ type: 'journey.reset' }) },
      },
    },
  },
});

export const homeDialog = { actions: {}, guards, states };
