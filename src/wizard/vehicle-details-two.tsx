import { useMemo, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import { mileageHelper } from '../../machines/results';
import { parseNumber } from '../../machines/core/fields';
import {
  areAssumptionQuestionsAsked,
  areModificationsAsked,
  emptyVehicleDetailsTwoValues,
  fromVehicleDetailsTwoState,
  isBusinessMileageAsked,
  isCountryOfRegistrationAsked,
  isKeeperAsked,
  isOwnerAsked,
  isPurchaseDateAsked,
  keeperAfterAnswer,
  otherPartyOptions,
  toVehicleDetailsTwoAnswers,
  vehicleDetailsTwoSchema,
  type VehicleDetailsTwoValues,
} from '../../machines/wizard/schemas/vehicle-details-two';
import { CurrencyInput } from '../ui/currency-input';
import { Honeypot } from '../ui/honeypot';
import { ListDraftsContext } from '../ui/list-drafts';
import { YesNo } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useJourneySelector } from '../app/journey/journey-context';
import { withDraft } from '../ui/step-draft';
import { ModificationsEditor } from './modifications-editor';
import { MonthYearField } from './month-year-field';
import { WizardStepPage, useQuote, useReferenceList } from './wizard-step';
import { useWizardStepForm } from './wizard-step-form';
import './vehicle-details-two.css';
import { JOURNEY_TEXT } from '../../machines/core/text';

const miles = (count: number) => count.toLocaleString('en-GB');

/** spec 2 §9 Mileage helper: 'About X–Y miles a day, X–Y a week'. */
function mileageHint(annualMileage: string): string | undefined {
  const annual = parseNumber(annualMileage);
  if (annual === null || annual < 1) return undefined;
  const { daily, weekly } = mileageHelper(annual);
  return `About ${miles(daily[0])}–${miles(daily[1])} miles a day, ${miles(weekly[0])}–${miles(weekly[1])} a week`;
}

