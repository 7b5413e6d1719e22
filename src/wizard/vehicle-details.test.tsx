import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { VehicleLookupResult } from '../../machines/core/contract';
import { aVehicleLookup } from '../../machines/testing/factories';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { formText } from '../../machines/wizard/form-text';
import { NotFoundError } from '../api/errors';
import {
  findStepHeading,
  pathOf,
  quoteBefore,
  stopJourneys,
  type JourneyOptions,
} from '../testing/render-journey';
import { button, openWizardStep } from '../testing/step-queries';

afterEach(() => {
  stopJourneys();
});

const STEP_ONE = pathOf('vehicleDetails');

/** A lookup service answering `result` (or failing with it), recording the registrations asked for. */
function lookupAnswering(result: VehicleLookupResult | Error) {
  const asked: string[] = [];
  const logic = fromPromise<VehicleLookupResult, { registration: string }>(({ input }) => {
    asked.push(input.registration);
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  });
  return { asked, services: { lookupVehicle: logic } };
}

const registration = () => screen.getByRole('textbox', { name: 'Vehicle registration' });

/** A fresh journey at step 1 unless `options` brings a stored quote. */
const openStepOne = (options: Partial<JourneyOptions> = {}) =>
  openWizardStep('vehicleDetails', JOURNEY_TEXT.wizard.heading.vehicleDetails, {
    quote: undefined,
    ...options,
  });

