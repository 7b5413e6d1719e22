import '../../ui/forms.css';
import type { AddressValues } from '../../../machines/wizard/schemas/address';
import { JOURNEY_TEXT } from '../../../machines/core/text';
import { FieldError } from '../../ui/field-error';
import { errorId } from '../../ui/field-ids';
import { isFilled } from '../../../machines/core/fields';

function addressLines(address: AddressValues): string[] {
  const { line1, line2, line3, line4, city, county, postcode } = address;
  return [line1, line2, line3, line4, city, county, postcode].filter(isFilled);
}

export interface AddressSummaryProps {
  /** The field's id: 'Search Again' takes it, so the field's error and label lead there. */
  id: string;
  value: AddressValues;
  error?: string | undefined;
  onSearchAgain: () => void;
  onEdit: () => void;
}

/** The address given, line by line, with 'Search Again' and 'Edit' (spec 1 §2 Address lookup). */
export function AddressSummary({ id, value, error, onSearchAgain, onEdit }: AddressSummaryProps) {
  return (
    <div className="address-lookup__summary">
      <FieldError fieldId={id} message={error} />
      <p className="address-lookup__address">
        {addressLines(value).map((line, index) => (
          <span key={`${index}-${line}`} className="address-lookup__line">
            {line}
          </span>
        ))}
      </p>
      <div className="address-lookup__actions">
        <button
          id={id}
          type="button"
          className="link-button"
          aria-describedby={error ? errorId(id) : undefined}
          onClick={onSearchAgain}
        >
          {JOURNEY_TEXT.address.searchAgain}
        </button>
        <button type="button" className="link-button" onClick={onEdit}>
          {JOURNEY_TEXT.wizard.edit}
        </button>
      </div>
    </div>
  );
}
