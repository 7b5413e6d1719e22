import './forms.css';
import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { FieldHint } from './field-hint';
import { describedBy, labelId } from './field-ids';
import { fieldClassName } from './field-props';
import { leaveGroup } from './leave-group';

/** The aria attributes of the control a frame holds, so that its hint and error are announced with it. */
export interface FramedControlProps {
  'aria-invalid': true | undefined;
  /** Undefined for a group's controls: the group itself is described. */
  'aria-describedby': string | undefined;
}

/**
 * How the label stands to the control: `label` is a <label> above one control; `fieldset` a legend over a
 * group of controls; `checkbox` a label beside a tick box, its message above; `list` a named group of a
 * list editor's controls that the error summary can focus.
 */
export type FieldFrameLayout = 'label' | 'fieldset' | 'checkbox' | 'list';

export interface FieldFrameProps {
  /** The control's id (for groups, the first control's; for a list, the group's own). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Extra class names for the outer element. */
  className?: string | undefined;
  layout?: FieldFrameLayout;
  /** For a fieldset: called when focus leaves the whole group. */
  onBlur?: (() => void) | undefined;
  /** For a fieldset: disables every control in it. */
  disabled?: boolean | undefined;
  children: ReactNode | ((control: FramedControlProps) => ReactNode);
}

/** A field's label or legend, hint and error around its control, tied together by ids and aria attributes. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  layout = 'label',
  onBlur,
  disabled,
  children,
}: FieldFrameProps) {
  const description = describedBy(id, { hint, error });
  const grouped = layout === 'fieldset' || layout === 'list';
  const control: FramedControlProps = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': grouped ? undefined : description,
  };
  const content = typeof children === 'function' ? children(control) : children;
  const outer = fieldClassName('form-field', error, className);
  const hintShown = <FieldHint fieldId={id}>{hint}</FieldHint>;
  const errorShown = <FieldError fieldId={id} message={error} />;

  switch (layout) {
    case 'fieldset':
      return (
        <div className={outer}>
          <fieldset
            className="form-fieldset"
            aria-describedby={description}
            onBlur={leaveGroup(onBlur)}
            disabled={disabled}
          >
            <legend id={labelId(id)} className="form-legend">
              {label}
            </legend>
            {hintShown}
            {errorShown}
            {content}
          </fieldset>
        </div>
      );
    case 'checkbox':
      return (
        <div className={outer}>
          {errorShown}
          <div className="checkbox">
            {content}
            <label id={labelId(id)} className="checkbox__label" htmlFor={id}>
              {label}
            </label>
            {hintShown}
          </div>
        </div>
      );
    case 'list':
      return (
        <div
          id={id}
          className={outer}
          role="group"
          tabIndex={-1}
          aria-labelledby={labelId(id)}
          aria-describedby={description}
        >
          <p id={labelId(id)} className="form-legend">
            {label}
          </p>
          {hintShown}
          {errorShown}
          {content}
        </div>
      );
    case 'label':
      return (
        <div className={outer}>
          <label id={labelId(id)} className="form-label" htmlFor={id}>
            {label}
          </label>
          {hintShown}
          {errorShown}
          {content}
        </div>
      );
  }
}
