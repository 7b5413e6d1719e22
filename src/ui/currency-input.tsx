import './forms.css';
import { useState, type ComponentPropsWithRef } from 'react';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { FieldFrame } from './field-frame';
import { splitFieldProps, type BaseFieldProps } from './field-props';

export const CURRENCY_INPUT_MAX = 999_999;

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'type' | 'className' | 'children' | 'max' | 'inputMode'
>;

export interface CurrencyInputProps extends BaseFieldProps, NativeInputProps {
  /** Whole pounds with up to two decimal places, as typed ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  /** The largest amount accepted; spec 1 §9 sets 999,999. */
  max?: number;
}

/**
 * The amount a keystroke or paste would leave, or null when it must be refused: no minus sign,
 * at most two decimal places and nothing above `max`. Pound signs, commas and spaces are dropped.
 */
export function acceptCurrency(text: string, max: number = CURRENCY_INPUT_MAX): string | null {
  const value = text.replace(/[£,\s]/g, '');
  if (!/^\d*(\.\d{0,2})?$/.test(value)) return null;
  if (value !== '' && value !== '.' && Number(value) > max) return null;
  return value;
}

/** Why `text` was refused: above `max`, or not an amount in pounds and pence. */
function refusalOf(text: string, max: number): string {
  const refused = JOURNEY_TEXT.layout.amountRefused;
  const digits = text.replace(/[£,\s]/g, '');
  return /^\d*(\.\d*)?$/.test(digits) && !/\.\d{3}/.test(digits)
    ? refused.tooLarge(max.toLocaleString('en-GB'))
    : refused.notAnAmount;
}

/**
 * An amount in pounds with a £ prefix; a refused keystroke leaves the amount unchanged and says why, in a
 * message read out as it appears, until a keystroke is taken (it stays on blur: nothing moves under a press).
 */
export function CurrencyInput({
  value,
  onChange,
  max = CURRENCY_INPUT_MAX,
  ...field
}: CurrencyInputProps) {
  const { frame, onBlur, rest: inputProps } = splitFieldProps(field);
  const { id, error } = frame;
  const [refused, setRefused] = useState('');
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <>
          <div className="currency-input">
            <span className="currency-input__prefix" aria-hidden="true">
              £
            </span>
            <input
              autoComplete="off"
              spellCheck={false}
              {...inputProps}
              id={id}
              className={
                error
                  ? 'form-input form-input--width-10 currency-input__input form-input--error'
                  : 'form-input form-input--width-10 currency-input__input'
              }
              type="text"
              inputMode="decimal"
              value={value}
              {...control}
              onChange={(event) => {
                const accepted = acceptCurrency(event.target.value, max);
                setRefused(accepted === null ? refusalOf(event.target.value, max) : '');
                if (accepted !== null) onChange(accepted);
              }}
              onBlur={onBlur}
            />
          </div>
          <p className="currency-input__refused" role="status">
            {refused}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
