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

/**
 * A field's props split three ways: what its FieldFrame shows around the control, the blur handler the
 * control itself takes (a frame's onBlur is for whole groups), and the rest, which belong to the control.
 */
export function splitFieldProps<P extends BaseFieldProps>({
  id,
  label,
  hint,
  error,
  onBlur,
  className,
  ...rest
}: P) {
  return { frame: { id, label, hint, error, className }, onBlur, rest };
}
