import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The button that goes ahead, such as 'Home Page' or 'Yes'. */
  confirmLabel: string;
  /** The button that keeps things as they are, such as 'Stay Here' or 'No'; it takes focus. */
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called for Escape. */
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog> (shown with showModal where the browser has it). Focus
 * starts on the cancel button and returns to where it was when the dialog closes.
 */
export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open'>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const returnTo = document.activeElement;
    if (dialog && !dialog.open) {
      if ('showModal' in dialog) dialog.showModal();
      else (dialog as HTMLElement).setAttribute('open', '');
    }
    cancelRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children == null ? undefined : textId}
      onKeyDown={keyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      {children == null ? null : (
        <div id={textId} className="confirm-dialog__text">
          {children}
        </div>
      )}
      <div className="confirm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
