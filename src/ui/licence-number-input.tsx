import { JOURNEY_TEXT } from '../../machines/core/text';
import './forms.css';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  LICENCE_PART_LENGTHS,
  normaliseLicencePart,
  type LicencePartIndex,
  type LicenceParts,
} from '../../machines/wizard';
import { FieldFrame } from './field-frame';
import type { BaseFieldProps } from './field-props';

export type { LicenceParts } from '../../machines/wizard';
export { joinLicenceParts, splitLicenceNumber } from '../../machines/wizard';

export const emptyLicenceParts: LicenceParts = ['', '', '', ''];

const indexes: readonly LicencePartIndex[] = [0, 1, 2, 3];
const FULL_LENGTH = LICENCE_PART_LENGTHS.reduce((sum, length) => sum + length, 0);

export const licencePartId = (id: string, index: number): string =>
  index === 0 ? id : `${id}-${index + 1}`;

/** Characters from `text` poured into the parts from `start` onwards. */
function fillFrom(parts: Readonly<LicenceParts>, start: LicencePartIndex, text: string) {
  const next: LicenceParts = [...parts];
  let rest = text;
  let last: LicencePartIndex = start;
  for (const index of indexes) {
    if (index < start || rest === '') continue;
    const length = LICENCE_PART_LENGTHS[index];
    next[index] = normaliseLicencePart(rest.slice(0, length), index);
    rest = rest.slice(length);
    last = index;
  }
  return { parts: next, last };
}

export interface LicenceNumberInputProps extends BaseFieldProps {
  value: Readonly<LicenceParts>;
  onChange: (parts: LicenceParts) => void;
  disabled?: boolean;
}

/**
 * A driving licence number in four parts of 5, 6, 3 and 2 characters (spec 1 §5), upper-cased.
 * A full part moves focus on, Backspace in an empty part moves back, and a pasted number is split.
 */
export function LicenceNumberInput({ value, onChange, ...field }: LicenceNumberInputProps) {
  const { id, error } = field;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusPart = (index: number, caret: 'start' | 'end') => {
    const input = inputs.current[index];
    if (!input) return;
    input.focus();
    const position = caret === 'start' ? 0 : input.value.length;
    input.setSelectionRange(position, position);
  };

  const change = (index: LicencePartIndex, text: string) => {
    const part = normaliseLicencePart(text, index);
    const next: LicenceParts = [...value];
    const grew = part.length > value[index].length;
    next[index] = part;
    onChange(next);
    if (grew && part.length === LICENCE_PART_LENGTHS[index] && index < 3) {
      focusPart(index + 1, 'end');
    }
  };

  const paste = (index: LicencePartIndex, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text').replace(/[^A-Za-z0-9]/g, '');
    if (text.length <= LICENCE_PART_LENGTHS[index]) return;
    event.preventDefault();
    const { parts, last } = fillFrom(value, text.length >= FULL_LENGTH ? 0 : index, text);
    onChange(parts);
    focusPart(last, 'end');
  };

  const keyDown = (index: LicencePartIndex, event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    if (event.key === 'Backspace' && input.value === '' && index > 0) {
      event.preventDefault();
      focusPart(index - 1, 'end');
    } else if (event.key === 'ArrowLeft' && atStart && index > 0) {
      event.preventDefault();
      focusPart(index - 1, 'end');
    } else if (event.key === 'ArrowRight' && atEnd && index < 3) {
      event.preventDefault();
      focusPart(index + 1, 'start');
    }
  };

  return (
    <FieldFrame {...field} layout="fieldset">
      {(control) => (
        <>
          <div className="licence-number">
            {indexes.map((index) => {
              const partId = licencePartId(id, index);
              const length = LICENCE_PART_LENGTHS[index];
              return (
                <div key={index} className="licence-number__item">
                  <label className="licence-number__label" htmlFor={partId}>
                    {JOURNEY_TEXT.layout.licencePart(index + 1)}
                    <span className="visually-hidden">
                      {` ${JOURNEY_TEXT.layout.licencePartOf(LICENCE_PART_LENGTHS.length)}`}
                    </span>
                  </label>
                  <input
                    ref={(element) => {
                      inputs.current[index] = element;
                    }}
                    id={partId}
                    className={[
                      'form-input',
                      'licence-number__input',
                      `form-input--width-${length}`,
                      error ? 'form-input--error' : null,
                    ]
                      .filter((name) => name !== null)
                      .join(' ')}
                    type="text"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={length}
                    value={value[index]}
                    aria-invalid={control['aria-invalid']}
                    onChange={(event) => change(index, event.target.value)}
                    onPaste={(event) => paste(index, event)}
                    onKeyDown={(event) => keyDown(index, event)}
                  />
                </div>
              );
            })}
          </div>
        </>
      )}
    </FieldFrame>
  );
}
