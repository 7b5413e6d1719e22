import './forms.css';
import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';
import { splitFieldProps, type BaseFieldProps } from './field-props';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'type' | 'className' | 'children'
>;

export interface TextFieldProps extends BaseFieldProps, NativeInputProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password';
  /** A width class for the input such as `form-input--width-10`. */
  inputClassName?: string;
}

export function TextField({
  value,
  onChange,
  type = 'text',
  inputClassName,
  ...field
}: TextFieldProps) {
  const { frame, onBlur, rest: inputProps } = splitFieldProps(field);
  const { id, error } = frame;
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
          {...inputProps}
          id={id}
          type={type}
          className={['form-input', error ? 'form-input--error' : null, inputClassName ?? null]
            .filter((value) => value !== null)
            .join(' ')}
          value={value}
          {...control}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
