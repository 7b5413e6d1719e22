import { useForm } from '@tanstack/react-form';
import { displayRegistration } from '../../machines/core/formats';
import { vehicleDetailsSchema } from '../../machines/wizard';
import { resultsPageText } from '../../machines/results/page-text';
import { BusyButton } from '../ui/busy-button';
import { messageOf } from '../ui/field-ids';
import { TextField } from '../ui/text-field';

const text = resultsPageText.registrationForm;

export interface RegistrationFormProps {
  /** The journey's message for the registration (a failed update). */
  serverError: string | null;
  busy: boolean;
  onConfirm: (registration: string) => void;
}

/**
 * spec 2 §2 Vehicle registration re-entry form, for a quote priced without one: the registration is checked as
 * on step 1 and the quote may be re-priced when it is saved.
 */
export function RegistrationForm({ serverError, busy, onConfirm }: RegistrationFormProps) {
  const form = useForm({
    defaultValues: { registration: '' },
    validators: { onSubmit: vehicleDetailsSchema },
    onSubmit: ({ value }) => onConfirm(value.registration),
  });
  return (
    <form
      className="results-block registration-form"
      aria-labelledby="registration-form-heading"
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2 id="registration-form-heading">{text.legend}</h2>
      <p>{text.note}</p>
      <form.Field name="registration">
        {(field) => (
          <TextField
            id="results-registration"
            label={text.label}
            autoComplete="off"
            value={field.state.value}
            onChange={(value) => field.handleChange(value)}
            onBlur={() => field.handleChange(displayRegistration(field.state.value))}
            error={messageOf(field.state.meta.errors) ?? serverError ?? undefined}
          />
        )}
      </form.Field>
      <BusyButton type="submit" busy={busy}>
        {text.confirm}
      </BusyButton>
    </form>
  );
}
