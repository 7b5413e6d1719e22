/**
 * Wizard step 6, additional drivers (spec 1 §3 Additional driver, §5 Person and Driver): each driver answers
 * the proposer's driver questions, checked against the driver's own surname and date of birth.
 */
import * as v from 'valibot';
import { MINIMUM_PROPOSER_AGE, ageAt } from '../../core/ages';
import { capitaliseName } from '../../core/formats';
import type { StepAnswers } from '../step-answers';
import type { AdditionalDriver } from '../../core/contract';
import type { QuoteState } from '../../core/state';
import { firstNameSchema, lastNameSchema, toFirstName, toLastName } from '../../core/person-fields';
import {
  driverQuestionChecks,
  driverQuestionEntries,
  emptyDriverQuestionValues,
  fromDriverQuestions,
  toDriverQuestionAnswers,
  type DriverIdentity,
  type DriverQuestionValues,
} from './driver-details';
import {
  emptyMotoringHistoryValues,
  fromMotoringHistory,
  motoringHistoryChecks,
  motoringHistoryEntries,
  toMotoringHistory,
  type MotoringHistoryValues,
} from './motoring-history';
import {
  booleanOf,
  dateFromParts,
  dateParts,
  datePartsOf,
  dateProblem,
  emptyDateParts,
  isFilled,
  isoDateOf,
  requiredOption,
  requiredYesNo,
  rule,
  textOf,
  textOrNull,
  yesNoOf,
  type DateParts,
  type Merge,
  type Problem,
  type YesNo,
} from '../../core/fields';
import { formText } from '../form-text';

/** spec 1 §5 Person: '{first} {last} relationship to proposer conflicts'. */
export function relationshipConflictMessage(firstName: string, lastNames: string): string {
  const name = [firstName, lastNames].map(capitaliseName).filter(Boolean).join(' ');
  return formText.drivers.relationshipConflict(name);
}

/** Relationship codes with a marital status they require (spec 1 §5 Person). */
export const WIFE_RELATIONSHIP = 'W';
export const SPOUSE_RELATIONSHIP = 'S';
export const MARRIED_STATUS = 'M';
/** Married and civil partnership. */
export const MARRIED_TYPE_STATUSES = [MARRIED_STATUS, 'P'] as const;

export function hasRelationshipConflict(relationship: string, maritalStatus: string): boolean {
  if (!isFilled(maritalStatus)) return false;
  if (relationship === WIFE_RELATIONSHIP) {
    return !MARRIED_TYPE_STATUSES.some((status) => status === maritalStatus);
  }
  return relationship === SPOUSE_RELATIONSHIP && maritalStatus !== MARRIED_STATUS;
}

// One driver

export type AdditionalDriverValues = Merge<
  DriverQuestionValues &
    MotoringHistoryValues & {
      title: string;
      firstName: string;
      lastNames: string;
      dateOfBirth: DateParts;
      maritalStatus: string;
      relationshipToProposer: string;
      hasCriminalConvictions: YesNo;
      hasBeenRefusedCover: YesNo;
      vehicleUse: string;
      /** Not asked here: kept as loaded. */
      isMainDriver: boolean;
    }
>;

export interface AdditionalDriverContext {
  today: Date;
  /** The aggregator asked for licence numbers (spec 1 §5 Driver). */
  licenceNumberRequired: boolean;
}

export const emptyAdditionalDriverValues = (): AdditionalDriverValues => ({
  title: '',
  firstName: '',
  lastNames: '',
  dateOfBirth: emptyDateParts(),
  maritalStatus: '',
  relationshipToProposer: '',
  ...emptyDriverQuestionValues(),
  ...emptyMotoringHistoryValues(),
  hasCriminalConvictions: '',
  hasBeenRefusedCover: '',
  vehicleUse: '',
  isMainDriver: false,
});

const driverDateOfBirthProblem =
  (today: Date): Problem<DateParts> =>
  (parts) => {
    const problem = dateProblem(parts);
    if (problem !== null) return problem;
    const birth = dateFromParts(parts);
    return birth !== null && ageAt(birth, today) < MINIMUM_PROPOSER_AGE
      ? formText.drivers.minimumAge
      : null;
  };

