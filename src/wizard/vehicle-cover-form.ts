/** The vehicle cover step's form: prefilled from the quote and its draft, saved as a draft while typed. */
import { useEffect, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import { format } from 'date-fns';
import {
  fromVehicleCoverState,
  toVehicleCoverAnswers,
} from '../../machines/wizard/schemas/vehicle-cover';
import { coverQuestionText } from '../../machines/wizard/cover-question-text';
import {
  coverStartOvertakenAt,
  initialCoverValues,
  liveVehicleCoverSchema,
  overtakenCoverStart,
} from './vehicle-cover-values';
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

/** setTimeout's longest delay; a later start is looked at again then. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

interface MovedStart {
  date: string;
  time: string;
  said: string;
}

const dateKey = ({ day, month, year }: { day: string; month: string; year: string }) =>
  `${day}/${month}/${year}`;

/**
 * spec 1 §9 while the step stays open: when the clock overtakes the chosen start (the customer read on past
 * the quarter hour, or the phone slept through it), the start moves on to the earliest allowed and the step
 * says so, rather than refusing it on Continue. A start already overtaken when the step opened is left to
 * the customer (the date's message says why). Returns what to say until the customer changes the start.
 */
export function useCoverStartFollowingClock({ step, values }: VehicleCoverForm): string | null {
  const { form } = step;
  const [moved, setMoved] = useState<MovedStart | null>(null);
  const { day, month, year } = values.coverStartDate;
  const time = values.coverStartTime;

  useEffect(() => {
    const overtakenAt = coverStartOvertakenAt({
      coverStartDate: { day, month, year },
      coverStartTime: time,
    });
    if (overtakenAt === null || overtakenAt.getTime() <= Date.now()) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      const next = overtakenCoverStart(form.state.values, new Date());
      if (next === null) {
        // Early (a timer may fire before its time) or not yet due: look again when it is.
        const wait = overtakenAt.getTime() - Date.now() + 1000;
        timer = setTimeout(follow, Math.min(Math.max(wait, 1000), LONGEST_DELAY_MS));
        return;
      }
      form.setFieldValue('coverStartDate', next.coverStartDate);
      form.setFieldValue('coverStartTime', next.coverStartTime);
      setMoved({
        date: dateKey(next.coverStartDate),
        time: next.coverStartTime,
        said: coverQuestionText.cover.coverStartMoved(
          next.coverStartTime,
          format(next.start, 'EEEE d MMMM yyyy'),
        ),
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') follow();
    };
    follow();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [form, day, month, year, time]);

  // The customer's own change of the start ends what was said about the moved one.
  const stillShown =
    moved !== null && moved.time === time && moved.date === dateKey({ day, month, year });
  if (moved !== null && !stillShown) setMoved(null);
  return stillShown ? moved.said : null;
}
