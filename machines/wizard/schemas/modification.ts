/** A modification to the vehicle, as the modifications editor adds, edits and removes them (spec 2 §5). */
import * as v from 'valibot';
import type { Modification } from '../../core/contract';
import {
  numberOf,
  numberProblem,
  numberText,
  requiredOption,
  requiredYesNo,
  rule,
  yesNoOf,
  type YesNo,
} from '../../core/fields';
import { formText } from '../form-text';

export type ModificationValues = {
  modificationCode: string;
  value: string;
  isForMedicalReasons: YesNo;
  isCurrentInsurerNotified: boolean;
};

export const emptyModificationValues = (): ModificationValues => ({
  modificationCode: '',
  value: '',
  isForMedicalReasons: '',
  isCurrentInsurerNotified: false,
});

export const modificationSchema = v.object({
  modificationCode: requiredOption(),
  value: v.pipe(
    v.string(),
    rule((value: string) =>
      numberProblem(
        value,
        {
          required: formText.modification.valueRequired,
          minimum: formText.modification.valueMinimum,
        },
        1,
      ),
    ),
  ),
  isForMedicalReasons: requiredYesNo(),
  isCurrentInsurerNotified: v.boolean(),
});

export function toModification(values: ModificationValues): Modification {
  return {
    modificationCode: values.modificationCode,
    value: numberOf(values.value),
    isForMedicalReasons: values.isForMedicalReasons === 'yes',
    isCurrentInsurerNotified: values.isCurrentInsurerNotified,
  };
}

export function fromModification(modification: Modification): ModificationValues {
  return {
    modificationCode: modification.modificationCode,
    value: numberText(modification.value),
    isForMedicalReasons: yesNoOf(modification.isForMedicalReasons),
    isCurrentInsurerNotified: modification.isCurrentInsurerNotified,
  };
}
