/** The vehicle cover step's form: prefilled from the quote and its draft, saved as a draft while typed. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import {
  fromVehicleCoverState,
  toVehicleCoverAnswers,
  type VehicleCoverValues,
} from '../../../machines/schemas';
import { useStepForm } from '../../forms';
import { initialCoverValues, liveVehicleCoverSchema } from './vehicle-cover-values';
import { useWizardStep } from './wizard-step';

const DRAFT_THROTTLE_MS = 500;

/** Hands the form's values to the journey at most every 500 ms, and once more when the step is left. */
function useDraftSaver(values: VehicleCoverValues, saveDraft: (values: unknown) => void) {
  const first = useRef(values);
  const pending = useRef<VehicleCoverValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useRef(saveDraft);
  useEffect(() => {
    save.current = saveDraft;
  });

  const discard = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const waiting = pending.current;
    discard();
    if (waiting) save.current(waiting);
  }, [discard]);

  useEffect(() => {
    if (values === first.current) return;
    pending.current = values;
    timer.current ??= setTimeout(flush, DRAFT_THROTTLE_MS);
  }, [values, flush]);

  useEffect(() => flush, [flush]);

  return { discard };
}

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
    onValid: (values, { spam }) => {
      discardDraft.current();
      if (!spam) wizard.next(toVehicleCoverAnswers(values));
    },
  });
  const values = useSelector(step.form.store, (state) => state.values);
  const { discard } = useDraftSaver(values, wizard.saveDraft);
  useEffect(() => {
    discardDraft.current = discard;
  }, [discard]);
  return { wizard, step, values };
}

export type VehicleCoverForm = ReturnType<typeof useVehicleCoverForm>;
