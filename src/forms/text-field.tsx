import type { ComponentPropsWithRef } from 'react';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { describedBy, labelId } from './field-ids';
import { fieldClassName, type BaseFieldProps } from './field-props';

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
  id,
  label,
  hint,
  error,
  onBlur,
  className,
  value,
  onChange,
  type = 'text',
  inputClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <div className={fieldClassName('form-field', error, className)}>
      <label id={labelId(id)} className="form-label" htmlFor={id}>
        {label}
      </label>
      <FieldHint fieldId={id}>{hint}</FieldHint>
      <FieldError fieldId={id} message={error} />
      <input
        {...inputProps}
        id={id}
        type={type}
        className={['form-input', error ? 'form-input--error' : null, inputClassName ?? null]
          .filter((value) => value !== null)
          .join(' ')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
