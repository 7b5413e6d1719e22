/**
 * Wizard step 4, driver details: residence, employment and licence (spec 1 §5 Driver). The same questions are
 * asked of each additional driver, so their rules take the driver's surname and date of birth as a function.
 */
import * as v from 'valibot';
import { toKnownDate, type DateInput } from '../../core/ages';
import {
  LICENCE_PART_LENGTHS,
  checkLicenceNumber,
  type LicenceHolderRole,
  isLicenceNumberRequired,
  joinLicenceParts,
  splitLicenceNumber,
  type LicenceParts,
} from '../licence-number';
import type { StepAnswers } from '../step-answers';
import type { AdditionalDriver } from '../../core/contract';
import { UNSET_DATE, type ProposerState, type QuoteState } from '../../core/state';
import type { ReferenceOption } from '../../core/reference-data';
import {
  booleanOf,
  dateParts,
  datePartsOf,
  dateProblem,
  emptyDateParts,
  fieldRule,
  isFilled,
  isoDateOf,
  notAfterToday,
  notBeforeBirth,
  offeredOptions,
  requiredOfferedOption,
  requiredOption,
  requiredYesNo,
  textOf,
  textOrNull,
  yesNoOf,
  type DateParts,
  type OfferedCode,
  type Problem,
  type YesNo,
} from '../../core/fields';
import { OPTION_REQUIRED_MESSAGE } from '../../core/field-messages';
import { formText } from '../form-text';

/** The licence type code of a full UK licence. */
export const FULL_UK_LICENCE_TYPE = 'F';

/** spec 1 §3: employment types offered are E and S only. */
export const OFFERED_EMPLOYMENT_TYPES = ['E', 'S'] as const;

const isOfferedEmploymentType: OfferedCode = (code) =>
  OFFERED_EMPLOYMENT_TYPES.some((offered) => offered === code);

/** The employment types offered (spec 1 §3). */
export const offeredEmploymentTypes = (options: readonly ReferenceOption[]): ReferenceOption[] =>
  offeredOptions(options, isOfferedEmploymentType);

/** A full UK licence is answered Yes to 'Do you hold a full UK driving licence?', not from the list. */
const isOtherLicenceType: OfferedCode = (code) => code !== FULL_UK_LICENCE_TYPE;

/** The licence types offered once the licence is not a full UK one. */
export const otherLicenceTypes = (options: readonly ReferenceOption[]): ReferenceOption[] =>
  offeredOptions(options, isOtherLicenceType);

const LICENCE_NUMBER_LENGTH = LICENCE_PART_LENGTHS.reduce((sum, length) => sum + length, 0);

// The questions every driver answers

export type DriverQuestionValues = {
  isResidentFromBirth: YesNo;
  ukResidenceSince: DateParts;
  employmentType: string;
  occupation: string;
  industry: string;
  isFullTime: YesNo;
  otherOccupation: string;
  otherIndustry: string;
  fullUkLicence: YesNo;
  licenceType: string;
  licenceObtained: DateParts;
  licenceNumber: LicenceParts;
};

export const emptyDriverQuestionValues = (): DriverQuestionValues => ({
  isResidentFromBirth: '',
  ukResidenceSince: emptyDateParts(),
  employmentType: '',
  occupation: '',
  industry: '',
  isFullTime: '',
  otherOccupation: '',
  otherIndustry: '',
  fullUkLicence: '',
  licenceType: '',
  licenceObtained: emptyDateParts(),
  licenceNumber: ['', '', '', ''],
});

/** The fields' own rules; the rules that depend on other answers are in `driverQuestionProblems`. */
export const driverQuestionEntries = () => ({
  isResidentFromBirth: requiredYesNo(),
  ukResidenceSince: dateParts(),
  employmentType: requiredOfferedOption(isOfferedEmploymentType),
  occupation: requiredOption(),
  industry: requiredOption(),
  isFullTime: requiredYesNo(),
  otherOccupation: v.string(),
  otherIndustry: v.string(),
  fullUkLicence: requiredYesNo(),
  licenceType: v.string(),
  licenceObtained: dateParts(),
  licenceNumber: v.tuple([v.string(), v.string(), v.string(), v.string()]),
});

