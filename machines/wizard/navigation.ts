/** Moving through the wizard (spec 1 §2 Wizard rules): next, back, the furthest step and what may be visited. */
import type { QuoteState } from '../core/state';
import {
  FIRST_WIZARD_STEP_INDEX,
  LAST_WIZARD_STEP_INDEX,
  wizardStepPath,
  wizardSteps,
  type WizardStep,
  type WizardStepId,
} from './step-list';

/** A step proper: every step of the list but the /quote entry. */
export type StepId = Exclude<WizardStepId, 'quote'>;

const isStep = (step: WizardStep): step is WizardStep & { id: StepId } =>
  step.index >= FIRST_WIZARD_STEP_INDEX;

/** The steps in the order Continue follows (spec 1 §2), from the step list. */
export const stepIds: readonly StepId[] = wizardSteps.filter(isStep).map((step) => step.id);

type Progress = Pick<QuoteState, 'hasAdditionalDriver' | 'completedSteps' | 'activeStep'>;

export function stepIndex(step: StepId): number {
  return stepIds.indexOf(step) + FIRST_WIZARD_STEP_INDEX;
}

/** The path that shows a step, such as /quote/driver-details. */
export function stepPath(step: StepId): string {
  return wizardStepPath(wizardSteps[stepIndex(step)] ?? { segment: '' });
}

export function stepAtIndex(index: number): StepId {
  const clamped = Math.min(Math.max(index, FIRST_WIZARD_STEP_INDEX), LAST_WIZARD_STEP_INDEX);
  return stepIds[clamped - FIRST_WIZARD_STEP_INDEX] ?? 'vehicleDetails';
}

/** The additional-drivers step applies only when the proposer has additional drivers. */
export function isStepApplicable(
  step: StepId,
  quote: Pick<QuoteState, 'hasAdditionalDriver'>,
): boolean {
  return step !== 'additionalDrivers' || quote.hasAdditionalDriver === true;
}

/** The step after `step`, skipping steps that do not apply; null after the last one. */
export function nextStep(
  step: StepId,
  quote: Pick<QuoteState, 'hasAdditionalDriver'>,
): StepId | null {
  return stepIds.slice(stepIds.indexOf(step) + 1).find((id) => isStepApplicable(id, quote)) ?? null;
}

/** The step before `step`; back from vehicle cover returns to driver details two when there are no drivers. */
export function previousStep(
  step: StepId,
  quote: Pick<QuoteState, 'hasAdditionalDriver'>,
): StepId | null {
  return (
    stepIds
      .slice(0, stepIds.indexOf(step))
      .reverse()
      .find((id) => isStepApplicable(id, quote)) ?? null
  );
}

/** The first applicable step not yet completed, or the last step when all are. */
export function firstIncompleteStep(
  quote: Pick<QuoteState, 'hasAdditionalDriver' | 'completedSteps'>,
): StepId {
  return (
    stepIds.find((id) => isStepApplicable(id, quote) && !quote.completedSteps[id]) ?? 'vehicleCover'
  );
}

/**
 * The furthest step the customer may be on: the active step, never past the first incomplete step. An active
 * step that no longer applies (additional drivers switched off) was reached by completing every step before
 * it, so the step after it may be visited.
 */
export function furthestStep(quote: Progress): StepId {
  const limit = Math.min(quote.activeStep, stepIndex(firstIncompleteStep(quote)));
  const candidate = stepAtIndex(limit);
  return isStepApplicable(candidate, quote)
    ? candidate
    : (nextStep(candidate, quote) ?? 'vehicleCover');
}

export function canVisitStep(step: StepId, quote: Progress): boolean {
  return isStepApplicable(step, quote) && stepIndex(step) <= stepIndex(furthestStep(quote));
}

/** A visit to a step later than the furthest goes to the furthest step (spec 1 §2). */
export function stepToShow(requested: StepId, quote: Progress): StepId {
  return canVisitStep(requested, quote) ? requested : furthestStep(quote);
}

/**
 * Going forward from `step`: activeStep moves on only when the customer is on the furthest step, and never
 * beyond the step after the current one (spec 1 §2).
 */
export function activeStepAfterNext(step: StepId, quote: Progress): number {
  const next = nextStep(step, quote);
  if (next === null || stepIndex(step) < quote.activeStep) return quote.activeStep;
  return stepIndex(next);
}
