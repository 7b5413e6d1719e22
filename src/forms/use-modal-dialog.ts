import { useId, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

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
      },
      onCancel: escape,
    },
  };
}