export interface DriverIdentity {
  surname: string;
  dateOfBirth: Date | null;
}

export interface DriverRulesContext {
  today: Date;
  /** The aggregator asked for the licence number (spec 1 §5 Driver). */
  licenceNumberRequired: boolean;
  /** Whose answers these are, for the wording of the licence number checks; the proposer's by default. */
  role?: LicenceHolderRole;
}

// Which follow-up questions are asked: the form shows, the schema checks and the answers keep these only.

export const isUkResidenceSinceAsked = (
  values: Pick<DriverQuestionValues, 'isResidentFromBirth'>,
) => values.isResidentFromBirth === 'no';

/** Other occupation and industry are asked when delivery work is not the driver's full-time work. */
export const isOtherEmploymentAsked = (values: Pick<DriverQuestionValues, 'isFullTime'>): boolean =>
  values.isFullTime === 'no';

export const isLicenceTypeAsked = (values: Pick<DriverQuestionValues, 'fullUkLicence'>) =>
  values.fullUkLicence === 'no';

/** The licence number is asked once the licence question is answered, or at once for an aggregator. */
export const isLicenceNumberAsked = (
  values: Pick<DriverQuestionValues, 'fullUkLicence'>,
  aggregatorRequires: boolean,
): boolean => values.fullUkLicence !== '' || aggregatorRequires;

/** A full UK licence is type F; otherwise the type chosen. */
export function licenceTypeOf(values: Pick<DriverQuestionValues, 'fullUkLicence' | 'licenceType'>) {
  if (values.fullUkLicence === 'yes') return FULL_UK_LICENCE_TYPE;
  return isLicenceTypeAsked(values) ? textOrNull(values.licenceType) : null;
}

function driverQuestionProblems<T extends DriverQuestionValues>(
  { today, licenceNumberRequired, role = 'proposer' }: DriverRulesContext,
  identityOf: (values: T) => DriverIdentity,
) {
  const otherEmployment =
    (field: 'otherOccupation' | 'otherIndustry'): Problem<T> =>
    (values) =>
      isOtherEmploymentAsked(values) && !isFilled(values[field]) ? OPTION_REQUIRED_MESSAGE : null;

  return {
    /** spec 1 §5 Driver: required when not resident from birth; not in the future; after birth. */
    ukResidenceSince: ((values) =>
      isUkResidenceSinceAsked(values)
        ? dateProblem(values.ukResidenceSince, {
            latest: notAfterToday(today),
            earliest: notBeforeBirth(identityOf(values).dateOfBirth),
          })
        : null) satisfies Problem<T>,
    otherOccupation: otherEmployment('otherOccupation'),
    otherIndustry: otherEmployment('otherIndustry'),
    licenceType: ((values) =>
      isLicenceTypeAsked(values) &&
      !(isFilled(values.licenceType) && isOtherLicenceType(values.licenceType))
        ? OPTION_REQUIRED_MESSAGE
        : null) satisfies Problem<T>,
    licenceObtained: ((values) =>
      dateProblem(values.licenceObtained, {
        latest: notAfterToday(today),
        earliest: notBeforeBirth(identityOf(values).dateOfBirth),
      })) satisfies Problem<T>,
    /**
     * spec 1 §5 Driver: required when asked; all 16 characters; checked against surname and birth once the
     * surname is known.
     */
    licenceNumber: ((values) => {
      const licenceType = licenceTypeOf(values);
      const licenceNumber = joinLicenceParts(values.licenceNumber);
      if (isLicenceNumberRequired({ aggregatorRequires: licenceNumberRequired, licenceType })) {
        if (licenceNumber === '') return formText.licence.required;
        if (licenceNumber.length < LICENCE_NUMBER_LENGTH) return formText.licence.invalid;
      }
      const { surname, dateOfBirth } = identityOf(values);
      if (!isFilled(surname)) return null;
      return (
        checkLicenceNumber({ licenceNumber, surname, dateOfBirth, licenceType, role })?.message ??
        null
      );
    }) satisfies Problem<T>,
  };
}

