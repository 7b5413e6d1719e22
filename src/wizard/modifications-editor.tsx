import { parseNumber } from '../../machines/core/fields';
import {
  emptyModificationValues,
  modificationSchema,
  type ModificationValues,
} from '../../machines/wizard/schemas/modification';
import { MAXIMUM_MODIFICATIONS } from '../../machines/wizard/schemas/vehicle-details-two';
import { formatGbp } from '../../machines/results';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { CurrencyInput } from '../ui/currency-input';
import { FieldFrame } from '../ui/field-frame';
import { ListEditor, type ListItemFormProps } from '../ui/list-editor';
import { YesNo } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { useListItemForm } from '../ui/step-draft';
import { vehicleUseText } from '../../machines/wizard/vehicle-use-text';

const modificationsText = vehicleUseText.modifications;

interface ModificationFormProps extends ListItemFormProps<ModificationValues> {
  types: readonly ReferenceOption[];
}

/** One modification: its type, its value and whether it was made for medical reasons. */
function ModificationForm({ cancelButton, types, ...itemForm }: ModificationFormProps) {
  const step = useListItemForm(itemForm, {
    schema: modificationSchema,
    empty: emptyModificationValues,
  });
  const { form } = step;
  return (
    <>
      <form.Field name="modificationCode">
        {(field) => (
          <SelectField
            {...step.fieldProps(field)}
            label={modificationsText.typeModification}
            options={types}
          />
        )}
      </form.Field>
      <form.Field name="value">
        {(field) => (
          <CurrencyInput {...step.fieldProps(field)} label={modificationsText.valueModification} />
        )}
      </form.Field>
      <form.Field name="isForMedicalReasons">
        {(field) => (
          <YesNo {...step.fieldProps(field)} label={modificationsText.madeMedicalReasons} />
        )}
      </form.Field>
      <div className="modifications__form-actions">
        <button type="button" className="button" onClick={() => void step.submit()}>
          {modificationsText.saveModification}
        </button>
        {cancelButton}
      </div>
    </>
  );
}

export interface ModificationsEditorProps {
  /** The id the step's error summary and focus use. */
  id: string;
  items: ModificationValues[];
  onChange: (items: ModificationValues[]) => void;
  error?: string | undefined;
  types: readonly ReferenceOption[];
}

function describe(item: ModificationValues, types: readonly ReferenceOption[]): string {
  const type =
    types.find((option) => option.code === item.modificationCode)?.description ??
    item.modificationCode;
  const amount = parseNumber(item.value);
  const value = amount === null ? item.value : formatGbp(amount);
  return item.isForMedicalReasons === 'yes'
    ? `${type}, ${value}, for medical reasons`
    : `${type}, ${value}`;
}

/** The vehicle's modifications (spec 1 §4 Modifications editor): at most 5, the form open while none. */
export function ModificationsEditor({
  id,
  items,
  onChange,
  error,
  types,
}: ModificationsEditorProps) {
  return (
    <FieldFrame
      id={id}
      label={modificationsText.modifications}
      error={error}
      className="modifications"
      layout="list"
    >
      <ListEditor
        items={items}
        onChange={onChange}
        itemLabel={modificationsText.modification}
        draftKey="modifications"
        maxItems={MAXIMUM_MODIFICATIONS}
        renderSummary={(item) => describe(item, types)}
        renderForm={(props) => <ModificationForm {...props} types={types} />}
      />
    </FieldFrame>
  );
}
