import type { ReactNode } from 'react';

/** What every shared field takes: the control's id, its visible label, an optional hint and error. */
export interface BaseFieldProps {
  /** The id of the control (for groups, of the first control): error links and focus use it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the label; the control is marked invalid while there is one. */
  error?: string | undefined;
  onBlur?: () => void;
  /** Extra class names for the field's outer element. */
  className?: string;
}

export function fieldClassName(base: string, error: string | undefined, extra?: string): string {
  return [base, error ? `${base}--error` : null, extra ?? null]
    .filter((value) => value !== null)
    .join(' ');
}
