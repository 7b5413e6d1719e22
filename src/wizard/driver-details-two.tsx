import { useMemo, useState } from 'react';
import {
  driverDetailsTwoSchema,
  fromDriverDetailsTwoState,
  toDriverDetailsTwoAnswers,
  type DriverDetailsTwoValues,
} from '../../machines/wizard/schemas/driver-details-two';
import type { MotoringHistoryValues } from '../../machines/wizard/schemas/motoring-history';
import { Honeypot } from '../ui/honeypot';
import { ListDraftsContext } from '../ui/list-drafts';
import { YesNo } from '../ui/radio-group';
import { partBinder, useBoundFields } from './driver-fields';
import { withDraft } from '../ui/step-draft';
import { MotoringHistoryFields } from './motoring-history-fields';
import { WizardStepPage, useQuote } from './wizard-step';
import { draftedStepPageProps, useWizardStepForm } from './wizard-step-form';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { driverQuestionText } from '../../machines/wizard/driver-question-text';

const detailsTwoText = driverQuestionText.detailsTwo;

/**
 * Wizard step 5: motoring convictions and claims, criminal convictions, refused cover, other vehicles and
 * additional drivers (spec 1 §2 Driver steps, §4 lists, §5 Driver).
 */
export default function DriverDetailsTwoPage() {
  const [today] = useState(() => new Date());
  const { dateOfBirth } = useQuote().proposerDetails;
  const schema = useMemo(
    () => driverDetailsTwoSchema({ today, dateOfBirth }),
    [today, dateOfBirth],
  );
  const { wizard, step, drafts } = useWizardStepForm({
    step: 'driverDetailsTwo',
    schema,
    defaultValues: ({ quote, draft }) => withDraft(fromDriverDetailsTwoState(quote), draft),
    draft: 'valuesAndOpenItems',
    toAnswers: toDriverDetailsTwoAnswers,
  });
  const { values, bind } = useBoundFields<DriverDetailsTwoValues>(step);

  return (
    <WizardStepPage
      heading={JOURNEY_TEXT.wizard.heading.driverDetailsTwo}
      intro={<p>{detailsTwoText.tellAboutMotoring}</p>}
      {...draftedStepPageProps({ wizard, step, drafts })}
    >
      <Honeypot {...step.honeypotProps} />
      <ListDraftsContext value={drafts.listDrafts}>
        <MotoringHistoryFields
          bind={partBinder<DriverDetailsTwoValues, MotoringHistoryValues>(bind)}
          values={values}
          subject="proposer"
          today={today}
          dateOfBirth={dateOfBirth}
        />
        {bind('hasCriminalConvictions', (props) => (
          <YesNo {...props} label={detailsTwoText.unspentCriminalConvictions} />
        ))}
        {bind('hasBeenRefusedCover', (props) => (
          <YesNo {...props} label={detailsTwoText.everBeenRefused} />
        ))}
        {bind('accessToOtherVehicles', (props) => (
          <YesNo {...props} label={detailsTwoText.accessOtherVehicles} />
        ))}
        {bind('hasAdditionalDriver', (props) => (
          <YesNo {...props} label={detailsTwoText.wouldLikeAdd} />
        ))}
      </ListDraftsContext>
    </WizardStepPage>
  );
}