/** Wizard step 2: value, purchase, ownership, use, mileage, overnight keeping and the assumptions. */
export default function VehicleDetailsTwoPage() {
  const lookedUpYear = useJourneySelector(
    (snapshot) => snapshot.context.vehicleLookup.vehicleInfo?.yearOfManufacture ?? null,
  );
  const ownershipOptions = otherPartyOptions(useReferenceList('vehicleOwnershipOptions'));
  const keeperOptions = otherPartyOptions(useReferenceList('vehicleKeeperOptions'));
  const vehicleUses = useReferenceList('vehicleUses');
  const deliveryOperators = useReferenceList('deliveryOperators');
  const storageOptions = useReferenceList('vehicleStorageOptions');
  const modificationTypes = useReferenceList('vehicleModifications');
  const countries = useReferenceList('countriesOfRegistration');

  const [today] = useState(() => new Date());
  const yearOfManufacture = useQuote().vehicleDetails.yearOfManufacture ?? lookedUpYear;
  const schema = useMemo(
    () => vehicleDetailsTwoSchema({ today, yearOfManufacture }),
    [today, yearOfManufacture],
  );
  const { wizard, step, drafts } = useWizardStepForm({
    step: 'vehicleDetailsTwo',
    schema,
    defaultValues: ({ quote, draft }): VehicleDetailsTwoValues =>
      withDraft({ ...emptyVehicleDetailsTwoValues(), ...fromVehicleDetailsTwoState(quote) }, draft),
    draft: 'valuesAndOpenItems',
    toAnswers: toVehicleDetailsTwoAnswers,
    idPrefix: 'vehicle-details-two',
  });
  const { form } = step;
  const values = useSelector(form.store, (state) => state.values);

  return (
    <WizardStepPage
      heading={JOURNEY_TEXT.wizard.heading.vehicleDetailsTwo}
      intro={
        <p>
          Tell us how you bought, own, use and keep your vehicle, and whether it has been modified.
        </p>
      }
      formProps={step.formProps}
      // A field the customer cannot see yet has nothing to show in the summary.
      summaryItems={step.summaryItems.filter((item) => item.label !== '')}
      onBack={wizard.back}
      busy={wizard.busy}
    >
      <Honeypot {...step.honeypotProps} />
      <ListDraftsContext value={drafts.listDrafts}>
        <form.Field name="value">
          {(field) => (
            <CurrencyInput
              {...step.fieldProps(field)}
              label="What is the vehicle worth?"
              hint="Its value today, not what you paid for it."
            />
          )}
        </form.Field>

        <form.Field name="vehiclePurchased">
          {(field) => (
            <YesNo {...step.fieldProps(field)} label="Have you bought the vehicle yet?" />
          )}
        </form.Field>
        {isPurchaseDateAsked(values) ? (
          <div className="follow-up">
            <form.Field name="datePurchased">
              {(field) => (
                <MonthYearField
                  {...step.fieldProps(field)}
                  label="When did you buy it?"
                  hint="For example, 04 2021"
                />
              )}
            </form.Field>
          </div>
        ) : null}

        <form.Field name="legalOwner">
          {(field) => (
            <YesNo {...step.fieldProps(field)} label="Are you the legal owner of the vehicle?" />
          )}
        </form.Field>
        {isOwnerAsked(values) ? (
          <div className="follow-up">
            <form.Field name="owner">
              {(field) => (
                <SelectField
                  {...step.fieldProps(field)}
                  label="Who is the legal owner?"
                  options={ownershipOptions}
                />
              )}
            </form.Field>
          </div>
        ) : null}

        <form.Field name="isRegisteredKeeper">
          {(field) => {
            const props = step.fieldProps(field);
            return (
              <YesNo
                {...props}
                label="Are you the registered keeper?"
                hint="The registered keeper is the person named on the vehicle's V5C logbook."
                onChange={(answer) => {
                  props.onChange(answer);
                  const keeper = keeperAfterAnswer(answer, form.getFieldValue('keeper'));
                  if (keeper !== undefined) form.setFieldValue('keeper', keeper);
                }}
              />
            );
          }}
        </form.Field>
        {isKeeperAsked(values) ? (
          <div className="follow-up">
            <form.Field name="keeper">
              {(field) => (
                <SelectField
                  {...step.fieldProps(field)}
                  label="Who is the registered keeper?"
                  options={keeperOptions}
                />
              )}
            </form.Field>
          </div>
        ) : null}

        <form.Field name="vehicleUse">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="What do you use the vehicle for?"
              options={vehicleUses}
            />
          )}
        </form.Field>

        <form.Field name="deliveryCompany">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="Which company do you deliver for?"
              hint="If you deliver for more than one, choose the one you work for most."
              options={deliveryOperators}
            />
          )}
        </form.Field>

        <form.Field name="annualMileage">
          {(field) => (
            <TextField
              {...step.fieldProps(field)}
              label="How many miles do you expect to drive in a year?"
              hint={mileageHint(values.annualMileage)}
              inputMode="numeric"
              autoComplete="off"
              inputClassName="form-input--width-10"
            />
          )}
        </form.Field>
        {isBusinessMileageAsked(values) ? (
          <div className="follow-up">
            <form.Field name="businessMileage">
              {(field) => (
                <TextField
                  {...step.fieldProps(field)}
                  label="How many of those miles are for business?"
                  inputMode="numeric"
                  autoComplete="off"
                  inputClassName="form-input--width-10"
                />
              )}
            </form.Field>
          </div>
        ) : null}

        <form.Field name="keptOvernight">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="Where is the vehicle kept overnight?"
              options={storageOptions}
            />
          )}
        </form.Field>

        <form.Field name="assumptionAgree">
          {(field) => (
            <YesNo
              {...step.fieldProps(field)}
              label="Are these assumptions about your vehicle correct?"
              hint={
                <ul className="assumptions">
                  <li>It has not been modified from the manufacturer&apos;s standard.</li>
                  <li>It was not imported.</li>
                  <li>It is right-hand drive.</li>
                </ul>
              }
            />
          )}
        </form.Field>
        {areAssumptionQuestionsAsked(values) ? (
          <div className="follow-up">
            <form.Field name="hasModifications">
              {(field) => (
                <YesNo {...step.fieldProps(field)} label="Has the vehicle been modified?" />
              )}
            </form.Field>
            {areModificationsAsked(values) ? (
              <form.Field name="modifications">
                {(field) => {
                  const { id, value, onChange, error } = step.fieldProps(field);
                  return (
                    <ModificationsEditor
                      id={id}
                      items={value}
                      onChange={onChange}
                      error={error}
                      types={modificationTypes}
                    />
                  );
                }}
              </form.Field>
            ) : null}
            <form.Field name="imported">
              {(field) => <YesNo {...step.fieldProps(field)} label="Was the vehicle imported?" />}
            </form.Field>
            {isCountryOfRegistrationAsked(values) ? (
              <form.Field name="countryOfRegistration">
                {(field) => (
                  <SelectField
                    {...step.fieldProps(field)}
                    label="Which country was it registered in before?"
                    options={countries}
                  />
                )}
              </form.Field>
            ) : null}
            <form.Field name="leftHandDrive">
              {(field) => (
                <YesNo {...step.fieldProps(field)} label="Is the vehicle left-hand drive?" />
              )}
            </form.Field>
          </div>
        ) : null}
      </ListDraftsContext>
    </WizardStepPage>
  );
}
