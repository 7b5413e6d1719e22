import type { MonthYear } from '../../machines/wizard/schemas/vehicle-details-two';
import { DigitParts, type DigitPart } from '../ui/date-parts';
import { FieldFrame } from '../ui/field-frame';
import type { BaseFieldProps } from '../ui/field-props';

export interface MonthYearFieldProps extends BaseFieldProps {
  value: MonthYear;
  onChange: (value: MonthYear) => void;
}

const parts: readonly DigitPart<keyof MonthYear>[] = [
  { part: 'month', label: 'Month', length: 2, suffix: '' },
  { part: 'year', label: 'Year', length: 4, suffix: '-year' },
];

/** A month and year in one fieldset, as the date parts are entered; the month input carries the id. */
export function MonthYearField({ value, onChange, ...field }: MonthYearFieldProps) {
  return (
    <FieldFrame {...field} layout="fieldset">
      {(control) => (
        <DigitParts
          id={field.id}
          parts={parts}
          value={value}
          onChange={onChange}
          error={field.error}
          invalid={control['aria-invalid']}
          autoComplete={() => 'off'}
        />
      )}
    </FieldFrame>
  );
}
