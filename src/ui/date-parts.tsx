import './forms.css';
import type { Ref } from 'react';
import { FieldFrame } from './field-frame';
import type { BaseFieldProps } from './field-props';

export interface DatePartsValue {
  day: string;
  month: string;
  year: string;
}

export const emptyDateParts: DatePartsValue = { day: '', month: '', year: '' };

/** One box of a date: the part of the value it holds, its label, its length and its id's suffix. */
export interface DigitPart<K extends string> {
  part: K;
  label: string;
  length: number;
  suffix: string;
}

const parts: readonly DigitPart<keyof DatePartsValue>[] = [
  { part: 'day', label: 'Day', length: 2, suffix: '' },
  { part: 'month', label: 'Month', length: 2, suffix: '-month' },
  { part: 'year', label: 'Year', length: 4, suffix: '-year' },
];

/** A birthday as browsers autofill it: `yyyy-MM-dd`, or day, month and year split by / - or . */
export function parseAutofilledDate(text: string): DatePartsValue | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) {
    const [, year = '', month = '', day = ''] = iso;
    return { day: day.padStart(2, '0'), month: month.padStart(2, '0'), year };
  }
  const british = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (british) {
    const [, day = '', month = '', year = ''] = british;
    return { day: day.padStart(2, '0'), month: month.padStart(2, '0'), year };
  }
  return null;
}

export interface DatePartsProps extends BaseFieldProps {
  value: DatePartsValue;
  onChange: (value: DatePartsValue) => void;
  /** The day input, which takes focus when the date is in error. */
  ref?: Ref<HTMLInputElement>;
  /** Adds a hidden `bday` input that browsers autofill and that fills the three parts. */
  birthday?: boolean;
  disabled?: boolean;
}

export interface DigitPartsProps<K extends string> {
  /** The id of the first box; the others add their suffix. */
  id: string;
  parts: readonly DigitPart<K>[];
  value: Record<K, string>;
  onChange: (value: Record<K, string>) => void;
  error: string | undefined;
  invalid: true | undefined;
  firstRef?: Ref<HTMLInputElement> | undefined;
  autoComplete: (part: K) => string;
}

/** The boxes of a date side by side, each with its own label, taking digits only. */
export function DigitParts<K extends string>({
  id,
  parts: boxes,
  value,
  onChange,
  error,
  invalid,
  firstRef,
  autoComplete,
}: DigitPartsProps<K>) {
  return (
    <div className="date-parts">
      {boxes.map(({ part, label, length, suffix }, index) => {
        const partId = `${id}${suffix}`;
        return (
          <div key={part} className="date-parts__item">
            <label className="date-parts__label" htmlFor={partId}>
              {label}
            </label>
            <input
              ref={index === 0 ? firstRef : undefined}
              id={partId}
              className={[
                'form-input',
                `form-input--width-${length}`,
                error ? 'form-input--error' : null,
              ]
                .filter((name) => name !== null)
                .join(' ')}
              type="text"
              inputMode="numeric"
              autoComplete={autoComplete(part)}
              maxLength={length}
              value={value[part]}
              aria-invalid={invalid}
              onChange={(event) =>
                onChange({
                  ...value,
                  [part]: event.target.value.replace(/\D/g, '').slice(0, length),
                })
              }
            />
          </div>
        );
      })}
    </div>
  );
}

/** Day, month and year in one fieldset; the day input carries the field's id. */
export function DateParts({ value, onChange, ref, birthday = false, ...field }: DatePartsProps) {
  const { id, error } = field;
  return (
    <FieldFrame {...field} layout="fieldset">
      {(control) => (
        <>
          <DigitParts
            id={id}
            parts={parts}
            value={value}
            onChange={onChange}
            error={error}
            invalid={control['aria-invalid']}
            firstRef={ref}
            autoComplete={(part) => (birthday ? `bday-${part}` : 'off')}
          />
          {birthday ? (
            <input
              className="visually-hidden"
              type="text"
              name={`${id}-bday`}
              autoComplete="bday"
              tabIndex={-1}
              aria-hidden="true"
              value=""
              onChange={(event) => {
                const filled = parseAutofilledDate(event.target.value);
                if (filled) onChange(filled);
              }}
            />
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
