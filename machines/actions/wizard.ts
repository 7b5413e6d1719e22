/** The journey's actions for the wizard steps and the vehicle lookup of step 1 (spec 1 §2, §4). */
import { assign, emit, raise } from 'xstate';
import { completeStep } from '../rules/step-answers';
import { previousStep, nextStep, type StepId } from '../rules/wizard-navigation';
import * as updates from '../journey.updates';
import type { VehicleLookupResult } from '../state/contract';
import type { CompletedStepKey } from '../state/journey-state';
import { baseSetup, message, outputOf } from '../journey.base';

export const wizardSetup = baseSetup.extend({
  actions: {
    completeStep: assign(({ context, event }) => {
      if (event.type !== 'wizard.next') return {};
      const drafts = Object.fromEntries(
        Object.entries(context.drafts).filter(([step]) => step !== event.step),
      );
      return {
        quote: updates.withSpamFlag(
          completeStep(context.quote, event.step, event.answers),
          event.spam === true,
        ),
        drafts,
        message: null,
      };
    }),
    goToNextStep: raise(({ context, event }) => {
      const step = event.type === 'wizard.next' ? event.step : 'vehicleDetails';
      const next = nextStep(step, context.quote);
      return next === null
        ? {
            type: 'route.go' as const,
            target: { kind: 'page' as const, page: 'home' as const },
            replace: false,
          }
        : {
            type: 'route.go' as const,
            target: { kind: 'step' as const, step: next },
            replace: false,
          };
    }),
    goToPreviousStep: raise(({ context }, params: { step: StepId }) => {
      const previous = previousStep(params.step, context.quote);
      return {
        type: 'route.go' as const,
        target:
          previous === null
            ? { kind: 'page' as const, page: 'home' as const }
            : { kind: 'step' as const, step: previous },
        replace: false,
      };
    }),
    saveDraft: assign(({ context, event }) => {
      if (event.type !== 'wizard.draft') return {};
      return { drafts: { ...context.drafts, [event.step]: event.values } };
    }),
    markCompleted: assign(({ context }, params: { step: CompletedStepKey }) => ({
      quote: {
        ...context.quote,
        completedSteps: { ...context.quote.completedSteps, [params.step]: true },
      },
    })),
    startVehicleLookup: assign(({ context, event }) => {
      if (event.type !== 'vehicle.lookup') return {};
      return {
        quote: {
          ...context.quote,
          vehicleDetails: {
            ...context.quote.vehicleDetails,
            registration: event.registration.trim().toUpperCase(),
          },
        },
        vehicleLookup: { ...context.vehicleLookup, problem: null },
        message: null,
      };
    }),
    storeVehicle: assign(({ context, event }) => {
      const lookup = outputOf<VehicleLookupResult>(event);
      return lookup ? updates.storeVehicle(context, lookup) : {};
    }),
    refuseMotorcycle: assign(({ context }) => ({
      vehicleLookup: {
        ...context.vehicleLookup,
        vehicleInfo: null,
        problem: 'motorcycle' as const,
      },
      message: message(
        'Motorcycles, mopeds or scooters not insurable on this policy.',
        'registration',
      ),
    })),
    refuseWrongType: assign(({ context, event }) => ({
      vehicleLookup: {
        ...context.vehicleLookup,
        isCommercialVehicle: true,
        vehicleInfo: outputOf<VehicleLookupResult>(event)?.vehicleInfo ?? null,
        problem: 'wrongType' as const,
      },
    })),
    vehicleNotFound: assign(({ context }) => ({
      vehicleLookup: { ...context.vehicleLookup, vehicleInfo: null, problem: 'notFound' as const },
      message: message('We are unable to find your vehicle.', 'registration'),
    })),
    vehicleLookupFailed: assign(({ context }) => ({
      vehicleLookup: { ...context.vehicleLookup, vehicleInfo: null, problem: 'failed' as const },
      message: message(
        'We could not look up your vehicle just now. Please try again.',
        'registration',
      ),
    })),
    forgetVehicle: assign(({ context }) => ({
      vehicleLookup: {
        isCommercialVehicle: false,
        isMotorCycle: false,
        vehicleInfo: null,
        problem: null,
      },
      quote: {
        ...context.quote,
        vehicleDetails: { ...context.quote.vehicleDetails, registration: '' },
      },
    })),
    transferToOtherJourney: emit(({ context }) => ({
      type: 'transfer' as const,
      registration: context.quote.vehicleDetails.registration,
    })),
  },
});
