/**
 * The quote wizard's steps (spec 1 §2): the one list of them. Each step's place in it is its index (the
 * persisted activeStep), and the list names its path under /quote, its progress-header group, the view
 * module that renders it (src/<module>.tsx) and the parts of the quote its Continue submits. The step ids,
 * the order Continue and Back follow, the router's /quote routes and the completed-step flags derive from it.
 */
import { JOURNEY_TEXT } from '../core/text';
import type { StepAnswers } from './step-answers';

export const WIZARD_PATH_PREFIX = '/quote';

/** The view module around every step: the progress header (src/wizard/wizard-layout.tsx). */
export const WIZARD_LAYOUT_MODULE = 'wizard/wizard-layout';

const { groups } = JOURNEY_TEXT.wizard;

export const wizardGroups = [
  groups.vehicleDetails,
  groups.aboutYou,
  groups.driverDetails,
  groups.vehicleCover,
] as const;

export type WizardGroup = (typeof wizardGroups)[number];

interface StepRow {
  readonly id: string;
  /** The path segment under /quote; empty for the /quote entry itself. */
  readonly segment: string;
  readonly group: WizardGroup | null;
  /** The view module under src/, without its extension; null for /quote, which shows no step. */
  readonly module: `wizard/${string}` | null;
  /** The parts of the quote the step's Continue submits (wizard.next's answers). */
  readonly answers: readonly (keyof StepAnswers)[];
}

/** In index order: index 0 is /quote itself, the steps proper are 1 to 7. */
const stepRows = [
  { id: 'quote', segment: '', group: null, module: null, answers: [] },
  {
    id: 'vehicleDetails',
    segment: 'vehicle-details',
    group: groups.vehicleDetails,
    module: 'wizard/vehicle-details',
    answers: ['vehicleDetails'],
  },
  {
    id: 'vehicleDetailsTwo',
    segment: 'vehicle-details-two',
    group: groups.vehicleDetails,
    module: 'wizard/vehicle-details-two',
    answers: ['vehicleDetails'],
  },
  {
    id: 'aboutYou',
    segment: 'about-you',
    group: groups.aboutYou,
    module: 'wizard/about-you',
    answers: ['proposerDetails', 'vehicleDetails'],
  },
  {
    id: 'driverDetails',
    segment: 'driver-details',
    group: groups.driverDetails,
    module: 'wizard/driver-details',
    answers: ['proposerDetails'],
  },
  {
    id: 'driverDetailsTwo',
    segment: 'driver-details-two',
    group: groups.driverDetails,
    module: 'wizard/driver-details-two',
    answers: ['proposerDetails', 'hasAdditionalDriver'],
  },
  {
    id: 'additionalDrivers',
    segment: 'additional-drivers',
    group: groups.driverDetails,
    module: 'wizard/additional-drivers',
    answers: ['additionalDrivers'],
  },
  {
    id: 'vehicleCover',
    segment: 'vehicle-cover',
    group: groups.vehicleCover,
    module: 'wizard/vehicle-cover',
    answers: ['coverDetails', 'additionalQuestions'],
  },
] as const satisfies readonly StepRow[];

type Row = (typeof stepRows)[number];

export type WizardStepId = Row['id'];

/** The view modules that render the steps. */
export type WizardStepModule = NonNullable<Row['module']>;

export interface WizardStep extends StepRow {
  readonly index: number;
  readonly id: WizardStepId;
  readonly module: WizardStepModule | null;
}

export const wizardSteps: readonly WizardStep[] = stepRows.map((row, index) => ({ ...row, index }));

export const FIRST_WIZARD_STEP_INDEX = 1;
export const LAST_WIZARD_STEP_INDEX = wizardSteps.length - 1;

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

export function wizardStepPath(step: Pick<WizardStep, 'segment'>): string {
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
