import { useMemo, useState } from 'react';
import {
  driverDetailsSchema,
  fromDriverDetailsState,
  toDriverDetailsAnswers,
  type DriverDetailsValues,
} from '../../machines/wizard/schemas/driver-details';
import { Honeypot } from '../ui/honeypot';
import { DriverQuestionFields, useBoundFields, useLicenceNumberRequired } from './driver-fields';
import { withDraft } from '../ui/step-draft';
import { WizardStepPage, useQuote } from './wizard-step';
import { draftedStepPageProps, useWizardStepForm } from './wizard-step-form';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { driverQuestionText } from '../../machines/wizard/driver-question-text';

const detailsText = driverQuestionText.details;

/** Wizard step 4: UK residence, employment and driving licence (spec 1 §2 Driver steps, §5 Driver). */
export default function DriverDetailsPage() {
  const licenceNumberRequired = useLicenceNumberRequired();
  const [today] = useState(() => new Date());
  const { lastNames, dateOfBirth, title } = useQuote().proposerDetails;
  const schema = useMemo(
    () => driverDetailsSchema({ surname: lastNames, dateOfBirth, today, licenceNumberRequired }),
    [lastNames, dateOfBirth, today, licenceNumberRequired],
  );
  const { wizard, step, drafts } = useWizardStepForm({
    step: 'driverDetails',
    schema,
    defaultValues: ({ quote, draft }) => withDraft(fromDriverDetailsState(quote), draft),
    draft: 'values',
    toAnswers: toDriverDetailsAnswers,
  });
  const { values, bind } = useBoundFields<DriverDetailsValues>(step);

  return (
    <WizardStepPage
      heading={JOURNEY_TEXT.wizard.heading.driverDetails}
      intro={<p>{detailsText.tellAboutUk}</p>}
      {...draftedStepPageProps({ wizard, step, drafts })}
    >
      <Honeypot {...step.honeypotProps} />
      <DriverQuestionFields
        bind={bind}
        values={values}
        subject="proposer"
        licenceNumberRequired={licenceNumberRequired}
        holder={{ surname: lastNames, dateOfBirth, title }}
      />
    </WizardStepPage>
  );
}
