import type { ComponentPropsWithRef } from 'react';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { describedBy, labelId } from './field-ids';
import { fieldClassName, type BaseFieldProps } from './field-props';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'type' | 'className' | 'children'
>;

export interface CheckboxProps extends BaseFieldProps, NativeInputProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One tick box with its label beside it, such as agreeing to the disclaimer. */
export function Checkbox({
  id,
  label,
  hint,
  error,
  onBlur,
  className,
  checked,
  onChange,
  ...inputProps
}: CheckboxProps) {
  return (
    <div className={fieldClassName('form-field', error, className)}>
      <FieldError fieldId={id} message={error} />
      <div className="checkbox">
        <input
          {...inputProps}
          id={id}
          className="checkbox__input"
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label id={labelId(id)} className="checkbox__label" htmlFor={id}>
          {label}
        </label>
        <FieldHint fieldId={id}>{hint}</FieldHint>
      </div>
    </div>
  );
}
