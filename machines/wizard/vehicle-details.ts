/**
 * Step 1, vehicle details (spec 1 §4 Vehicle lookup): the registration is looked up before Continue, a
 * motorcycle is refused, a commercial vehicle opens the wrong-vehicle-type dialog ('Change Vehicle' or
 * 'Transfer Me'), and a registration changed since the lookup is looked up again.
 */
import { assertEvent, assign, emit } from 'xstate';
import { normaliseRegistration, vehicleDetailsFrom } from '../../shared/domain';
import type { AnyJourneyEvent } from '../core/context';
import type { JourneyContext } from '../core/types';
import type { VehicleLookupResult } from '../core/contract';
import {
  defineActions,
  defineGuards,
  errorOf,
  messagesWith,
  noMessages,
  outputOf,
  pageError,
} from '../core/define';
import { JOURNEY_TEXT } from '../core/text';
import { showStep } from './steps';

function storeVehicle(context: JourneyContext, lookup: VehicleLookupResult) {
  const info = lookup.vehicleInfo;
  const before = context.quote.vehicleDetails;
  const changed =
    normaliseRegistration(before.registration) !== normaliseRegistration(info.registration) ||
    before.abiCode !== info.abiCode;
  return {
    vehicleLookup: { ...lookup, problem: null },
    quote: {
      ...context.quote,
      hasRiskDataChanged:
        context.quote.hasRiskDataChanged || (changed && context.result.quoteRef !== null),
      vehicleDetails: {
        ...before,
        ...vehicleDetailsFrom(info),
        numberOfSeats: info.numberOfSeats,
        grossWeight: info.grossWeight,
        isQPlate: info.isQPlate,
      },
    },
  };
}

export const vehicleActions = defineActions({
  startVehicleLookup: assign(({ context, event }) => {
    assertEvent(event, ['vehicle.lookup', 'wizard.next']);
    const registration =
      event.type === 'vehicle.lookup'
        ? event.registration
        : (event.answers.vehicleDetails?.registration ?? '');
    return {
      quote: {
        ...context.quote,
        vehicleDetails: {
          ...context.quote.vehicleDetails,
          registration: normaliseRegistration(registration),
        },
      },
      vehicleLookup: { ...context.vehicleLookup, problem: null },
      messages: noMessages(),
    };
  }),
  storeVehicle: assign(({ context, event }) => {
    const lookup = outputOf<VehicleLookupResult>(event);
    return lookup ? storeVehicle(context, lookup) : {};
  }),
  refuseMotorcycle: assign(({ context }) => ({
    vehicleLookup: { ...context.vehicleLookup, vehicleInfo: null, problem: 'motorcycle' as const },
    messages: messagesWith(
      'wizard',
      pageError(JOURNEY_TEXT.vehicle.motorcycleRefused, 'registration'),
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
    messages: messagesWith('wizard', pageError(JOURNEY_TEXT.vehicle.notFound, 'registration')),
  })),
  vehicleLookupFailed: assign(({ context }) => ({
    vehicleLookup: { ...context.vehicleLookup, vehicleInfo: null, problem: 'failed' as const },
    messages: messagesWith('wizard', pageError(JOURNEY_TEXT.vehicle.lookupFailed, 'registration')),
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
});

export const vehicleGuards = defineGuards({
  /**
   * Continue on step 1 with a vehicle found for the registration on the form; a registration changed since
   * the lookup must be looked up again first.
   */
  hasVehicleFor: ({ context, event }) => submittedAgainstLookup(context, event) === 'same',
  registrationChangedSinceLookup: ({ context, event }) =>
    submittedAgainstLookup(context, event) === 'changed',
  isMotorcycle: ({ event }) => outputOf<VehicleLookupResult>(event)?.isMotorCycle === true,
  isCommercialVehicle: ({ event }) =>
    outputOf<VehicleLookupResult>(event)?.isCommercialVehicle === true,
  canTransfer: ({ context }) => !context.entry.isMobileApp,
});

/**
 * Continue on step 1 compared with the vehicle found: the same registration, one changed since the lookup (to
 * be looked up again before moving on), or no vehicle found to compare with.
 */
function submittedAgainstLookup(
  context: JourneyContext,
  event: AnyJourneyEvent,
): 'same' | 'changed' | 'noVehicle' {
  const found = context.vehicleLookup.problem === null ? context.vehicleLookup.vehicleInfo : null;
  if (event.type !== 'wizard.next' || event.step !== 'vehicleDetails' || found === null) {
    return 'noVehicle';
  }
  const submitted = event.answers.vehicleDetails?.registration;
  return submitted === undefined ||
    normaliseRegistration(submitted) === normaliseRegistration(found.registration)
    ? 'same'
    : 'changed';
}

/** spec 1 §8: a failed lookup is reported as 'Unable to fetch vehicle', the call's error as its cause. */
const reportLookupFailure = {
  type: 'reportError',
  params: ({ event }: { event: object }) => ({
    error: new Error(JOURNEY_TEXT.vehicle.lookupFailedReport, { cause: errorOf(event) }),
  }),
} as const;

export const vehicleDetails = {
  entry: showStep('vehicleDetails'),
  initial: 'editing',
  on: { 'wizard.back': { target: '#flow.home' } },
  states: {
    editing: {
      on: {
        'vehicle.lookup': { target: 'lookingUp', actions: 'startVehicleLookup' },
        'wizard.next': [
          {
            guard: 'hasVehicleFor',
            target: '#flow.wizard.vehicleDetailsTwo',
            actions: 'completeStep',
          },
          {
            guard: 'registrationChangedSinceLookup',
            target: 'lookingUp',
            actions: 'startVehicleLookup',
          },
          {
            guard: { type: 'isAnswerFor', params: { step: 'vehicleDetails' } },
            actions: {
              type: 'setMessage',
              params: {
                part: 'wizard',
                text: JOURNEY_TEXT.vehicle.searchFirst,
                field: 'registration',
              },
            },
          },
        ],
      },
    },
    lookingUp: {
      tags: ['loading'],
      meta: { requirements: ['spec 1 §2 Vehicle lookup', 'spec 1 §4 Vehicle lookup'] },
      on: { 'route.changed': { actions: 'keepLocation' } },
      invoke: {
        id: 'lookupVehicle',
        src: 'lookupVehicle',
        input: ({ context }: { context: JourneyContext }) => ({
          registration: context.quote.vehicleDetails.registration,
        }),
        onDone: [
          { guard: 'isMotorcycle', target: 'editing', actions: 'refuseMotorcycle' },
          { guard: 'isCommercialVehicle', target: 'wrongVehicleType', actions: 'refuseWrongType' },
          { target: 'editing', actions: 'storeVehicle' },
        ],
        onError: [
          { guard: 'isNotFoundError', target: 'editing', actions: 'vehicleNotFound' },
          { target: 'editing', actions: ['vehicleLookupFailed', reportLookupFailure] },
        ],
      },
    },
    /** The wrong-vehicle-type dialog: 'Change Vehicle' or 'Transfer Me'. */
    wrongVehicleType: {
      on: {
        'vehicle.changeVehicle': { target: 'editing', actions: 'forgetVehicle' },
        'vehicle.transfer': { guard: 'canTransfer', actions: 'transferToOtherJourney' },
      },
    },
  },
} as const;
