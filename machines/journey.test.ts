import { createActor, fromPromise, type AnyStateNode } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { journeyMachine, journeyMachineWith, journeyParts } from './journey';
import type { JourneyServiceLogic } from './core/services';
import { fakeServices } from './testing/harness';
import type { aVehicleLookup } from './testing/factories';
import { go, settled } from './testing/journey-actor';
import { JOURNEY_TEXT } from './core/text';
import { initialQuoteState } from './core/state';
import { nextStep, previousStep, stepIds, type StepId } from './wizard/navigation';

describe('the journey composed from its parts', () => {
  it('gives every action and guard one owner, so composing the parts in any order means the same', () => {
    const owners = new Map<string, string[]>();
    for (const [part, logic] of Object.entries(journeyParts)) {
      const names = [
        ...Object.keys('actions' in logic ? logic.actions : {}),
        ...Object.keys(logic.guards),
      ];
      for (const name of names) owners.set(name, [...(owners.get(name) ?? []), part]);
    }
    const shared = [...owners].filter(([, parts]) => parts.length > 1);
    expect(shared).toEqual([]);
  });
});

describe("the app's journey, built once with the app's services and effects", () => {
  // The fakes stand in for every service, as the app's registry does (src/app/start.tsx).
  const services = (given: Parameters<typeof fakeServices>[0] = {}) =>
    fakeServices(given) as JourneyServiceLogic;

  /** Every state's id and every transition's source, event and targets: the chart as the paths read it. */
  const shape = (root: AnyStateNode): string[] => [
    root.id,
    ...[...root.transitions].flatMap(([event, transitions]) =>
      transitions.map(
        (transition) =>
          `${root.id} ${event} -> ${(transition.target ?? []).map((target) => target.id).join(',')}`,
      ),
    ),
    ...Object.values(root.states).flatMap(shape),
  ];

  it('has the same states and transitions as the chart its tests and paths read', () => {
    const app = journeyMachineWith(services(), {});
    expect(shape(app.root)).toEqual(shape(journeyMachine.root));
    expect(shape(app.root).length).toBeGreaterThan(300);
  });

  it('calls the services and runs the effects it was built with: a failed lookup is reported (spec 1 §8)', async () => {
    const lookupVehicle = vi.fn((): Promise<ReturnType<typeof aVehicleLookup>> =>
      Promise.reject(new Error('offline')),
    );
    const reportError = vi.fn();
    const journey = createActor(
      journeyMachineWith(services({ lookupVehicle: fromPromise(lookupVehicle) }), {
        reportError,
      }),
      { input: {} },
    ).start();
    await settled(journey);
    go(journey, '/quote/vehicle-details');
    journey.send({ type: 'vehicle.lookup', registration: 'DL19 CAR' });
    await settled(journey);

    expect(lookupVehicle).toHaveBeenCalledOnce();
    expect(journey.getSnapshot().context.vehicleLookup.problem).not.toBeNull();
    expect(reportError).toHaveBeenCalledOnce();
    const [, { error }] = reportError.mock.calls[0] as [unknown, { error: Error }];
    expect(error.message).toBe(JOURNEY_TEXT.vehicle.lookupFailedReport);
    expect(error.cause).toEqual(new Error('offline'));
    journey.stop();
  });
});

/** The targets the chart names for an event on a wizard step (or its editing state). */
function namedTargets(step: StepId, event: 'wizard.next' | 'wizard.back'): string[] {
  const node: AnyStateNode = journeyMachine.getStateNodeById(`flow.wizard.${step}`);
  return [node, ...Object.values(node.states)]
    .flatMap((state) => state.transitions.get(event) ?? [])
    .flatMap((transition) => transition.target ?? [])
    .map((target) => target.key);
}

describe('the wizard step order in the chart (spec 1 §2)', () => {
  const quotes = [true, false].map((hasAdditionalDriver) => ({
    ...initialQuoteState(),
    hasAdditionalDriver,
  }));

  it.each(stepIds.filter((step) => step !== 'vehicleCover'))(
    'names, on Continue from %s, every step the navigation rules can lead to',
    (step) => {
      for (const quote of quotes) {
        const next = nextStep(step, quote);
        if (next !== null) expect(namedTargets(step, 'wizard.next')).toContain(next);
      }
    },
  );

  it.each(stepIds.filter((step) => step !== 'vehicleDetails'))(
    'names, on Back from %s, every step the navigation rules can lead back to',
    (step) => {
      for (const quote of quotes) {
        const previous = previousStep(step, quote);
        if (previous !== null) expect(namedTargets(step, 'wizard.back')).toContain(previous);
      }
    },
  );

  it('sends Continue on vehicle cover to the quote and Back on vehicle details home', () => {
    expect(namedTargets('vehicleCover', 'wizard.next')).toEqual(['quoting']);
    expect(namedTargets('vehicleDetails', 'wizard.back')).toEqual(['home']);
  });
});
