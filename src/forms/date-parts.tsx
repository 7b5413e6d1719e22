import type { Ref } from 'react';
import { isUnsetDate } from '../../machines/state/journey-state';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { describedBy, labelId } from './field-ids';
import { fieldClassName, type BaseFieldProps } from './field-props';
import { leaveGroup } from './leave-group';

export interface DatePartsValue {
  day: string;
  month: string;
  year: string;
}

export const emptyDateParts: DatePartsValue = { day: '', month: '', year: '' };

type Part = keyof DatePartsValue;

const parts: readonly { part: Part; label: string; length: number; suffix: string }[] = [
  { part: 'day', label: 'Day', length: 2, suffix: '' },
  { part: 'month', label: 'Month', length: 2, suffix: '-month' },
  { part: 'year', label: 'Year', length: 4, suffix: '-year' },
];

/** `yyyy-MM-dd` (with or without a time) as parts; the unset sentinel and blanks give empty parts. */
export function datePartsFromIso(value: string | null | undefined): DatePartsValue {
  if (value == null || isUnsetDate(value)) return emptyDateParts;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return emptyDateParts;
  const [, year = '', month = '', day = ''] = match;
  return { day, month, year };
}

/** Parts as `yyyy-MM-dd` when they name a real calendar date, otherwise null. */
export function datePartsToIso({ day, month, year }: DatePartsValue): string | null {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

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

/** Day, month and year in one fieldset; the day input carries the field's id. */
export function DateParts({
  id,
  label,
  hint,
  error,
  onBlur,
  className,
  value,
  onChange,
  ref,
  birthday = false,
  disabled,
}: DatePartsProps) {
  const setPart = (part: Part, length: number, text: string) =>
    onChange({ ...value, [part]: text.replace(/\D/g, '').slice(0, length) });

  return (
    <div className={fieldClassName('form-field', error, className)}>
      <fieldset
        className="form-fieldset"
        aria-describedby={describedBy(id, { hint, error })}
        onBlur={leaveGroup(onBlur)}
        disabled={disabled}
      >
        <legend id={labelId(id)} className="form-legend">
          {label}
        </legend>
        <FieldHint fieldId={id}>{hint}</FieldHint>
        <FieldError fieldId={id} message={error} />
        <div className="date-parts">
          {parts.map(({ part, label: partLabel, length, suffix }) => {
            const partId = `${id}${suffix}`;
            return (
              <div key={part} className="date-parts__item">
                <label className="date-parts__label" htmlFor={partId}>
                  {partLabel}
                </label>
                <input
                  ref={part === 'day' ? ref : undefined}
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
                  autoComplete={birthday ? `bday-${part}` : 'off'}
                  maxLength={length}
                  value={value[part]}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => setPart(part, length, event.target.value)}
                />
              </div>
            );
          })}
        </div>
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
      </fieldset>
    </div>
  );
}
