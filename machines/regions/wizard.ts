import { journeySetup, stepPath } from '../journey.setup';
import type { StepId } from '../rules/wizard-navigation';

/** One wizard step: shows its path, stores its answers on Continue and moves on, or goes back. */
function step(id: StepId) {
  return {
    entry: [{ type: 'showPath', params: { path: stepPath(id) } }, 'clearMessage'] as const,
    on: {
      'wizard.next': {
        guard: { type: 'isAnswerFor', params: { step: id } },
        actions: ['completeStep', 'goToNextStep'],
      },
      'wizard.back': { actions: { type: 'goToPreviousStep', params: { step: id } } },
    },
  } as const;
}

const vehicleDetails = journeySetup.createStateConfig({
  entry: [{ type: 'showPath', params: { path: stepPath('vehicleDetails') } }, 'clearMessage'],
  initial: 'editing',
  on: {
    'wizard.back': { actions: { type: 'goToPreviousStep', params: { step: 'vehicleDetails' } } },
  },
  states: {
    editing: {
      on: {
        'vehicle.lookup': { target: 'lookingUp', actions: 'startVehicleLookup' },
        'wizard.next': [
          {
            guard: { type: 'hasVehicleFor', params: { step: 'vehicleDetails' } },
            actions: ['completeStep', 'goToNextStep'],
          },
          {
            guard: { type: 'isAnswerFor', params: { step: 'vehicleDetails' } },
            actions: [
              {
                type: 'setMessage',
                params: {
                  text: 'Please search for a vehicle by registration',
                  field: 'registration',
                },
              },
            ],
          },
        ],
      },
    },
    lookingUp: {
      tags: ['loading'],
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'lookupVehicle',
        src: 'lookupVehicle',
        input: ({ context }) => ({ registration: context.quote.vehicleDetails.registration }),
        onDone: [
          { guard: 'isMotorcycle', target: 'editing', actions: 'refuseMotorcycle' },
          { guard: 'isCommercialVehicle', target: 'wrongVehicleType', actions: 'refuseWrongType' },
          { target: 'editing', actions: 'storeVehicle' },
        ],
        onError: [
          { guard: 'isNotFoundError', target: 'editing', actions: 'vehicleNotFound' },
          { target: 'editing', actions: 'vehicleLookupFailed' },
        ],
      },
    },
    /** The wrong-vehicle-type modal: 'Change Vehicle' or 'Transfer Me'. */
    wrongVehicleType: {
      on: {
        'vehicle.changeVehicle': { target: 'editing', actions: 'forgetVehicle' },
        'vehicle.transfer': { guard: 'canTransfer', actions: 'transferToOtherJourney' },
      },
    },
  },
});

export const wizard = journeySetup.createStateConfig({
  initial: 'vehicleDetails',
  tags: ['idleTimeout'],
  on: {
    'wizard.draft': { actions: 'saveDraft' },
  },
  states: {
    vehicleDetails,
    vehicleDetailsTwo: step('vehicleDetailsTwo'),
    aboutYou: step('aboutYou'),
    driverDetails: step('driverDetails'),
    driverDetailsTwo: step('driverDetailsTwo'),
    additionalDrivers: step('additionalDrivers'),
    vehicleCover: {
      entry: [{ type: 'showPath', params: { path: stepPath('vehicleCover') } }, 'clearMessage'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'wizard.next': {
              guard: { type: 'isAnswerFor', params: { step: 'vehicleCover' } },
              actions: 'completeStep',
              target: '#flow.quoting',
            },
            'wizard.back': {
              actions: { type: 'goToPreviousStep', params: { step: 'vehicleCover' } },
            },
          },
        },
      },
    },
  },
});
