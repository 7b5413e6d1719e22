import { useSelector } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import type { DateInput } from '../../machines/core/ages';
import {
  isLicenceNumberAsked,
  isLicenceTypeAsked,
  isOtherEmploymentAsked,
  isUkResidenceSinceAsked,
  licenceTypeOf,
  offeredEmploymentTypes,
  otherLicenceTypes,
  type DriverQuestionValues,
} from '../../machines/wizard/schemas/driver-details';
import { isLicenceNumberRequired, prefilledLicenceParts } from '../../machines/wizard';
import type { LicenceParts } from '../../machines/wizard';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { DateParts } from '../ui/date-parts';
import { LicenceNumberInput, type LicenceNumberInputProps } from '../ui/licence-number-input';
import { RadioGroup, YesNo, radioOptionsFrom } from '../ui/radio-group';
import { SearchableSelect } from '../ui/searchable-select';
import { SelectField } from '../ui/select-field';
import { fieldBinder, type BindableForm, type FieldBinder } from '../ui/field-binder';
import { useJourneySelector } from '../app/journey/journey-context';
import { useReferenceList } from './wizard-step';
import { driverQuestionText } from '../../machines/wizard/driver-question-text';

const fieldsText = driverQuestionText.fields;

/** spec 1 §5 Driver: the aggregator, or the last quote, asked for the licence number. */
export function useLicenceNumberRequired(): boolean {
  return useJourneySelector(
    (snapshot) =>
      snapshot.context.aggregator?.licenceNumberRequired ??
      snapshot.context.result.licenceNumberRequired,
  );
}

/** What `useSelector` reads a form's values from: its store. */
type ValuesStore<V> = Parameters<typeof useSelector<{ values: V }>>[0];

/** A step form's binder with its current values, which decide the follow-up questions shown. */
export function useBoundFields<V>(step: BindableForm & { form: { store: ValuesStore<V> } }) {
  const values = useSelector(step.form.store, (state) => state.values);
  return { values, bind: fieldBinder<V>(step) };
}

/** A form's binder for a group of its fields; `V extends Part` keeps the group's keys and types the form's. */
export function partBinder<V extends Part, Part>(bind: FieldBinder<V>): FieldBinder<Part> {
  return bind as unknown as FieldBinder<Part>;
}

/** Whose answers a form collects: the proposer's ('you') or an additional driver's ('they'). */
export type Subject = 'proposer' | 'driver';

const driverQuestions = fieldsText.questions satisfies Record<
  Subject,
  Record<keyof DriverQuestionValues, string>
>;

const searchHint = fieldsText.searchHint;

/** Whose licence number is prefilled: their surname, date of birth and the title that says their gender (spec 1 §4). */
export interface LicenceHolderDetails {
  surname: string;
  dateOfBirth: DateInput | null | undefined;
  title: string | null | undefined;
}

export interface DriverQuestionFieldsProps {
  bind: FieldBinder<DriverQuestionValues>;
  values: DriverQuestionValues;
  subject: Subject;
  /** The aggregator asked for licence numbers. */
  licenceNumberRequired: boolean;
  /** The driver these answers are about, whose details prefill the licence number. */
  holder: LicenceHolderDetails;
}

interface PrefilledLicenceNumberProps extends LicenceNumberInputProps {
  holder: LicenceHolderDetails;
  licenceType: string | null;
}

/**
 * The licence number, its first two parts prefilled from the holder's surname and date of birth, encoded
 * by their title, for the UK licence types (spec 1 §4); `prefilledLicenceParts` decides, so what the
 * customer typed stays.
 */
function PrefilledLicenceNumber({
  holder,
  licenceType,
  value,
  onChange,
  ...input
}: PrefilledLicenceNumberProps) {
  const lastPrefill = useRef<LicenceParts | null>(null);
  const { surname, dateOfBirth, title } = holder;
  useEffect(() => {
    const next = prefilledLicenceParts(
      value,
      { surname, dateOfBirth, title, licenceType },
      lastPrefill.current,
    );
    if (next === null) return;
    lastPrefill.current = next;
    onChange(next);
  }, [value, onChange, surname, dateOfBirth, title, licenceType]);
  return <LicenceNumberInput {...input} value={value} onChange={onChange} />;
}

