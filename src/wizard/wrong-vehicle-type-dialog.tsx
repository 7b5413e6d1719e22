import { useModalDialog } from '../ui/use-modal-dialog';
import { JOURNEY_TEXT } from '../../machines/core/text';

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
  const { focusRef, titleId, textId, dialogProps } = useModalDialog({
    onEscape: onChangeVehicle,
    returnFocus: false,
  });

  return (
    <dialog {...dialogProps} aria-describedby={textId}>
      <h2 id={titleId} className="confirm-dialog__title">
        {JOURNEY_TEXT.vehicle.wrongTypeHeading}
      </h2>
      <p id={textId} className="confirm-dialog__text">
        {JOURNEY_TEXT.vehicle.wrongType(vehicleKind)}
      </p>
      <div className="confirm-dialog__actions">
        <button
          ref={focusRef}
          type="button"
          className="button button--secondary"
          onClick={onChangeVehicle}
        >
          {JOURNEY_TEXT.vehicle.changeVehicle}
        </button>
        {onTransfer ? (
          <button type="button" className="button" onClick={onTransfer}>
            {JOURNEY_TEXT.vehicle.transferMe}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
