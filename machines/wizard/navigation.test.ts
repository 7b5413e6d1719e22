import { describe, expect, it } from 'vitest';
import { initialCompletedSteps, type QuoteState } from '../core/state';
import {
  activeStepAfterNext,
  canVisitStep,
  firstIncompleteStep,
  furthestStep,
  isStepApplicable,
  nextStep,
  previousStep,
  stepAtIndex,
  stepIds,
  stepIndex,
  stepToShow,
  type StepId,
} from './navigation';

type Progress = Pick<QuoteState, 'hasAdditionalDriver' | 'completedSteps' | 'activeStep'>;

const withDrivers = { hasAdditionalDriver: true } as const;
const withoutDrivers = { hasAdditionalDriver: false } as const;

/** Progress with the given steps complete. */
function progress(
  activeStep: number,
  completed: readonly StepId[],
  hasAdditionalDriver: boolean | null = false,
): Progress {
  const completedSteps = initialCompletedSteps();
  for (const step of completed) completedSteps[step] = true;
  return { activeStep, completedSteps, hasAdditionalDriver };
}

const stepsBefore = (step: StepId): StepId[] => stepIds.slice(0, stepIds.indexOf(step));

describe('step order (spec 1 §2)', () => {
  it('lists the seven wizard steps with indexes 1 to 7', () => {
    expect(stepIds).toEqual([
      'vehicleDetails',
      'vehicleDetailsTwo',
      'aboutYou',
      'driverDetails',
      'driverDetailsTwo',
      'additionalDrivers',
      'vehicleCover',
    ]);
    expect(stepIds.map(stepIndex)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [1, 'vehicleDetails'],
    [4, 'driverDetails'],
    [7, 'vehicleCover'],
    [0, 'vehicleDetails'],
    [-3, 'vehicleDetails'],
    [8, 'vehicleCover'],
    [99, 'vehicleCover'],
  ] as const)('index %i is %s (clamped to 1 to 7)', (index, step) => {
    expect(stepAtIndex(index)).toBe(step);
  });

  it('applies the additional-drivers step only when the proposer has additional drivers', () => {
    expect(isStepApplicable('additionalDrivers', withDrivers)).toBe(true);
    expect(isStepApplicable('additionalDrivers', withoutDrivers)).toBe(false);
    expect(isStepApplicable('additionalDrivers', { hasAdditionalDriver: null })).toBe(false);
    for (const step of stepIds.filter((id) => id !== 'additionalDrivers')) {
      expect(isStepApplicable(step, withoutDrivers)).toBe(true);
      expect(isStepApplicable(step, { hasAdditionalDriver: null })).toBe(true);
    }
  });
});

describe('nextStep', () => {
  it.each([
    ['vehicleDetails', 'vehicleDetailsTwo'],
    ['vehicleDetailsTwo', 'aboutYou'],
    ['aboutYou', 'driverDetails'],
    ['driverDetails', 'driverDetailsTwo'],
  ] as const)('goes from %s to %s', (step, next) => {
    expect(nextStep(step, withoutDrivers)).toBe(next);
    expect(nextStep(step, withDrivers)).toBe(next);
  });

  it('goes from driver details two to additional drivers when there are drivers', () => {
    expect(nextStep('driverDetailsTwo', withDrivers)).toBe('additionalDrivers');
  });

  it('skips additional drivers when there are none or the answer is not given', () => {
    expect(nextStep('driverDetailsTwo', withoutDrivers)).toBe('vehicleCover');
    expect(nextStep('driverDetailsTwo', { hasAdditionalDriver: null })).toBe('vehicleCover');
  });

  it('goes from additional drivers to vehicle cover', () => {
    expect(nextStep('additionalDrivers', withDrivers)).toBe('vehicleCover');
    expect(nextStep('additionalDrivers', withoutDrivers)).toBe('vehicleCover');
  });

  it('has no step after vehicle cover', () => {
    expect(nextStep('vehicleCover', withDrivers)).toBeNull();
    expect(nextStep('vehicleCover', withoutDrivers)).toBeNull();
  });
});

describe('previousStep', () => {
  it.each([
    ['vehicleDetailsTwo', 'vehicleDetails'],
    ['aboutYou', 'vehicleDetailsTwo'],
    ['driverDetails', 'aboutYou'],
    ['driverDetailsTwo', 'driverDetails'],
    ['additionalDrivers', 'driverDetailsTwo'],
  ] as const)('goes back from %s to %s', (step, previous) => {
    expect(previousStep(step, withoutDrivers)).toBe(previous);
    expect(previousStep(step, withDrivers)).toBe(previous);
  });

  it('goes back from vehicle cover to additional drivers when there are drivers', () => {
    expect(previousStep('vehicleCover', withDrivers)).toBe('additionalDrivers');
  });

  it('goes back from vehicle cover to driver details two when there are no drivers', () => {
    expect(previousStep('vehicleCover', withoutDrivers)).toBe('driverDetailsTwo');
    expect(previousStep('vehicleCover', { hasAdditionalDriver: null })).toBe('driverDetailsTwo');
  });

  it('has no step before vehicle details', () => {
    expect(previousStep('vehicleDetails', withDrivers)).toBeNull();
  });
});

describe('firstIncompleteStep', () => {
  it('is vehicle details for a new quote', () => {
    expect(firstIncompleteStep(progress(1, []))).toBe('vehicleDetails');
  });

  it('is the first step not completed, even when later steps are', () => {
    expect(
      firstIncompleteStep(progress(7, ['vehicleDetails', 'vehicleDetailsTwo', 'driverDetailsTwo'])),
    ).toBe('aboutYou');
  });

  it('skips an incomplete additional-drivers step when there are no drivers', () => {
    expect(firstIncompleteStep(progress(7, stepsBefore('additionalDrivers'), false))).toBe(
      'vehicleCover',
    );
  });

  it('stops at an incomplete additional-drivers step when there are drivers', () => {
    expect(firstIncompleteStep(progress(7, stepsBefore('additionalDrivers'), true))).toBe(
      'additionalDrivers',
    );
  });

  it('is vehicle cover once every step is complete', () => {
    expect(firstIncompleteStep(progress(7, stepIds, true))).toBe('vehicleCover');
    expect(firstIncompleteStep(progress(7, stepsBefore('additionalDrivers'), false))).toBe(
      'vehicleCover',
    );
  });
});

describe('furthestStep', () => {
  it('is vehicle details for a new quote', () => {
    expect(furthestStep(progress(1, []))).toBe('vehicleDetails');
  });

  it('is the active step when every step before it is complete', () => {
    expect(furthestStep(progress(3, ['vehicleDetails', 'vehicleDetailsTwo']))).toBe('aboutYou');
    expect(furthestStep(progress(5, stepsBefore('driverDetailsTwo')))).toBe('driverDetailsTwo');
  });

  it('is never past the first incomplete step', () => {
    expect(furthestStep(progress(7, ['vehicleDetails', 'vehicleDetailsTwo']))).toBe('aboutYou');
    expect(
      furthestStep(
        progress(7, ['vehicleDetails', 'vehicleDetailsTwo', 'aboutYou', 'vehicleCover']),
      ),
    ).toBe('driverDetails');
  });

  it('is never past the active step, even when later steps are complete', () => {
    expect(furthestStep(progress(2, stepIds))).toBe('vehicleDetailsTwo');
  });

  it('becomes additional drivers when drivers are switched on at active step 7', () => {
    const quote = progress(
      7,
      stepIds.filter((step) => step !== 'additionalDrivers'),
      true,
    );
    expect(furthestStep(quote)).toBe('additionalDrivers');
  });

  it('is vehicle cover at active step 7 without drivers', () => {
    expect(furthestStep(progress(7, stepsBefore('additionalDrivers'), false))).toBe('vehicleCover');
  });

  it('is additional drivers at active step 6 with drivers', () => {
    expect(furthestStep(progress(6, stepsBefore('additionalDrivers'), true))).toBe(
      'additionalDrivers',
    );
  });

  it('is vehicle cover at active step 6 once drivers are switched off after driver details two', () => {
    expect(furthestStep(progress(6, stepsBefore('additionalDrivers'), false))).toBe('vehicleCover');
  });

  it('clamps an out-of-range active step', () => {
    expect(furthestStep(progress(0, []))).toBe('vehicleDetails');
    expect(furthestStep(progress(12, stepIds, true))).toBe('vehicleCover');
  });
});

describe('canVisitStep and stepToShow', () => {
  const atAboutYou = progress(3, ['vehicleDetails', 'vehicleDetailsTwo']);

  it('allows the furthest step and every step before it', () => {
    for (const step of ['vehicleDetails', 'vehicleDetailsTwo', 'aboutYou'] as const) {
      expect(canVisitStep(step, atAboutYou)).toBe(true);
      expect(stepToShow(step, atAboutYou)).toBe(step);
    }
  });

  it('sends a visit to a later step to the furthest step', () => {
    for (const step of ['driverDetails', 'driverDetailsTwo', 'vehicleCover'] as const) {
      expect(canVisitStep(step, atAboutYou)).toBe(false);
      expect(stepToShow(step, atAboutYou)).toBe('aboutYou');
    }
  });

  it('always allows vehicle details', () => {
    expect(canVisitStep('vehicleDetails', progress(1, []))).toBe(true);
    expect(stepToShow('vehicleDetails', progress(1, []))).toBe('vehicleDetails');
  });

  it('never allows additional drivers when there are no drivers, even with every step complete', () => {
    const done = progress(7, stepIds, false);
    expect(canVisitStep('additionalDrivers', done)).toBe(false);
    expect(stepToShow('additionalDrivers', done)).toBe('vehicleCover');
  });

  it('allows additional drivers and vehicle cover once everything is complete with drivers', () => {
    const done = progress(7, stepIds, true);
    expect(canVisitStep('additionalDrivers', done)).toBe(true);
    expect(canVisitStep('vehicleCover', done)).toBe(true);
  });

  it('sends vehicle cover to additional drivers when drivers were switched on at step 7', () => {
    const quote = progress(
      7,
      stepIds.filter((step) => step !== 'additionalDrivers'),
      true,
    );
    expect(canVisitStep('vehicleCover', quote)).toBe(false);
    expect(stepToShow('vehicleCover', quote)).toBe('additionalDrivers');
    expect(stepToShow('driverDetailsTwo', quote)).toBe('driverDetailsTwo');
  });

  it('allows vehicle cover after drivers are switched off at active step 6', () => {
    const quote = progress(6, stepsBefore('additionalDrivers'), false);
    expect(canVisitStep('vehicleCover', quote)).toBe(true);
    expect(stepToShow('vehicleCover', quote)).toBe('vehicleCover');
  });

  it('sends a step after an un-completed one back to the first incomplete step', () => {
    const quote = progress(
      7,
      stepIds.filter((step) => step !== 'driverDetails'),
      false,
    );
    expect(canVisitStep('driverDetails', quote)).toBe(true);
    expect(stepToShow('driverDetailsTwo', quote)).toBe('driverDetails');
    expect(stepToShow('vehicleCover', quote)).toBe('driverDetails');
  });
});

describe('activeStepAfterNext', () => {
  it('moves on to the next step from the furthest step', () => {
    expect(activeStepAfterNext('vehicleDetails', progress(1, ['vehicleDetails']))).toBe(2);
    expect(
      activeStepAfterNext(
        'aboutYou',
        progress(3, ['vehicleDetails', 'vehicleDetailsTwo', 'aboutYou']),
      ),
    ).toBe(4);
  });

  it('moves on only one step', () => {
    expect(activeStepAfterNext('driverDetails', progress(4, stepsBefore('driverDetailsTwo')))).toBe(
      5,
    );
  });

  it('moves to additional drivers from driver details two when there are drivers', () => {
    expect(
      activeStepAfterNext('driverDetailsTwo', progress(5, stepsBefore('additionalDrivers'), true)),
    ).toBe(6);
  });

  it('skips additional drivers from driver details two when there are none', () => {
    expect(
      activeStepAfterNext('driverDetailsTwo', progress(5, stepsBefore('additionalDrivers'), false)),
    ).toBe(7);
  });

  it('moves from additional drivers to vehicle cover', () => {
    expect(
      activeStepAfterNext('additionalDrivers', progress(6, stepsBefore('vehicleCover'), true)),
    ).toBe(7);
  });

  it('does not move from an earlier step', () => {
    expect(activeStepAfterNext('vehicleDetails', progress(4, stepsBefore('driverDetails')))).toBe(
      4,
    );
    expect(activeStepAfterNext('aboutYou', progress(7, stepIds, true))).toBe(7);
  });

  it('stays at 7 after vehicle cover, the last step', () => {
    expect(activeStepAfterNext('vehicleCover', progress(7, stepIds, true))).toBe(7);
  });
});
