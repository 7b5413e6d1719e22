/**
 * What the wizard part offers the other parts and their views; they import it from here and nothing else of
 * the wizard folder (a lint fence, eslint.config.js). The journey (machines/journey.ts) composes its chart.
 */
export { roundCoverStart } from './cover-start';
export { formText, saysWhichAnswer } from './form-text';
export {
  LICENCE_PART_LENGTHS,
  checkLicenceNumber,
  isLicenceNumberRequired,
  joinLicenceParts,
  normaliseLicencePart,
  prefilledLicenceParts,
  splitLicenceNumber,
  type LicenceHolder,
  type LicenceHolderRole,
  type LicencePartIndex,
  type LicenceParts,
} from './licence-number';
export { furthestStep, stepIds, stepToShow, type StepId } from './navigation';
export { vehicleDetailsSchema } from './schemas/vehicle-details';
export {
  LAST_WIZARD_STEP_INDEX,
  WIZARD_LAYOUT_MODULE,
  WIZARD_PATH_PREFIX,
  wizardStepForPath,
  wizardSteps,
  type WizardStepModule,
} from './step-list';
export { statementOfFactOf, type StatementSource } from './statement-of-fact';
export { statementText } from './statement-text';
