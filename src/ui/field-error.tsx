import { JOURNEY_TEXT } from '../../machines/core/text';
import './forms.css';
import { errorId } from './field-ids';

export interface FieldErrorProps {
  /** The id of the control the message belongs to; the message gets `${id}-error`. */
  fieldId: string;
  message: string | undefined;
}

/** A field's error message, announced with its field through aria-describedby. */
export function FieldError({ fieldId, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={errorId(fieldId)} className="field-error">
      <span className="visually-hidden">{`${JOURNEY_TEXT.layout.errorPrefix} `}</span>
      {message}
    </p>
  );
}
