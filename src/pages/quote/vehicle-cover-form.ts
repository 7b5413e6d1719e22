/** The vehicle cover step's form: prefilled from the quote and its draft, saved as a draft while typed. */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import { fromVehicleCoverState, toVehicleCoverAnswers } from '../../../machines/schemas';
import { useStepForm } from '../../forms';
import { initialCoverValues, liveVehicleCoverSchema } from './vehicle-cover-values';
import { useDraftSaver } from './step-draft';
import { useWizardStep } from './wizard-step';

/** The step's form, its journey state and the values that decide which questions show. */
export function useVehicleCoverForm() {
  const wizard = useWizardStep('vehicleCover');
  const [defaultValues] = useState(() =>
    initialCoverValues(fromVehicleCoverState(wizard.quote), wizard.draft, new Date()),
  );
  const discardDraft = useRef<() => void>(() => undefined);
  const step = useStepForm({
    schema: liveVehicleCoverSchema,
    defaultValues,
    idPrefix: 'vehicle-cover',
    onValid: (values, meta) => {
      discardDraft.current();
      wizard.next(toVehicleCoverAnswers(values), meta);
    },
  });
  const values = useSelector(step.form.store, (state) => state.values);
  const { discard } = useDraftSaver(step.form, wizard.saveDraft);
  useEffect(() => {
    discardDraft.current = discard;
  }, [discard]);
  return { wizard, step, values };
}

export type VehicleCoverForm = ReturnType<typeof useVehicleCoverForm>;
