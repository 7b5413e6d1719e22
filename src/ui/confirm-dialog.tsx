import './forms.css';
import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

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
  const { focusRef, titleId, textId, dialogProps } = useModalDialog({ onEscape: onCancel });

  return (
    <dialog {...dialogProps} aria-describedby={children == null ? undefined : textId}>
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
          ref={focusRef}
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
