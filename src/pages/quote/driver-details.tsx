import { useMemo, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import {
  driverDetailsSchema,
  fromDriverDetailsState,
  toDriverDetailsAnswers,
  type DriverDetailsValues,
} from '../../../machines/schemas';
import { Honeypot, useStepForm } from '../../forms';
import { DriverQuestionFields, fieldBinder, useLicenceNumberRequired } from './driver-fields';
import { useDraftSaver, withDraft } from './step-draft';
import { WizardStepPage, useWizardStep } from './wizard-step';

/** Wizard step 4: UK residence, employment and driving licence (spec 1 §2 Driver steps, §5 Driver). */
export default function DriverDetailsPage() {
  const { quote, busy, draft, next, back, saveDraft } = useWizardStep('driverDetails');
  const licenceNumberRequired = useLicenceNumberRequired();
  const [today] = useState(() => new Date());
  const { lastNames, dateOfBirth } = quote.proposerDetails;
  const schema = useMemo(
    () => driverDetailsSchema({ surname: lastNames, dateOfBirth, today, licenceNumberRequired }),
    [lastNames, dateOfBirth, today, licenceNumberRequired],
  );
  const [defaultValues] = useState(() => withDraft(fromDriverDetailsState(quote), draft));

  const step = useStepForm({
    schema,
    defaultValues,
    onValid: (values, meta) => {
      drafts.discard();
      next(toDriverDetailsAnswers(values), meta);
    },
  });
  const { form } = step;
  const drafts = useDraftSaver(form, saveDraft);
  const values = useSelector(form.store, (state) => state.values);

  const bind = fieldBinder<DriverDetailsValues>(step);

  return (
    <WizardStepPage
      heading="Driver details"
      intro={<p>Tell us about your UK residence, your job and your driving licence.</p>}
      formProps={step.formProps}
      summaryItems={step.summaryItems}
      busy={busy}
      onBack={() => {
        drafts.flush();
        back();
      }}
    >
      <Honeypot {...step.honeypotProps} />
      <DriverQuestionFields
        bind={bind}
        values={values}
        subject="proposer"
        licenceNumberRequired={licenceNumberRequired}
      />
    </WizardStepPage>
  );
}
