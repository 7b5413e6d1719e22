import { describe, expect, it } from 'vitest';
import { booted, completeStepsBefore, go, pathOf } from '../testing/journey-actor';

describe('header logo', () => {
  it('goes straight home on step 1', async () => {
    const actor = await booted();
    go(actor, '/quote/vehicle-details');
    actor.send({ type: 'header.logoClicked' });
    expect(pathOf(actor)).toBe('/');
  });

  it("after step 1 asks first: 'Stay Here' keeps the answers, 'Home Page' resets them", async () => {
    const actor = await booted();
    await completeStepsBefore(actor, 'aboutYou');
    actor.send({ type: 'header.logoClicked' });
    expect(actor.getSnapshot().value.homeDialog).toBe('confirming');
    actor.send({ type: 'homeDialog.stay' });
    expect(actor.getSnapshot().value.homeDialog).toBe('closed');
    expect(pathOf(actor)).toBe('/quote/about-you');
    actor.send({ type: 'header.logoClicked' });
    actor.send({ type: 'homeDialog.leave' });
    expect(pathOf(actor)).toBe('/');
    expect(actor.getSnapshot().context.quote.activeStep).toBe(1);
    expect(actor.getSnapshot().context.quote.vehicleDetails.registration).toBe('');
  });
});
