import './forms.css';
import type { ReactNode } from 'react';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { FieldFrame } from './field-frame';
import type { BaseFieldProps } from './field-props';

export type RadioValue = string | number | boolean;

export interface RadioOption<T extends RadioValue> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps<T extends RadioValue> extends BaseFieldProps {
  options: readonly RadioOption<T>[];
  value: T | null | undefined;
  onChange: (value: T) => void;
  /** The radios' shared name; defaults to the id. */
  name?: string;
  /** Lays short answers such as Yes and No side by side. */
  inline?: boolean;
  disabled?: boolean;
}

export const radioOptionsFrom = (list: readonly ReferenceOption[]): RadioOption<string>[] =>
  list.map((option) => ({ value: option.code, label: option.description }));

const radioId = (id: string, index: number): string => (index === 0 ? id : `${id}-${index}`);

/** A question with one answer: a fieldset whose legend is the question. */
export function RadioGroup<T extends RadioValue>({
  options,
  value,
  onChange,
  name,
  inline = false,
  ...field
}: RadioGroupProps<T>) {
  const { id } = field;
  const groupName = name ?? id;
  return (
    <FieldFrame {...field} layout="fieldset">
      <div className={inline ? 'radio-group radio-group--inline' : 'radio-group'}>
        {options.map((option, index) => {
          const optionId = radioId(id, index);
          const optionHintId = `${optionId}-item-hint`;
          return (
            <div key={String(option.value)} className="radio-group__item">
              <input
                id={optionId}
                className="radio-group__input"
                type="radio"
                name={groupName}
                value={String(option.value)}
                checked={value === option.value}
                aria-describedby={option.hint == null ? undefined : optionHintId}
                onChange={() => onChange(option.value)}
              />
              <label className="radio-group__label" htmlFor={optionId}>
                {option.label}
              </label>
              {option.hint == null ? null : (
                <div id={optionHintId} className="form-hint radio-group__hint">
                  {option.hint}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}

/** A yes/no answer as the step schemas hold it: '' until answered. */
export type YesNoAnswer = 'yes' | 'no' | '';

/** The words of a yes/no answer, for the radio pair and for a dialog that asks one. */
export const yesNoLabels = { yes: 'Yes', no: 'No' } as const;

const yesNoOptions: readonly RadioOption<'yes' | 'no'>[] = [
  { value: 'yes', label: yesNoLabels.yes },
  { value: 'no', label: yesNoLabels.no },
];

export interface YesNoProps extends Omit<
  RadioGroupProps<'yes' | 'no'>,
  'options' | 'inline' | 'value'
> {
  value: YesNoAnswer | null | undefined;
}

/** A Yes / No question. */
export function YesNo({ value, ...props }: YesNoProps) {
  return (
    <RadioGroup {...props} value={value === '' ? null : value} options={yesNoOptions} inline />
  );
}
