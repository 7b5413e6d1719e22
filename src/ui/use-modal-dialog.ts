import { useId, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes round to the first, Shift+Tab from the first to the last: a modal
 * dialog's own controls are all there is (the browser would otherwise move on to its address bar).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * A native modal <dialog> (showModal where the browser has it), open while its component is mounted: focus
 * starts on `focusRef`'s control and, with `returnFocus`, goes back to where it was when the dialog closes.
 * Escape calls `onEscape` instead of closing the dialog behind the journey's back.
 */
export function useModalDialog({
  onEscape,
  returnFocus = true,
}: {
  onEscape: () => void;
  returnFocus?: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const returnTo = document.activeElement;
    if (dialog && !dialog.open) {
      if ('showModal' in dialog) dialog.showModal();
      else (dialog as HTMLElement).setAttribute('open', '');
    }
    focusRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (returnFocus && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [returnFocus]);

  const escape = (event: SyntheticEvent) => {
    event.preventDefault();
    onEscape();
  };

  return {
    focusRef,
    titleId,
    textId,
    dialogProps: {
      ref: dialogRef,
      className: 'confirm-dialog',
      'aria-labelledby': titleId,
      onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Escape') escape(event);
        if (event.key === 'Tab') keepFocusInside(event);
      },
      onCancel: escape,
    },
  };
}
