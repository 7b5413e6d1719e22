import type { RetrievalValues } from '../../machines/entries/schemas/returning-visitor';
import { entriesText } from '../../machines/entries/text';
import { DateParts } from '../ui/date-parts';
import { fieldBinder, type BindableForm } from '../ui/field-binder';
import { TextField } from '../ui/text-field';
import { BusyButton } from '../ui/busy-button';
import { ErrorSummary, type ErrorSummaryItem } from '../ui/error-summary';
import type { FormHTMLAttributes } from 'react';
import { EntryAlert } from './entry-page';

const identity = entriesText.identity;

/**
 * The labels of a data-protection form's fields (entriesText.<page>.labels): surname, date of birth and
 * postcode on every form; first name, registration and quote reference on the forms that ask them. A label
 * given names a field the form's schema holds.
 */
export interface IdentityLabels {
  firstName?: string;
  surname: string;
  dateOfBirth: string;
  postcode: string;
  registration?: string;
  quoteRef?: string;
}

/**
 * Who the customer is, as the returning visitors' forms ask it (spec 1 §5 Quote retrieval form, spec 2 §5
 * Restart form and Reminder form): the same fields in the same order, each page with its own labels.
 */
export function IdentityFields({ step, labels }: { step: BindableForm; labels: IdentityLabels }) {
  const bind = fieldBinder<RetrievalValues>(step);
  const { firstName, registration, quoteRef } = labels;
  return (
    <>
      {firstName !== undefined &&
        bind('firstName', (props) => (
          <TextField
            {...props}
            label={firstName}
            autoComplete="given-name"
            inputClassName="form-input--width-20"
          />
        ))}
      {bind('surname', (props) => (
        <TextField
          {...props}
          label={labels.surname}
          autoComplete="family-name"
          inputClassName="form-input--width-20"
        />
      ))}
      {bind('dateOfBirth', (props) => (
        <DateParts {...props} label={labels.dateOfBirth} hint={identity.dateHint} birthday />
      ))}
      {bind('postcode', (props) => (
        <TextField
          {...props}
          label={labels.postcode}
          autoComplete="postal-code"
          inputClassName="form-input--width-10"
        />
      ))}
      {registration !== undefined &&
        bind('registration', (props) => (
          <TextField
            {...props}
            label={registration}
            autoComplete="off"
            inputClassName="form-input--width-10 entry-form__registration"
          />
        ))}
      {quoteRef !== undefined &&
        bind('quoteRef', (props) => (
          <TextField
            {...props}
            label={quoteRef}
            hint={entriesText.retrieval.quoteRefHint}
            autoComplete="off"
            inputClassName="form-input--width-20 entry-form__reference"
          />
        ))}
    </>
  );
}

/** What a data-protection form gives `IdentityCheckForm`: its form's binding, props and error summary. */
export interface IdentityCheckStep extends BindableForm {
  formProps: FormHTMLAttributes<HTMLFormElement>;
  summaryItems: readonly ErrorSummaryItem[];
}

/**
 * A returning visitor's data-protection form (the quote retrieval, the saved quote's link, the quote reminder):
 * its introduction, the check's message above the form (wrong details, the attempts left), the error summary,
 * the identity fields and Continue, busy while the journey checks.
 */
export function IdentityCheckForm({
  intro,
  message,
  step,
  labels,
  checking,
}: {
  intro: string;
  message: string | null;
  step: IdentityCheckStep;
  labels: IdentityLabels;
  checking: boolean;
}) {
  return (
    <>
      <p>{intro}</p>
      <EntryAlert message={message} />
      <ErrorSummary items={[...step.summaryItems]} />
      <form {...step.formProps} className="entry-form" aria-busy={checking}>
        <IdentityFields step={step} labels={labels} />
        <BusyButton
          type="submit"
          className="button button--large entry-form__submit"
          busy={checking}
        >
          {identity.continue}
        </BusyButton>
      </form>
    </>
  );
}
