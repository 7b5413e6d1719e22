import { useMemo, useState } from 'react';
import { toFirstName, toLastName } from '../../machines/core/person-fields';
import {
  additionalDriverSchema,
  additionalDriversSchema,
  emptyAdditionalDriverValues,
  fromAdditionalDriversState,
  toAdditionalDriversAnswers,
  type AdditionalDriverValues,
} from '../../machines/wizard/schemas/additional-drivers';
import type { DriverQuestionValues } from '../../machines/wizard/schemas/driver-details';
import { isoDateOf } from '../../machines/core/fields';
import type { MotoringHistoryValues } from '../../machines/wizard/schemas/motoring-history';
import { DateParts } from '../ui/date-parts';
import { ErrorSummary } from '../ui/error-summary';
import { Honeypot } from '../ui/honeypot';
import { ListDraftsContext } from '../ui/list-drafts';
import type { ListItemFormProps } from '../ui/list-editor';
import { YesNo } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import {
  DriverQuestionFields,
  descriptionOf,
  partBinder,
  useBoundFields,
  useLicenceNumberRequired,
} from './driver-fields';
import { useListItemForm, withDraft } from '../ui/step-draft';
import { ItemActions, ListField, MotoringHistoryFields } from './motoring-history-fields';
import { WizardStepPage, useReferenceList } from './wizard-step';
import { draftedStepPageProps, useWizardStepForm } from './wizard-step-form';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { driverQuestionText } from '../../machines/wizard/driver-question-text';

const additionalText = driverQuestionText.additional;

interface DriverFormProps extends ListItemFormProps<AdditionalDriverValues> {
  today: Date;
  licenceNumberRequired: boolean;
}

/** One additional driver: who they are and the questions the proposer answered (spec 1 §3 Additional driver). */
function DriverForm({ cancelButton, today, licenceNumberRequired, ...itemForm }: DriverFormProps) {
  const schema = useMemo(
    () => additionalDriverSchema({ today, licenceNumberRequired }),
    [today, licenceNumberRequired],
  );
  const titles = useReferenceList('titles');
  const maritalStatuses = useReferenceList('maritalStatuses');
  const relationships = useReferenceList('relationshipsToProposer');
  const vehicleUses = useReferenceList('vehicleUses');
  const step = useListItemForm(
    {
      ...itemForm,
      onSave: (values) =>
        itemForm.onSave({
          ...values,
          firstName: toFirstName(values.firstName),
          lastNames: toLastName(values.lastNames),
        }),
    },
    { schema, empty: emptyAdditionalDriverValues },
  );
  const { values, bind } = useBoundFields<AdditionalDriverValues>(step);

  return (
    <>
      <ErrorSummary items={step.summaryItems} title={additionalText.problemDriver} />
      {bind('title', (props) => (
        <SelectField {...props} options={titles} label={additionalText.title} />
      ))}
      {bind('firstName', (props) => (
        <TextField
          {...props}
          label={JOURNEY_TEXT.labels.firstName}
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      {bind('lastNames', (props) => (
        <TextField
          {...props}
          label={JOURNEY_TEXT.labels.surname}
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      {bind('dateOfBirth', (props) => (
        <DateParts
          {...props}
          label={JOURNEY_TEXT.labels.dateOfBirth}
          hint={additionalText.example273Hint}
        />
      ))}
      {bind('maritalStatus', (props) => (
        <SelectField {...props} options={maritalStatuses} label={additionalText.maritalStatus} />
      ))}
      {bind('relationshipToProposer', (props) => (
        <SelectField {...props} options={relationships} label={additionalText.relationship} />
      ))}
      <DriverQuestionFields
        bind={partBinder<AdditionalDriverValues, DriverQuestionValues>(bind)}
        values={values}
        subject="driver"
        licenceNumberRequired={licenceNumberRequired}
        holder={{
          surname: values.lastNames,
          dateOfBirth: isoDateOf(values.dateOfBirth),
          title: values.title,
        }}
      />
      <MotoringHistoryFields
        bind={partBinder<AdditionalDriverValues, MotoringHistoryValues>(bind)}
        values={values}
        subject="driver"
        today={today}
        dateOfBirth={isoDateOf(values.dateOfBirth)}
      />
      {bind('hasCriminalConvictions', (props) => (
        <YesNo {...props} label={additionalText.unspentCriminalConvictions} />
      ))}
      {bind('hasBeenRefusedCover', (props) => (
        <YesNo {...props} label={additionalText.everBeenRefused} />
      ))}
      {bind('vehicleUse', (props) => (
        <SelectField {...props} options={vehicleUses} label={additionalText.willUseVehicle} />
      ))}
      <ItemActions label={additionalText.saveDriver} save={() => void step.submit()}>
        {cancelButton}
      </ItemActions>
    </>
  );
}

/** Wizard step 6: everyone else who may drive the vehicle (spec 1 §2 Driver steps, §3 Additional driver). */
export default function AdditionalDriversPage() {
  const licenceNumberRequired = useLicenceNumberRequired();
  const relationships = useReferenceList('relationshipsToProposer');
  const [today] = useState(() => new Date());
  const schema = useMemo(
    () => additionalDriversSchema({ today, licenceNumberRequired }),
    [today, licenceNumberRequired],
  );
  const { wizard, step, drafts } = useWizardStepForm({
    step: 'additionalDrivers',
    schema,
    defaultValues: ({ quote, draft }) => withDraft(fromAdditionalDriversState(quote), draft),
    draft: 'valuesAndOpenItems',
    toAnswers: toAdditionalDriversAnswers,
  });
  const { form } = step;

  return (
    <WizardStepPage
      heading={JOURNEY_TEXT.wizard.heading.additionalDrivers}
      intro={<p>{additionalText.tellAboutAnyone}</p>}
      {...draftedStepPageProps({ wizard, step, drafts })}
    >
      <Honeypot {...step.honeypotProps} />
      <ListDraftsContext value={drafts.listDrafts}>
        <form.Field name="additionalDrivers">
          {(field) => (
            <ListField<AdditionalDriverValues>
              {...step.fieldProps(field)}
              label={additionalText.additionalDrivers}
              itemLabel={additionalText.driver}
              draftKey="additionalDrivers"
              renderSummary={(driver) => (
                <>
                  <strong>
                    {driver.firstName} {driver.lastNames}
                  </strong>
                  <br />
                  {additionalText.born(
                    descriptionOf(relationships, driver.relationshipToProposer),
                    `${driver.dateOfBirth.day.padStart(2, '0')}/${driver.dateOfBirth.month.padStart(2, '0')}/${driver.dateOfBirth.year}`,
                  )}
                </>
              )}
              renderForm={(props) => (
                <DriverForm
                  {...props}
                  today={today}
                  licenceNumberRequired={licenceNumberRequired}
                />
              )}
            />
          )}
        </form.Field>
      </ListDraftsContext>
    </WizardStepPage>
  );
}