/** Residence, employment and licence: the questions every driver answers (spec 1 §2 Driver steps). */
export function DriverQuestionFields({
  bind,
  values,
  subject,
  licenceNumberRequired,
  holder,
}: DriverQuestionFieldsProps) {
  const label = driverQuestions[subject];
  const employmentTypes = offeredEmploymentTypes(useReferenceList('employmentStatusTypes'));
  const occupations = useReferenceList('occupationTypes');
  const industries = useReferenceList('industryTypes');
  const licenceTypes = otherLicenceTypes(useReferenceList('licenceTypes'));
  const numberRequired = isLicenceNumberRequired({
    aggregatorRequires: licenceNumberRequired,
    licenceType: licenceTypeOf(values),
  });

  return (
    <>
      {bind('isResidentFromBirth', (props) => (
        <YesNo {...props} label={label.isResidentFromBirth} />
      ))}
      {isUkResidenceSinceAsked(values)
        ? bind('ukResidenceSince', (props) => (
            <DateParts {...props} label={label.ukResidenceSince} hint={fieldsText.example273Hint} />
          ))
        : null}
      {bind('employmentType', (props) => (
        <RadioGroup
          {...props}
          value={props.value === '' ? null : props.value}
          options={radioOptionsFrom(employmentTypes)}
          label={label.employmentType}
        />
      ))}
      {bind('occupation', (props) => (
        <SearchableSelect
          {...props}
          options={occupations}
          label={label.occupation}
          hint={searchHint}
        />
      ))}
      {bind('industry', (props) => (
        <SearchableSelect
          {...props}
          options={industries}
          label={label.industry}
          hint={searchHint}
        />
      ))}
      {bind('isFullTime', (props) => (
        <YesNo {...props} label={label.isFullTime} />
      ))}
      {isOtherEmploymentAsked(values) ? (
        <>
          {bind('otherOccupation', (props) => (
            <SearchableSelect
              {...props}
              options={occupations}
              label={label.otherOccupation}
              hint={searchHint}
            />
          ))}
          {bind('otherIndustry', (props) => (
            <SearchableSelect
              {...props}
              options={industries}
              label={label.otherIndustry}
              hint={searchHint}
            />
          ))}
        </>
      ) : null}
      {bind('fullUkLicence', (props) => (
        <YesNo {...props} label={label.fullUkLicence} />
      ))}
      {isLicenceTypeAsked(values)
        ? bind('licenceType', (props) => (
            <SelectField {...props} options={licenceTypes} label={label.licenceType} />
          ))
        : null}
      {bind('licenceObtained', (props) => (
        <DateParts
          {...props}
          label={label.licenceObtained}
          hint={fieldsText.dateLicenceFirstHint}
        />
      ))}
      {isLicenceNumberAsked(values, licenceNumberRequired)
        ? bind('licenceNumber', (props) => (
            <PrefilledLicenceNumber
              {...props}
              holder={holder}
              licenceType={licenceTypeOf(values)}
              label={
                numberRequired ? label.licenceNumber : fieldsText.optional(label.licenceNumber)
              }
              hint={fieldsText.n16CharactersSectionHint}
            />
          ))
        : null}
    </>
  );
}

/** Points on a conviction: a fixed list (spec 1 §3 Conviction). */
export const optionsOfNumbers = (numbers: readonly number[]): ReferenceOption[] =>
  numbers.map((n) => ({ code: String(n), description: String(n) }));

/** The description of a code in a reference list, or the code while the list has not got it. */
export const descriptionOf = (list: readonly ReferenceOption[], code: string): string =>
  list.find((option) => option.code === code)?.description ?? code;