/** The pipe actions that check the driver questions against each other, to spread into the step's `v.pipe`. */
export function driverQuestionChecks<T extends DriverQuestionValues>(
  context: DriverRulesContext,
  identityOf: (values: T) => DriverIdentity,
) {
  const problems = driverQuestionProblems<T>(context, identityOf);
  return [
    fieldRule('ukResidenceSince', problems.ukResidenceSince),
    fieldRule('otherOccupation', problems.otherOccupation),
    fieldRule('otherIndustry', problems.otherIndustry),
    fieldRule('licenceType', problems.licenceType),
    fieldRule('licenceObtained', problems.licenceObtained),
    fieldRule('licenceNumber', problems.licenceNumber),
  ] as const;
}

type DriverQuestionField =
  | 'isResidentFromBirth'
  | 'ukResidenceSince'
  | 'employmentType'
  | 'occupation'
  | 'industry'
  | 'isFullTime'
  | 'otherOccupation'
  | 'otherIndustry'
  | 'licenceType'
  | 'licenceObtained'
  | 'licenceNumber';

export type DriverQuestionAnswers = Pick<ProposerState, DriverQuestionField>;

/** Answers hidden by an earlier answer are dropped; dates become yyyy-MM-dd. */
export function toDriverQuestionAnswers(values: DriverQuestionValues): DriverQuestionAnswers {
  const otherEmployment = isOtherEmploymentAsked(values);
  return {
    isResidentFromBirth: booleanOf(values.isResidentFromBirth),
    ukResidenceSince: isUkResidenceSinceAsked(values)
      ? isoDateOf(values.ukResidenceSince)
      : UNSET_DATE,
    employmentType: textOrNull(values.employmentType),
    occupation: textOrNull(values.occupation),
    industry: textOrNull(values.industry),
    isFullTime: booleanOf(values.isFullTime),
    otherOccupation: otherEmployment ? textOrNull(values.otherOccupation) : null,
    otherIndustry: otherEmployment ? textOrNull(values.otherIndustry) : null,
    licenceType: licenceTypeOf(values),
    licenceObtained: isoDateOf(values.licenceObtained),
    licenceNumber: textOrNull(joinLicenceParts(values.licenceNumber)),
  };
}

export type DriverQuestionSource = Pick<AdditionalDriver, DriverQuestionField>;

export function fromDriverQuestions(driver: DriverQuestionSource): DriverQuestionValues {
  const licenceType = driver.licenceType ?? null;
  return {
    isResidentFromBirth: yesNoOf(driver.isResidentFromBirth),
    ukResidenceSince: datePartsOf(driver.ukResidenceSince),
    employmentType: textOf(driver.employmentType),
    occupation: textOf(driver.occupation),
    industry: textOf(driver.industry),
    isFullTime: yesNoOf(driver.isFullTime),
    otherOccupation: textOf(driver.otherOccupation),
    otherIndustry: textOf(driver.otherIndustry),
    fullUkLicence: licenceType === null ? '' : yesNoOf(licenceType === FULL_UK_LICENCE_TYPE),
    licenceType: licenceType === FULL_UK_LICENCE_TYPE ? '' : textOf(licenceType),
    licenceObtained: datePartsOf(driver.licenceObtained),
    licenceNumber: splitLicenceNumber(driver.licenceNumber ?? ''),
  };
}

// The step

export type DriverDetailsValues = DriverQuestionValues;

export interface DriverDetailsContext extends DriverRulesContext {
  /** The proposer's surname and date of birth, as stored by the about-you step. */
  surname: string;
  dateOfBirth: DateInput | null | undefined;
}

export const emptyDriverDetailsValues = emptyDriverQuestionValues;

export function driverDetailsSchema({
  surname,
  dateOfBirth,
  today,
  licenceNumberRequired,
}: DriverDetailsContext) {
  const identity: DriverIdentity = { surname, dateOfBirth: toKnownDate(dateOfBirth) };
  return v.pipe(
    v.object(driverQuestionEntries()),
    ...driverQuestionChecks<DriverDetailsValues>({ today, licenceNumberRequired }, () => identity),
  );
}

export function toDriverDetailsAnswers(values: DriverDetailsValues): StepAnswers {
  return { proposerDetails: toDriverQuestionAnswers(values) };
}

export function fromDriverDetailsState(quote: QuoteState): DriverDetailsValues {
  return fromDriverQuestions(quote.proposerDetails);
}
