import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface InfoDialogProps {
  title: string;
  children: ReactNode;
  closeLabel: string;
  onClose: () => void;
}

/**
 * A modal explanation with one button to close it (Escape too). Focus starts on that button and returns to
 * the control that opened it. Render it only while open.
 *
 * Its style sheet is not loaded here (./info-dialog.tsx loads it): what the app draws itself, outside its
 * pages, imports no style sheet, because `npm run check:paths` renders the app in Node. Such a use must be
 * on pages whose own scripts load forms.css.
 */
export function InfoDialog({ title, children, closeLabel, onClose }: InfoDialogProps) {
  const { focusRef, titleId, textId, dialogProps } = useModalDialog({ onEscape: onClose });
  return (
    <dialog {...dialogProps} aria-describedby={textId}>
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={textId} className="confirm-dialog__text">
        {children}
      </div>
      <div className="confirm-dialog__actions">
        <button ref={focusRef} type="button" className="button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
