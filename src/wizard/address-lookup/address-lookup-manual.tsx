import '../../ui/forms.css';
import { useState } from 'react';
import * as v from 'valibot';
import {
  manualAddressSchema,
  type ManualAddressValues,
} from '../../../machines/wizard/schemas/address';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { LookupInput } from './address-lookup-input';

type ManualErrors = Partial<Record<keyof ManualAddressValues, string>>;

function manualProblems(values: ManualAddressValues): ManualErrors {
  const result = v.safeParse(manualAddressSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof manualAddressSchema>(result.issues).nested ?? {};
  return {
    line1: nested.line1?.[0],
    postcode: nested.postcode?.[0],
  };
}

export interface ManualAddressFormProps {
  /** The field's id: line 1 takes it, so the field's label and error lead there. */
  id: string;
  /** What the form opens with: the postcode searched, or the address being edited. */
  initial: ManualAddressValues;
  error?: string | undefined;
  /** The search failed: the form opens under its message (spec 1 §8). */
  searchFailed: boolean;
  /** 'houseNumber' names its buttons Submit and Cancel. */
  houseNumberVariant: boolean;
  /** Called with a valid address only. */
  onSave: (values: ManualAddressValues) => void;
  onCancel: () => void;
}

/** The address typed in by hand: line 1 and postcode required, checked on SAVE ADDRESS. */
export function ManualAddressForm({
  id,
  initial,
  error,
  searchFailed,
  houseNumberVariant,
  onSave,
  onCancel,
}: ManualAddressFormProps) {
  const [manual, setManual] = useState<ManualAddressValues>(initial);
  const [errors, setErrors] = useState<ManualErrors>({});
  const [tried, setTried] = useState(false);
  const postcodeId = `${id}-manual-postcode`;

  const change = (field: keyof ManualAddressValues, text: string) => {
    const next = { ...manual, [field]: text };
    setManual(next);
    // Messages appear on the first save, then follow the typing.
    if (tried) setErrors(manualProblems(next));
  };

  const save = () => {
    const problems = manualProblems(manual);
    setTried(true);
    setErrors(problems);
    if (problems.line1 !== undefined || problems.postcode !== undefined) {
      document.getElementById(problems.line1 !== undefined ? id : postcodeId)?.focus();
      return;
    }
    onSave(manual);
  };

  const inputs: {
    field: keyof ManualAddressValues;
    id: string;
    label: string;
    autoComplete: string;
    error?: string | undefined;
    width?: string;
  }[] = [
    {
      field: 'line1',
      id,
      label: 'Address line 1',
      autoComplete: 'address-line1',
      error: errors.line1 ?? error,
    },
    {
      field: 'line2',
      id: `${id}-line2`,
      label: 'Address line 2 (optional)',
      autoComplete: 'address-line2',
    },
    {
      field: 'city',
      id: `${id}-city`,
      label: 'Town or city (optional)',
      autoComplete: 'address-level2',
    },
    {
      field: 'postcode',
      id: postcodeId,
      label: JOURNEY_TEXT.labels.postcode,
      autoComplete: 'postal-code',
      error: errors.postcode,
      width: 'form-input--width-10',
    },
  ];

  return (
    <div className="address-lookup__manual">
      {searchFailed ? (
        <p className="field-error address-lookup__message" role="alert">
          {JOURNEY_TEXT.address.searchFailed}
        </p>
      ) : null}
      {inputs.map((input) => (
        <LookupInput
          key={input.field}
          id={input.id}
          label={input.label}
          value={manual[input.field]}
          onChange={(text) => change(input.field, text)}
          error={input.error}
          autoComplete={input.autoComplete}
          onEnter={save}
          width={input.width}
        />
      ))}
      <div className="address-lookup__actions">
        <button type="button" className="button button--small" onClick={save}>
          {houseNumberVariant ? JOURNEY_TEXT.layout.submit : JOURNEY_TEXT.address.saveAddress}
        </button>
        {houseNumberVariant ? (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={onCancel}
          >
            {JOURNEY_TEXT.layout.cancel}
          </button>
        ) : (
          <button type="button" className="link-button" onClick={onCancel}>
            {JOURNEY_TEXT.address.hideManually}
          </button>
        )}
      </div>
    </div>
  );
}
