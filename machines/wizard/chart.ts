/**
 * The quote wizard (spec 1 §2): seven steps whose Continue and Back name their targets, step 1's vehicle
 * lookup, and the drafts that keep what the customer typed. The router enters a step through `routeIn`.
 */
import { assertEvent } from 'xstate';
import { stepIds, type StepId } from './navigation';
import { core, replaceAsRouted } from '../core/setup';
import { defineGuards } from '../core/define';
import { backTo, step, stepActions, stepGuards, showStep } from './steps';
import { vehicleActions, vehicleDetails, vehicleGuards } from './vehicle-details';

const routeGuards = defineGuards({
  goesToStep: ({ event }, params: { step: StepId }) => {
    assertEvent(event, 'route.go');
    return event.target.kind === 'step' && event.target.step === params.step;
  },
});

const actions = { ...stepActions, ...vehicleActions };
const guards = { ...stepGuards, ...vehicleGuards, ...routeGuards };
const part = core.extend({ actions, guards });

const states = part.createStateConfig({
  initial: 'vehicleDetails',
  tags: ['idleTimeout'],
  meta: { requirements: ['spec 1 §2 Wizard steps', 'spec 1 §2 Wizard rules'] },
  on: { 'wizard.draft': { actions: 'saveDraft' } },
  states: {
    vehicleDetails,
    vehicleDetailsTwo: step('vehicleDetailsTwo', {
      continue: ['aboutYou'],
      back: ['vehicleDetails'],
    }),
    aboutYou: step('aboutYou', { continue: ['driverDetails'], back: ['vehicleDetailsTwo'] }),
    driverDetails: step('driverDetails', { continue: ['driverDetailsTwo'], back: ['aboutYou'] }),
    driverDetailsTwo: step('driverDetailsTwo', {
      continue: ['additionalDrivers', 'vehicleCover'],
      back: ['driverDetails'],
    }),
    additionalDrivers: step('additionalDrivers', {
      continue: ['vehicleCover'],
      back: ['driverDetailsTwo'],
    }),
    vehicleCover: {
      entry: showStep('vehicleCover'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'wizard.next': {
              guard: { type: 'isAnswerFor', params: { step: 'vehicleCover' } },
              target: '#flow.quoting',
              actions: 'completeStep',
            },
            'wizard.back': backTo('vehicleCover', 'additionalDrivers', 'driverDetailsTwo'),
          },
        },
      },
    },
  },
});

/** The router's moves into a step: the URL names it, and the journey has let the customer see it. */
const routeIn = stepIds.map((id) => ({
  guard: { type: 'goesToStep' as const, params: { step: id } },
  target: `#flow.wizard.${id}`,
  actions: replaceAsRouted,
}));

export const wizard = { actions, guards, states, routeIn };
