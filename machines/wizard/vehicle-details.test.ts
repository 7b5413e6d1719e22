import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { journeyMachine } from '../journey';
import { fakeServices } from '../testing/harness';
import { answersFor, aVehicleLookup } from '../testing/factories';
import { booted, flowOf, go, pathOf, settled, type Services } from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';

/** A lookup that finds a vehicle under whatever registration it is asked for. */
const echoingLookup = () =>
  vi.fn(({ input }: { input: { registration: string } }) =>
    Promise.resolve(
      aVehicleLookup({
        vehicleInfo: { ...aVehicleLookup().vehicleInfo, registration: input.registration },
      }),
    ),
  );

describe('vehicle lookup', () => {
  it("refuses motorcycles with the spec's message", async () => {
    const actor = await booted(undefined, {
      lookupVehicle: fromPromise(() => Promise.resolve(aVehicleLookup({ isMotorCycle: true }))),
    });
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'vehicle.lookup', registration: 'MC19 BKE' });
    await settled(actor);
    expect(actor.getSnapshot().context.messages.wizard?.message).toBe(
      JOURNEY_TEXT.vehicle.motorcycleRefused,
    );
    actor.send({
      type: 'wizard.next',
      step: 'vehicleDetails',
      answers: answersFor('vehicleDetails'),
    });
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
  });

  it("opens the wrong-vehicle-type modal for a commercial vehicle: 'Change Vehicle' clears it, 'Transfer Me' is not offered in the app", async () => {
    const commercial: Services = {
      lookupVehicle: fromPromise(() =>
        Promise.resolve(aVehicleLookup({ isCommercialVehicle: true })),
      ),
    };
    const actor = await booted(undefined, commercial);
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'vehicle.lookup', registration: 'VN19 VAN' });
    await settled(actor);
    expect(flowOf(actor)).toEqual({ wizard: { vehicleDetails: 'wrongVehicleType' } });
    expect(actor.getSnapshot().can({ type: 'vehicle.transfer' })).toBe(true);
    actor.send({ type: 'vehicle.changeVehicle' });
    expect(flowOf(actor)).toEqual({ wizard: { vehicleDetails: 'editing' } });
    expect(actor.getSnapshot().context.vehicleLookup.vehicleInfo).toBeNull();

    const app = await booted({ url: 'http://localhost/?is_mobile=app' }, commercial);
    go(app, '/quote/vehicle-details');
    app.send({ type: 'vehicle.lookup', registration: 'VN19 VAN' });
    await settled(app);
    expect(app.getSnapshot().can({ type: 'vehicle.transfer' })).toBe(false);
  });

  it('looks up the registration upper-cased, without spaces', async () => {
    const lookupVehicle = echoingLookup();
    const actor = await booted(undefined, { lookupVehicle: fromPromise(lookupVehicle) });
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'vehicle.lookup', registration: ' dl19 car ' });
    await settled(actor);
    expect(lookupVehicle.mock.calls[0]?.[0].input.registration).toBe('DL19CAR');
  });

  it('looks a registration changed since the lookup up again on Continue, and moves on once it is found', async () => {
    const lookupVehicle = echoingLookup();
    const actor = await booted(undefined, { lookupVehicle: fromPromise(lookupVehicle) });
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'vehicle.lookup', registration: 'DL19 CAR' });
    await settled(actor);

    const changed = answersFor('vehicleDetails', { vehicleDetails: { registration: 'dl19 cat' } });
    actor.send({ type: 'wizard.next', step: 'vehicleDetails', answers: changed });
    expect(flowOf(actor)).toEqual({ wizard: { vehicleDetails: 'lookingUp' } });
    await settled(actor);
    expect(lookupVehicle.mock.calls.map(([{ input }]) => input.registration)).toEqual([
      'DL19CAR',
      'DL19CAT',
    ]);
    expect(pathOf(actor)).toBe('/quote/vehicle-details');

    actor.send({ type: 'wizard.next', step: 'vehicleDetails', answers: changed });
    expect(pathOf(actor)).toBe('/quote/vehicle-details-two');
  });
});

describe('a vehicle lookup that fails', () => {
  it("is reported as 'Unable to fetch vehicle', with the call's error as its cause", async () => {
    const failure = Object.assign(new Error('An unexpected server error occurred.'), {
      status: 500,
    });
    const reported: unknown[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: fakeServices({ lookupVehicle: fromPromise(() => Promise.reject(failure)) }),
        actions: { reportError: (_, { error }) => void reported.push(error) },
      }),
      { input: { url: 'http://localhost/quote/vehicle-details' } },
    ).start();
    await settled(actor);
    actor.send({ type: 'vehicle.lookup', registration: 'DL19 CAR' });
    await settled(actor);

    expect(actor.getSnapshot().context.vehicleLookup.problem).not.toBeNull();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ message: 'Unable to fetch vehicle', cause: failure });
    actor.stop();
  });
});
