/** The vehicle cover step's form: prefilled from the quote and its draft, saved as a draft while typed. */
import { useSelector } from '@tanstack/react-form';
import {
  fromVehicleCoverState,
  toVehicleCoverAnswers,
} from '../../machines/wizard/schemas/vehicle-cover';
import { initialCoverValues, liveVehicleCoverSchema } from './vehicle-cover-values';
import { useWizardStepForm } from './wizard-step-form';

/** The step's form, its journey state and the values that decide which questions show. */
export function useVehicleCoverForm() {
  const { wizard, step } = useWizardStepForm({
    step: 'vehicleCover',
    schema: liveVehicleCoverSchema,
    defaultValues: ({ quote, draft }) =>
      initialCoverValues(fromVehicleCoverState(quote), draft, new Date()),
    draft: 'values',
    toAnswers: toVehicleCoverAnswers,
    idPrefix: 'vehicle-cover',
  });
  const values = useSelector(step.form.store, (state) => state.values);
  return { wizard, step, values };
}

export type VehicleCoverForm = ReturnType<typeof useVehicleCoverForm>;
