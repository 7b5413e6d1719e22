import type { MonthYear } from '../../../machines/schemas';
import { FieldError, FieldHint, describedBy, labelId } from '../../forms';
import type { BaseFieldProps } from '../../forms';
import { leaveGroup } from '../../forms/leave-group';

export interface MonthYearFieldProps extends BaseFieldProps {
  value: MonthYear;
  onChange: (value: MonthYear) => void;
}

const parts = [
  { part: 'month', label: 'Month', length: 2, suffix: '' },
  { part: 'year', label: 'Year', length: 4, suffix: '-year' },
] as const;

/** A month and year in one fieldset, as the date parts are entered; the month input carries the id. */
export function MonthYearField({
  id,
  label,
  hint,
  error,
  onBlur,
  className,
  value,
  onChange,
}: MonthYearFieldProps) {
  return (
    <div
      className={['form-field', error ? 'form-field--error' : null, className ?? null]
        .filter(Boolean)
        .join(' ')}
    >
      <fieldset
        className="form-fieldset"
        aria-describedby={describedBy(id, { hint, error })}
        onBlur={leaveGroup(onBlur)}
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
                  id={partId}
                  className={[
                    'form-input',
                    `form-input--width-${length}`,
                    error ? 'form-input--error' : null,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={length}
                  value={value[part]}
                  aria-invalid={error ? true : undefined}
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
      </fieldset>
    </div>
  );
}
