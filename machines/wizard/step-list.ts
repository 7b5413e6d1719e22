/** The quote wizard's steps in index order and their progress-header groups (spec 1 §2). */
import { JOURNEY_TEXT } from '../core/text';

export const WIZARD_PATH_PREFIX = '/quote';

const { groups } = JOURNEY_TEXT.wizard;

export const wizardGroups = [
  groups.vehicleDetails,
  groups.aboutYou,
  groups.driverDetails,
  groups.vehicleCover,
] as const;

export type WizardGroup = (typeof wizardGroups)[number];

export type WizardStepId =
  | 'quote'
  | 'vehicleDetails'
  | 'vehicleDetailsTwo'
  | 'aboutYou'
  | 'driverDetails'
  | 'driverDetailsTwo'
  | 'additionalDrivers'
  | 'vehicleCover';

export interface WizardStep {
  readonly index: number;
  readonly id: WizardStepId;
  /** The path segment under /quote; empty for the /quote entry itself. */
  readonly segment: string;
  readonly group: WizardGroup | null;
}

export const wizardSteps: readonly WizardStep[] = [
  { index: 0, id: 'quote', segment: '', group: null },
  { index: 1, id: 'vehicleDetails', segment: 'vehicle-details', group: groups.vehicleDetails },
  {
    index: 2,
    id: 'vehicleDetailsTwo',
    segment: 'vehicle-details-two',
    group: groups.vehicleDetails,
  },
  { index: 3, id: 'aboutYou', segment: 'about-you', group: groups.aboutYou },
  { index: 4, id: 'driverDetails', segment: 'driver-details', group: groups.driverDetails },
  { index: 5, id: 'driverDetailsTwo', segment: 'driver-details-two', group: groups.driverDetails },
  { index: 6, id: 'additionalDrivers', segment: 'additional-drivers', group: groups.driverDetails },
  { index: 7, id: 'vehicleCover', segment: 'vehicle-cover', group: groups.vehicleCover },
];

export const FIRST_WIZARD_STEP_INDEX = 1;
export const LAST_WIZARD_STEP_INDEX = 7;

export interface WizardProgress {
  group: WizardGroup;
  /** 1-based position of the group: the N of 'Step N of 4'. */
  groupNumber: number;
  groupCount: number;
  label: string;
}

export function wizardStepAt(index: number): WizardStep | undefined {
  return wizardSteps[index];
}

export function wizardStepForSegment(segment: string): WizardStep | undefined {
  return wizardSteps.find((step) => step.segment === segment);
}

export function wizardStepPath(step: WizardStep): string {
  return step.segment === '' ? WIZARD_PATH_PREFIX : `${WIZARD_PATH_PREFIX}/${step.segment}`;
}

/** The step a /quote/... pathname shows, if it is one of the wizard's. */
export function wizardStepForPath(pathname: string): WizardStep | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === WIZARD_PATH_PREFIX) return wizardStepAt(0);
  const prefix = `${WIZARD_PATH_PREFIX}/`;
  if (!trimmed.startsWith(prefix)) return undefined;
  const segment = trimmed.slice(prefix.length);
  return segment === '' ? undefined : wizardStepForSegment(segment);
}

/** The compact bar's 'Step N of 4' for a step index; null where no group applies (index 0 or out of range). */
export function wizardProgress(index: number): WizardProgress | null {
  const group = wizardStepAt(index)?.group;
  if (group == null) return null;
  const groupNumber = wizardGroups.indexOf(group) + 1;
  const groupCount = wizardGroups.length;
  return {
    group,
    groupNumber,
    groupCount,
    label: JOURNEY_TEXT.wizard.progress(groupNumber, groupCount),
  };
}
