import type { ComponentPropsWithRef } from 'react';

export interface BusyButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'disabled'> {
  /** The wait this button's press started is under way: it says so, and a second press does nothing. */
  busy: boolean;
  /** Nothing may start now (another wait, or the page not ready): a press does nothing, with no spinner. */
  blocked?: boolean;
}

/**
 * A button whose press starts a wait. While busy it shows a spinner and is aria-busy and aria-disabled; it
 * keeps its focus, which `disabled` would drop to the page, and it ignores a press (a submit button's too, so
 * Enter in a field does not submit again).
 */
export function BusyButton({
  busy,
  blocked = false,
  type = 'button',
  className = 'button',
  onClick,
  children,
  ...props
}: BusyButtonProps) {
  const inert = busy || blocked;
  return (
    <button
      {...props}
      type={type}
      className={className}
      aria-disabled={inert || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (inert) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