const relationshipProblem: Problem<AdditionalDriverValues> = (driver) =>
  hasRelationshipConflict(driver.relationshipToProposer, driver.maritalStatus)
    ? relationshipConflictMessage(driver.firstName, driver.lastNames)
    : null;

const identityOf = (driver: AdditionalDriverValues): DriverIdentity => ({
  surname: driver.lastNames,
  dateOfBirth: dateFromParts(driver.dateOfBirth),
});

export function additionalDriverSchema({ today, licenceNumberRequired }: AdditionalDriverContext) {
  return v.pipe(
    v.object({
      title: requiredOption(),
      firstName: firstNameSchema(),
      lastNames: lastNameSchema(),
      dateOfBirth: v.pipe(dateParts(), rule(driverDateOfBirthProblem(today))),
      maritalStatus: requiredOption(),
      relationshipToProposer: requiredOption(),
      ...driverQuestionEntries(),
      ...motoringHistoryEntries(),
      hasCriminalConvictions: requiredYesNo(),
      hasBeenRefusedCover: requiredYesNo(),
      vehicleUse: requiredOption(),
      isMainDriver: v.boolean(),
    }),
    v.forward(rule(relationshipProblem), ['relationshipToProposer']),
    ...driverQuestionChecks<AdditionalDriverValues>(
      { today, licenceNumberRequired, role: 'additionalDriver' },
      identityOf,
    ),
    ...motoringHistoryChecks<AdditionalDriverValues>(
      today,
      (values) => identityOf(values).dateOfBirth,
    ),
  );
}

export function toAdditionalDriver(values: AdditionalDriverValues): AdditionalDriver {
  return {
    title: values.title,
    firstName: toFirstName(values.firstName),
    lastNames: toLastName(values.lastNames),
    dateOfBirth: isoDateOf(values.dateOfBirth),
    maritalStatus: textOrNull(values.maritalStatus),
    relationshipToProposer: textOrNull(values.relationshipToProposer),
    ...toDriverQuestionAnswers(values),
    ...toMotoringHistory(values),
    hasCriminalConvictions: booleanOf(values.hasCriminalConvictions),
    hasBeenRefusedCover: booleanOf(values.hasBeenRefusedCover),
    vehicleUse: textOrNull(values.vehicleUse),
    isMainDriver: values.isMainDriver,
  };
}

/** A stored driver was saved complete, so an empty conviction or claim list reads as 'no'. */
export function fromAdditionalDriver(driver: AdditionalDriver): AdditionalDriverValues {
  return {
    title: driver.title,
    firstName: driver.firstName,
    lastNames: driver.lastNames,
    dateOfBirth: datePartsOf(driver.dateOfBirth),
    maritalStatus: textOf(driver.maritalStatus),
    relationshipToProposer: textOf(driver.relationshipToProposer),
    ...fromDriverQuestions(driver),
    ...fromMotoringHistory(driver, true),
    hasCriminalConvictions: yesNoOf(driver.hasCriminalConvictions),
    hasBeenRefusedCover: yesNoOf(driver.hasBeenRefusedCover),
    vehicleUse: textOf(driver.vehicleUse),
    isMainDriver: driver.isMainDriver ?? false,
  };
}

// The step

export type AdditionalDriversValues = { additionalDrivers: AdditionalDriverValues[] };

export type AdditionalDriversContext = AdditionalDriverContext;

export const emptyAdditionalDriversValues = (): AdditionalDriversValues => ({
  additionalDrivers: [],
});

export function additionalDriversSchema(context: AdditionalDriversContext) {
  return v.object({
    additionalDrivers: v.pipe(
      v.array(additionalDriverSchema(context)),
      v.minLength(1, formText.drivers.required),
    ),
  });
}

export function toAdditionalDriversAnswers(values: AdditionalDriversValues): StepAnswers {
  return { additionalDrivers: values.additionalDrivers.map(toAdditionalDriver) };
}

export function fromAdditionalDriversState(quote: QuoteState): AdditionalDriversValues {
  return { additionalDrivers: quote.additionalDrivers.map(fromAdditionalDriver) };
}
