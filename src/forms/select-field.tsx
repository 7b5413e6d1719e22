import type { ComponentPropsWithRef } from 'react';
import type { ReferenceOption } from '../../machines/types/reference-data';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { describedBy, labelId } from './field-ids';
import { fieldClassName, type BaseFieldProps } from './field-props';

type NativeSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'className' | 'children' | 'multiple'
>;

export interface SelectFieldProps extends BaseFieldProps, NativeSelectProps {
  options: readonly ReferenceOption[];
  /** The chosen option's code; '' (or null) while nothing is chosen. */
  value: string | null | undefined;
  onChange: (code: string) => void;
  /** The text of the first, empty choice (shown until an option is chosen). */
  emptyChoiceLabel?: string;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  onBlur,
  className,
  options,
  value,
  onChange,
  emptyChoiceLabel = 'Please select',
  ...selectProps
}: SelectFieldProps) {
  return (
    <div className={fieldClassName('form-field', error, className)}>
      <label id={labelId(id)} className="form-label" htmlFor={id}>
        {label}
      </label>
      <FieldHint fieldId={id}>{hint}</FieldHint>
      <FieldError fieldId={id} message={error} />
      <select
        {...selectProps}
        id={id}
        className={error ? 'form-select form-select--error' : 'form-select'}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{emptyChoiceLabel}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.description}
          </option>
        ))}
      </select>
    </div>
  );
}
