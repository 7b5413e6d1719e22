import '../../ui/forms.css';
import type { KeyboardEvent } from 'react';
import { FieldError } from '../../ui/field-error';
import { errorId } from '../../ui/field-ids';
import { fieldClassName } from '../../ui/field-props';

export interface LookupInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Extra ids that describe the input (the lookup's own message). */
  describedByIds?: readonly (string | undefined)[];
  autoComplete?: string;
  onEnter?: () => void;
  width?: string;
}

/** One text input of the address lookup: Enter runs the lookup's own action instead of submitting the step. */
export function LookupInput({
  id,
  label,
  value,
  onChange,
  error,
  describedByIds = [],
  autoComplete,
  onEnter,
  width,
}: LookupInputProps) {
  const ids = [error ? errorId(id) : undefined, ...describedByIds].filter(
    (item): item is string => item !== undefined,
  );
  const keepEnterHere = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter?.();
  };
  return (
    <div className={fieldClassName('form-field', error)}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <FieldError fieldId={id} message={error} />
      <input
        id={id}
        type="text"
        className={['form-input', error ? 'form-input--error' : null, width ?? null]
          .filter((name) => name !== null)
          .join(' ')}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.length > 0 ? ids.join(' ') : undefined}
        onKeyDown={keepEnterHere}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
