import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { displayRegistration } from '../../machines/core/formats';
import {
  emptyVehicleDetailsValues,
  fromVehicleDetailsState,
  toVehicleDetailsAnswers,
  vehicleDetailsSchema,
} from '../../machines/wizard/schemas/vehicle-details';
import { brand } from '../app/config/brand';
import { BusyButton } from '../ui/busy-button';
import { Honeypot } from '../ui/honeypot';
import { TextField } from '../ui/text-field';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';
import { telephoneHref } from '../app/layout/site-header';
import { withDraft } from '../ui/step-draft';
import { ReturnToQuote } from './return-to-quote';
import { VEHICLE_FOUND_ID, VehicleFound } from './vehicle-found';
import { WizardStepPage } from './wizard-step';
import { useWizardStepForm } from './wizard-step-form';
import { WrongVehicleTypeDialog } from './wrong-vehicle-type-dialog';
import './vehicle-details.css';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { vehicleQuestionText } from '../../machines/wizard/vehicle-question-text';

const detailsText = vehicleQuestionText.details;

/** The registration rules of the step schema, for 'Find Vehicle' before the form is submitted. */
function registrationProblem(registration: string): string | undefined {
  const result = v.safeParse(vehicleDetailsSchema, { registration });
  return result.issues?.[0]?.message;
}

function StepOneNotices() {
  return (
    <div className="vehicle-details__notices">
      <ReturnToQuote />
      <p className="notice">{detailsText.pleaseAnswerEvery}</p>
      <p className="notice">{detailsText.giveAccuratePrice}</p>
    </div>
  );
}

/** Wizard step 1: the registration lookup (spec 1 §2 Vehicle lookup, §5 Vehicle). */
export default function VehicleDetailsPage() {
  const journey = useJourney();
  const lookup = useJourneySelector((snapshot) => snapshot.context.vehicleLookup);
  const entryRegistration = useJourneySelector((snapshot) => snapshot.context.entry.registration);
  const wrongVehicleType = useJourneySelector((snapshot) =>
    snapshot.can({ type: 'vehicle.changeVehicle' }),
  );
  const canTransfer = useJourneySelector((snapshot) => snapshot.can({ type: 'vehicle.transfer' }));
  const [findProblem, setFindProblem] = useState<string | undefined>(undefined);
  // Which button's wait the page is in: Find Vehicle's lookup, or Continue's (which may look up again).
  const [findPressed, setFindPressed] = useState(false);

  const { wizard, step } = useWizardStepForm({
    step: 'vehicleDetails',
    schema: vehicleDetailsSchema,
    defaultValues: ({ quote, draft }) => {
      const stored = fromVehicleDetailsState(quote);
      const prefilled =
        stored.registration === '' && entryRegistration !== null
          ? { registration: displayRegistration(entryRegistration) }
          : stored;
      return withDraft({ ...emptyVehicleDetailsValues(), ...prefilled }, draft);
    },
    draft: 'values',
    toAnswers: toVehicleDetailsAnswers,
    idPrefix: 'vehicle-details',
  });
  const { form } = step;

  const found = lookup.problem === null ? lookup.vehicleInfo : null;
  const registrationId = step.idFor('registration');

  // A lookup asked for here ends with focus on what it found, or back on the registration and its message.
  const lookupAsked = useRef(false);
  const findVehicle = () => {
    if (wizard.busy) return;
    const registration = form.getFieldValue('registration');
    const problem = registrationProblem(registration);
    setFindProblem(problem);
    if (problem !== undefined) {
      document.getElementById(registrationId)?.focus();
      return;
    }
    lookupAsked.current = true;
    setFindPressed(true);
    journey.send({ type: 'vehicle.lookup', registration });
  };
  useEffect(() => {
    if (wizard.busy || !lookupAsked.current) return;
    lookupAsked.current = false;
    // A van or a car of the wrong kind opens a dialog, which takes focus itself.
    if (!wrongVehicleType)
      document.getElementById(found ? VEHICLE_FOUND_ID : registrationId)?.focus();
  }, [wizard.busy, found, wrongVehicleType, registrationId]);

  // The field takes focus once the modal has closed (closing hands focus back to where it was).
  const focusAfterDialog = useRef(false);
  useEffect(() => {
    if (wrongVehicleType || !focusAfterDialog.current) return;
    focusAfterDialog.current = false;
    document.getElementById(registrationId)?.focus();
  }, [wrongVehicleType, registrationId]);

  const changeVehicle = () => {
    form.setFieldValue('registration', '');
    focusAfterDialog.current = true;
    journey.send({ type: 'vehicle.changeVehicle' });
  };

  const journeyMessage = wizard.message;
  const registrationMessage =
    journeyMessage?.field === 'registration' ? journeyMessage.message : undefined;
  const pageMessage = journeyMessage && journeyMessage.field === undefined ? journeyMessage : null;

  return (
    <WizardStepPage
      heading={JOURNEY_TEXT.wizard.heading.vehicleDetails}
      intro={<StepOneNotices />}
      formProps={{
        ...step.formProps,
        onSubmit: (event) => {
          setFindPressed(false);
          step.formProps.onSubmit(event);
        },
      }}
      summaryItems={step.summaryItems}
      onBack={wizard.back}
      busy={wizard.busy}
      continueBusy={wizard.busy && !findPressed}
    >
      <Honeypot {...step.honeypotProps} />
      {pageMessage ? (
        <p className="field-error" role="alert">
          {pageMessage.message}
        </p>
      ) : null}
      <div className="registration-lookup">
        <form.Field name="registration">
          {(field) => {
            const props = step.fieldProps(field);
            return (
              <TextField
                {...props}
                onChange={(value) => {
                  setFindProblem(undefined);
                  props.onChange(value);
                }}
                error={props.error ?? findProblem ?? registrationMessage}
                label={JOURNEY_TEXT.labels.registration}
                hint={detailsText.exampleAb12CdeHint}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="search"
                onKeyDown={(event) => {
                  // Enter in the registration looks it up, as Find Vehicle does, rather than continuing.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  findVehicle();
                }}
                inputClassName="form-input--width-10 registration-lookup__input"
              />
            );
          }}
        </form.Field>
        <BusyButton
          className="button registration-lookup__find"
          busy={wizard.busy && findPressed}
          blocked={wizard.busy}
          onClick={findVehicle}
        >
          {JOURNEY_TEXT.wizard.findVehicle}
        </BusyButton>
      </div>
      <div role="status" className="registration-lookup__status">
        {wizard.busy ? detailsText.finding : null}
      </div>
      {lookup.problem === 'notFound' ? (
        <p className="notice registration-lookup__help">
          {detailsText.notFoundCall}{' '}
          <a href={telephoneHref(brand.supportPhone)}>{brand.supportPhone}</a>{' '}
          {detailsText.notFoundHelp}
        </p>
      ) : null}
      {found !== null ? <VehicleFound info={found} /> : null}
      {wrongVehicleType ? (
        <WrongVehicleTypeDialog
          vehicleKind={lookup.isCommercialVehicle ? 'van' : 'car'}
          onChangeVehicle={changeVehicle}
          onTransfer={canTransfer ? () => journey.send({ type: 'vehicle.transfer' }) : undefined}
        />
      ) : null}
    </WizardStepPage>
  );
}
