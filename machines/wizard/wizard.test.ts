import { describe, expect, it } from 'vitest';
import { answersFor } from '../testing/factories';
import { booted, completeStepsBefore, flowOf, go, pathOf } from '../testing/journey-actor';
import { JOURNEY_TEXT } from '../core/text';

describe('wizard steps', () => {
  it('moves through the steps in index order and shows each step at its route', async () => {
    const actor = await booted();
    go(actor, '/quote/vehicle-details');
    expect(pathOf(actor)).toBe('/quote/vehicle-details');
    await completeStepsBefore(actor, 'aboutYou');
    expect(flowOf(actor)).toEqual({ wizard: 'aboutYou' });
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(3);
    expect(actor.getSnapshot().context.quote.completedSteps).toMatchObject({
      vehicleDetails: true,
      vehicleDetailsTwo: true,
      aboutYou: false,
    });
  });

  it('asks for a vehicle search before continuing from step 1', async () => {
    const actor = await booted();
    go(actor, '/quote/vehicle-details');
    actor.send({
      type: 'wizard.next',
      step: 'vehicleDetails',
      answers: answersFor('vehicleDetails'),
    });
    expect(flowOf(actor)).toEqual({ wizard: { vehicleDetails: 'editing' } });
    expect(actor.getSnapshot().context.messages.wizard?.message).toBe(
      JOURNEY_TEXT.vehicle.searchFirst,
    );
  });

  it('skips additional drivers when there are none, and back from vehicle cover returns to driver details two', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'vehicleCover');
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
    actor.send({ type: 'wizard.back' });
    expect(pathOf(actor)).toBe('/quote/driver-details-two');
  });

  it('visits additional drivers when the proposer has them', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'additionalDrivers', {
      driverDetailsTwo: { hasAdditionalDriver: true },
    });
    expect(pathOf(actor)).toBe('/quote/additional-drivers');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(6);
  });

  it('sets activeStep only when continuing from the furthest step', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'driverDetails');
    go(actor, '/quote/vehicle-details-two');
    actor.send({
      type: 'wizard.next',
      step: 'vehicleDetailsTwo',
      answers: answersFor('vehicleDetailsTwo'),
    });
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(4);
  });

  it('ignores answers sent for a step other than the one shown', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    actor.send({
      type: 'wizard.next',
      step: 'driverDetails',
      answers: answersFor('driverDetails'),
    });
    expect(pathOf(actor)).toBe('/quote/about-you');
    expect(actor.getSnapshot().context.quote.completedSteps.driverDetails).toBe(false);
  });

  it('keeps a half-filled step as a draft until it is continued', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    actor.send({ type: 'wizard.draft', step: 'aboutYou', values: { firstName: 'Sa' } });
    expect(actor.getSnapshot().context.drafts.aboutYou).toEqual({ firstName: 'Sa' });
    actor.send({ type: 'wizard.next', step: 'aboutYou', answers: answersFor('aboutYou') });
    expect(actor.getSnapshot().context.drafts.aboutYou).toBeUndefined();
  });
});

describe('stale answers', () => {
  it('clears the additional drivers when the answer changes to no, and the step is no longer complete', async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'vehicleCover', {
      driverDetailsTwo: { hasAdditionalDriver: true },
      additionalDrivers: {
        additionalDrivers: [
          { title: 'MRS', firstName: 'Alex', lastNames: 'Carter', dateOfBirth: '1990-01-01' },
        ],
      },
    });
    expect(actor.getSnapshot().context.quote.additionalDrivers).toHaveLength(1);
    go(actor, '/quote/driver-details-two');
    actor.send({
      type: 'wizard.next',
      step: 'driverDetailsTwo',
      answers: answersFor('driverDetailsTwo', { hasAdditionalDriver: false }),
    });
    const { quote } = actor.getSnapshot().context;
    expect(quote.additionalDrivers).toEqual([]);
    expect(quote.completedSteps.additionalDrivers).toBe(false);
    expect(pathOf(actor)).toBe('/quote/vehicle-cover');
  });

  it('clears the overnight address when the kept-overnight answer changes', async () => {
    const actor = await booted();
    const elsewhere = {
      vehicleDetails: {
        isNotKeptAtHomeAddressOverNight: true,
        overnightAddress: { postcode: 'LS1 1AA', line1: '2 Park Row' },
      },
    };
    await completeStepsBefore(actor, 'driverDetails', { aboutYou: elsewhere });
    expect(actor.getSnapshot().context.quote.vehicleDetails.overnightAddress?.line1).toBe(
      '2 Park Row',
    );
    go(actor, '/quote/about-you');
    actor.send({ type: 'wizard.next', step: 'aboutYou', answers: answersFor('aboutYou') });
    expect(actor.getSnapshot().context.quote.vehicleDetails.overnightAddress).toBeNull();
  });
});
