import './forms.css';
import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';
import { splitFieldProps, type BaseFieldProps } from './field-props';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'type' | 'className' | 'children'
>;

export interface CheckboxProps extends BaseFieldProps, NativeInputProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One tick box with its label beside it, such as agreeing to the disclaimer. */
export function Checkbox({ checked, onChange, ...field }: CheckboxProps) {
  const { frame, onBlur, rest: inputProps } = splitFieldProps(field);
  return (
    <FieldFrame {...frame} layout="checkbox">
      {(control) => (
        <input
          {...inputProps}
          id={frame.id}
          className="checkbox__input"
          type="checkbox"
          checked={checked}
          {...control}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
