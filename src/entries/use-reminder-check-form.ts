import {
  emptyReminderValues,
  reminderSchema,
} from '../../machines/entries/schemas/returning-visitor';
import { checkMessageOf } from '../../machines/entries/view';
import { isPageCovered } from '../../machines/session';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';
import { useStepForm } from '../ui/use-step-form';
import { useSchemaForToday } from './use-schema-for-today';

/**
 * The surname, date of birth and postcode check of the quote reminder's form and of a saved quote's link
 * (spec 2 §5 Reminder form): its form, whether the check is under way and the check's message, the details
 * sent as `submit` once they are valid.
 */
export function useReminderCheckForm(
  idPrefix: string,
  submit: 'reminder.submit' | 'savedQuote.submit',
) {
  const journey = useJourney();
  const schema = useSchemaForToday((today) => reminderSchema({ today }));
  const checking = useJourneySelector(isPageCovered);
  const message = useJourneySelector(checkMessageOf);
  const step = useStepForm({
    schema,
    defaultValues: emptyReminderValues(),
    idPrefix,
    onValid: (details) => journey.send({ type: submit, details }),
  });
  return { step, checking, message };
}