describe('Vehicle details (step 1)', () => {
  it('tells the customer to answer accurately, have the licence to hand, and about the DVLA check', async () => {
    await openStepOne();
    const step = within(screen.getByRole('main'));
    expect(step.getByText(/misrepresentation/).textContent).toMatch(
      /accurately.*invalidated.*driving licence to hand/s,
    );
    expect(step.getByText(/DVLA/).textContent).toMatch(/licence numbers/);
  });

  it('checks the registration before looking it up, and clears the message as it is corrected', async () => {
    const { asked, services } = lookupAnswering(aVehicleLookup());
    const { user } = await openStepOne({ services });

    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));
    expect(
      screen.getByRole('textbox', {
        name: 'Vehicle registration',
        description: /Vehicle Registration is required/,
      }),
    ).toBe(document.activeElement);

    await user.type(registration(), 'DL19-CAR!');
    expect(screen.queryByText(formText.registration.required)).toBeNull();
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));
    expect(screen.getByText(formText.registration.invalid)).toBeDefined();
    expect(registration().getAttribute('aria-invalid')).toBe('true');

    await user.clear(registration());
    await user.type(registration(), 'ABCDEFGHIJ');
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));
    expect(screen.getByText(formText.registration.invalid)).toBeDefined();
    expect(asked).toEqual([]);
  });

  it('looks the vehicle up, shows what was found and moves on to step 2', async () => {
    const { asked, services } = lookupAnswering(aVehicleLookup());
    const { user, journey } = await openStepOne({ services });

    await user.type(registration(), 'dl19 car');
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));

    const card = await screen.findByRole('region', { name: 'Your vehicle' });
    expect(asked).toEqual(['DL19CAR']);
    const details = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(details).toEqual([
      'Make: Toyota',
      'Model: Prius 1.8 Hybrid',
      'Type: 5 door Hatchback',
      'CC: 1798',
      'Fuel Type: Hybrid',
      'Transmission: Automatic',
    ]);

    await user.click(button(JOURNEY_TEXT.wizard.continue));
    await findStepHeading(JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo);
    expect(journey.getSnapshot().context.quote.vehicleDetails.registration).toBe('DL19CAR');
  });

  it('looks the registration up with Enter in its field, and focuses the vehicle found', async () => {
    const { asked, services } = lookupAnswering(aVehicleLookup());
    const { user } = await openStepOne({ services });
    await user.type(registration(), 'dl19 car{Enter}');

    const card = await screen.findByRole('region', { name: 'Your vehicle' });
    expect(asked).toEqual(['DL19CAR']);
    await vi.waitFor(() => expect(document.activeElement).toBe(card));
    expect(
      screen.getByRole('heading', { level: 1, name: JOURNEY_TEXT.wizard.heading.vehicleDetails }),
    ).toBeDefined();
  });

  it('takes focus back to the registration, with its message, when the vehicle is not found', async () => {
    const notFound = new NotFoundError(
      'Could not find vehicle associated with requested registration.',
      '/api/v1/Vehicle/GetVehicleDetailsByVrm',
      204,
    );
    const { services } = lookupAnswering(notFound);
    const { user } = await openStepOne({ services });
    await user.type(registration(), 'NO19FND');
    await user.tab();
    expect(document.activeElement).toBe(button(JOURNEY_TEXT.wizard.findVehicle));
    await user.keyboard('{Enter}');

    const field = await screen.findByRole('textbox', {
      name: 'Vehicle registration',
      description: /We are unable to find your vehicle\./,
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('asks for a lookup when Continue is pressed before one', async () => {
    const { user } = await openStepOne();
    await user.type(registration(), 'DL19CAR');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    expect(
      await screen.findByRole('textbox', {
        name: 'Vehicle registration',
        description: /Please search for a vehicle by registration/,
      }),
    ).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 1, name: JOURNEY_TEXT.wizard.heading.vehicleDetails }),
    ).toBeDefined();
  });

  it('lists a missing registration after Continue until it is given', async () => {
    const { user } = await openStepOne();
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(formText.registration.required);
    expect(document.activeElement).toBe(summary);

    await user.type(registration(), 'DL19CAR');
    await user.tab();
    expect(screen.queryByText(/Vehicle Registration is required/)).toBeNull();
  });

  it('says when the vehicle cannot be found and gives the support number', async () => {
    const notFound = new NotFoundError(
      'Could not find vehicle associated with requested registration.',
      '/api/v1/Vehicle/GetVehicleDetailsByVrm',
      204,
    );
    const { services } = lookupAnswering(notFound);
    const { user } = await openStepOne({ services });
    await user.type(registration(), 'NO19FND');
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));

    expect(
      await screen.findByRole('textbox', {
        name: 'Vehicle registration',
        description: /We are unable to find your vehicle\./,
      }),
    ).toBeDefined();
    const help = within(screen.getByRole('main')).getByText(/Please check the registration/);
    expect(within(help).getByRole('link', { name: '0808 157 0192' }).getAttribute('href')).toBe(
      'tel:08081570192',
    );
    expect(screen.queryByRole('region', { name: 'Your vehicle' })).toBeNull();
  });

  it('refuses motorcycles', async () => {
    const { services } = lookupAnswering(aVehicleLookup({ isMotorCycle: true }));
    const { user } = await openStepOne({ services });
    await user.type(registration(), 'MC19BKE');
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));
    expect(await screen.findByText(JOURNEY_TEXT.vehicle.motorcycleRefused)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Your vehicle' })).toBeNull();
  });

  it('offers Change Vehicle or Transfer Me for a van', async () => {
    const { services } = lookupAnswering(aVehicleLookup({ isCommercialVehicle: true }));
    const { user, journey } = await openStepOne({ services });
    const transfers = vi.fn();
    journey.on('transfer', transfers);
    await user.type(registration(), 'VN19VAN');
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));

    const dialog = await screen.findByRole('dialog', {
      name: JOURNEY_TEXT.vehicle.wrongTypeHeading,
    });
    expect(within(dialog).getByText(/This registration belongs to a van\./).textContent).toBe(
      JOURNEY_TEXT.vehicle.wrongType('van'),
    );
    expect(screen.queryByRole('region', { name: 'Your vehicle' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: JOURNEY_TEXT.vehicle.transferMe }));
    expect(transfers).toHaveBeenCalledWith({ type: 'transfer', registration: 'VN19VAN' });

    await user.click(
      within(dialog).getByRole('button', { name: JOURNEY_TEXT.vehicle.changeVehicle }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((registration() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(registration());
  });

  it('hides Transfer Me in the mobile app', async () => {
    const { services } = lookupAnswering(aVehicleLookup({ isCommercialVehicle: true }));
    const { user } = await openStepOne({ path: `${STEP_ONE}?is_mobile=app`, services });
    await user.type(registration(), 'VN19VAN');
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));
    const dialog = await screen.findByRole('dialog', {
      name: JOURNEY_TEXT.vehicle.wrongTypeHeading,
    });
    expect(
      within(dialog).queryByRole('button', { name: JOURNEY_TEXT.vehicle.transferMe }),
    ).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: JOURNEY_TEXT.vehicle.changeVehicle }),
    ).toBeDefined();
  });

  it('prefills the registration from the link and ignores an invalid email in it', async () => {
    await openStepOne({ path: `${STEP_ONE}?registration=AB12CDE&email=not-an-email` });
    expect((registration() as HTMLInputElement).value).toBe('AB12CDE');
    expect(screen.queryByText(/email/i)).toBeNull();
  });

  it('looks a changed registration up again before moving on', async () => {
    const { asked, services } = lookupAnswering(aVehicleLookup());
    const { user } = await openStepOne({ services });
    await user.type(registration(), 'DL19CAR');
    await user.click(button(JOURNEY_TEXT.wizard.findVehicle));
    await screen.findByRole('region', { name: 'Your vehicle' });

    await user.clear(registration());
    await user.type(registration(), 'AB12CDE');
    await user.click(button(JOURNEY_TEXT.wizard.continue));
    await vi.waitFor(() => expect(asked).toEqual(['DL19CAR', 'AB12CDE']));
    expect(
      screen.getByRole('heading', { level: 1, name: JOURNEY_TEXT.wizard.heading.vehicleDetails }),
    ).toBeDefined();
  });

  it('goes Back to the home page', async () => {
    const { user } = await openStepOne();
    await user.click(button(JOURNEY_TEXT.wizard.back));
    await findStepHeading('Hire and reward insurance for delivery drivers');
  });

  it('shows the stored registration and vehicle when the customer comes back', async () => {
    await openStepOne({ quote: quoteBefore('vehicleDetailsTwo') });
    expect((registration() as HTMLInputElement).value).toBe('DL19CAR');
    expect(screen.getByRole('region', { name: 'Your vehicle' })).toBeDefined();
  });

  it('keeps what was typed but not submitted', async () => {
    await openStepOne({
      quote: quoteBefore('vehicleDetailsTwo'),
      drafts: { vehicleDetails: { registration: 'KE19 PME' } },
    });
    expect((registration() as HTMLInputElement).value).toBe('KE19 PME');
  });
});
