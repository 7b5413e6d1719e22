import './forms.css';
import type { ReactNode } from 'react';
import { hintId } from './field-ids';

export interface FieldHintProps {
  fieldId: string;
  children?: ReactNode;
}

export function FieldHint({ fieldId, children }: FieldHintProps) {
  if (children == null || children === false) return null;
  return (
    <div id={hintId(fieldId)} className="form-hint">
      {children}
    </div>
  );
}
