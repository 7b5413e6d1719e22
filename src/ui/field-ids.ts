/** Ids that tie a field's label, hint and error to its control, derived from the control's id. */
export const labelId = (id: string): string => `${id}-label`;
export const hintId = (id: string): string => `${id}-hint`;
export const errorId = (id: string): string => `${id}-error`;

/** The value for aria-describedby: the hint and the error that are shown, or nothing. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: unknown; error?: string | undefined },
): string | undefined {
  const ids = [hint == null || hint === false ? null : hintId(id), error ? errorId(id) : null];
  const joined = ids.filter((value) => value !== null).join(' ');
  return joined === '' ? undefined : joined;
}

/** A field name such as `modifications[0].value` as a safe id fragment. */
export function idFragment(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * The message of one validation error as TanStack Form stores it: a string, a Standard Schema
 * issue, or a list of either.
 */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error === '' ? undefined : error;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = messageOf(item);
      if (message !== undefined) return message;
    }
    return undefined;
  }
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return messageOf(error.message);
  }
  return undefined;
}
