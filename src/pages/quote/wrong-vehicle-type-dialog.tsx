import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { TEXT } from '../../../machines/text';

export interface WrongVehicleTypeDialogProps {
  /** What the registration belongs to, such as 'van'. */
  vehicleKind: string;
  onChangeVehicle: () => void;
  /** Absent in the mobile app, which hides 'Transfer Me' (spec 1 §2 Vehicle lookup). */
  onTransfer?: (() => void) | undefined;
}

/**
 * The wrong-vehicle-type modal (spec 1 §4, §8): a native modal <dialog> whose focus starts on 'Change
 * Vehicle'; Escape changes the vehicle too, the only way on when the transfer is not offered.
 */
export function WrongVehicleTypeDialog({
  vehicleKind,
  onChangeVehicle,
  onTransfer,
}: WrongVehicleTypeDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if ('showModal' in dialog) dialog.showModal();
      else (dialog as HTMLElement).setAttribute('open', '');
    }
    changeRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onChangeVehicle();
  };

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={keyDown}
      onCancel={(event) => {
        event.preventDefault();
        onChangeVehicle();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {TEXT.vehicle.wrongTypeHeading}
      </h2>
      <p id={textId} className="confirm-dialog__text">
        {TEXT.vehicle.wrongType(vehicleKind)}
      </p>
      <div className="confirm-dialog__actions">
        <button
          ref={changeRef}
          type="button"
          className="button button--secondary"
          onClick={onChangeVehicle}
        >
          {TEXT.vehicle.changeVehicle}
        </button>
        {onTransfer ? (
          <button type="button" className="button" onClick={onTransfer}>
            {TEXT.vehicle.transferMe}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
