import { describe, expect, it } from 'vitest';
import { JOURNEY_TEXT } from '../core/text';
import {
  aboutYouForm,
  additionalDriverForm,
  driverDetailsForm,
  driverDetailsTwoForm,
  vehicleCoverForm,
  vehicleDetailsTwoForm,
} from '../testing/schemas';
import type { StepId } from './navigation';
import {
  toAboutYouAnswers,
  toAdditionalDriversAnswers,
  toDriverDetailsAnswers,
  toDriverDetailsTwoAnswers,
  toVehicleCoverAnswers,
  toVehicleDetailsAnswers,
  toVehicleDetailsTwoAnswers,
} from './schemas';
import type { StepAnswers } from './step-answers';
import {
  wizardGroups,
  wizardProgress,
  wizardStepAt,
  wizardStepForPath,
  wizardStepForSegment,
  wizardStepPath,
  wizardSteps,
} from './step-list';

describe('wizard steps (spec 1 §2)', () => {
  it('lists the eight steps in index order', () => {
    expect(wizardSteps.map((step) => step.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(wizardSteps.map((step) => step.id)).toEqual([
      'quote',
      'vehicleDetails',
      'vehicleDetailsTwo',
      'aboutYou',
      'driverDetails',
      'driverDetailsTwo',
      'additionalDrivers',
      'vehicleCover',
    ]);
  });

  it('names for each step the parts of the quote its Continue submits', () => {
    const submitted: Record<StepId, StepAnswers> = {
      vehicleDetails: toVehicleDetailsAnswers({ registration: 'DL19 CAR' }),
      vehicleDetailsTwo: toVehicleDetailsTwoAnswers(vehicleDetailsTwoForm()),
      aboutYou: toAboutYouAnswers(aboutYouForm()),
      driverDetails: toDriverDetailsAnswers(driverDetailsForm()),
      driverDetailsTwo: toDriverDetailsTwoAnswers(driverDetailsTwoForm()),
      additionalDrivers: toAdditionalDriversAnswers({
        additionalDrivers: [additionalDriverForm()],
      }),
      vehicleCover: toVehicleCoverAnswers(vehicleCoverForm()),
    };
    for (const step of wizardSteps) {
      const answers = step.id === 'quote' ? {} : submitted[step.id];
      expect(Object.keys(answers).sort(), step.id).toEqual([...step.answers].sort());
    }
  });

  it('names the view module of each step, none for /quote itself', () => {
    expect(wizardSteps.map((step) => step.module)).toEqual([
      null,
      'wizard/vehicle-details',
      'wizard/vehicle-details-two',
      'wizard/about-you',
      'wizard/driver-details',
      'wizard/driver-details-two',
      'wizard/additional-drivers',
      'wizard/vehicle-cover',
    ]);
  });

  it('maps each step to its route under /quote', () => {
    expect(wizardSteps.map(wizardStepPath)).toEqual([
      '/quote',
      '/quote/vehicle-details',
      '/quote/vehicle-details-two',
      '/quote/about-you',
      '/quote/driver-details',
      '/quote/driver-details-two',
      '/quote/additional-drivers',
      '/quote/vehicle-cover',
    ]);
  });

  it.each([
    [1, JOURNEY_TEXT.wizard.groups.vehicleDetails, 1],
    [2, JOURNEY_TEXT.wizard.groups.vehicleDetails, 1],
    [3, JOURNEY_TEXT.wizard.groups.aboutYou, 2],
    [4, JOURNEY_TEXT.wizard.groups.driverDetails, 3],
    [5, JOURNEY_TEXT.wizard.groups.driverDetails, 3],
    [6, JOURNEY_TEXT.wizard.groups.driverDetails, 3],
    [7, JOURNEY_TEXT.wizard.groups.vehicleCover, 4],
  ])('step %i is in group %s, number %i of 4', (index, group, groupNumber) => {
    expect(wizardProgress(index)).toEqual({
      group,
      groupNumber,
      groupCount: 4,
      label: JOURNEY_TEXT.wizard.progress(groupNumber, 4),
    });
  });

  it('names the four progress-header groups in order', () => {
    expect(wizardGroups).toEqual([
      JOURNEY_TEXT.wizard.groups.vehicleDetails,
      JOURNEY_TEXT.wizard.groups.aboutYou,
      JOURNEY_TEXT.wizard.groups.driverDetails,
      JOURNEY_TEXT.wizard.groups.vehicleCover,
    ]);
  });

  it('has no progress for the /quote entry or an index out of range', () => {
    expect(wizardProgress(0)).toBeNull();
    expect(wizardProgress(8)).toBeNull();
    expect(wizardProgress(-1)).toBeNull();
  });

  it('finds steps by segment and by path', () => {
    expect(wizardStepForSegment('about-you')?.index).toBe(3);
    expect(wizardStepForSegment('unknown')).toBeUndefined();
    expect(wizardStepForPath('/quote')?.id).toBe('quote');
    expect(wizardStepForPath('/quote/')?.id).toBe('quote');
    expect(wizardStepForPath('/quote/vehicle-cover/')?.id).toBe('vehicleCover');
    expect(wizardStepForPath('/quote/nowhere')).toBeUndefined();
    expect(wizardStepForPath('/results')).toBeUndefined();
    expect(wizardStepAt(7)?.segment).toBe('vehicle-cover');
  });
});
