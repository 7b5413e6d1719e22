import './forms.css';
import type { ComponentPropsWithRef } from 'react';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { FieldFrame } from './field-frame';
import { splitFieldProps, type BaseFieldProps } from './field-props';

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
  options,
  value,
  onChange,
  emptyChoiceLabel = 'Please select',
  ...field
}: SelectFieldProps) {
  const { frame, onBlur, rest: selectProps } = splitFieldProps(field);
  const { id, error } = frame;
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...selectProps}
          id={id}
          className={error ? 'form-select form-select--error' : 'form-select'}
          value={value ?? ''}
          {...control}
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
      )}
    </FieldFrame>
  );
}
