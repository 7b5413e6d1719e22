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
import { vehicleUseText } from '../../machines/wizard/vehicle-use-text';

const detailsTwoText = vehicleUseText.detailsTwo;

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
      intro={<p>{detailsTwoText.tellBoughtOwn}</p>}
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
              label={detailsTwoText.vehicleWorth}
              hint={detailsTwoText.valueTodayNotHint}
            />
          )}
        </form.Field>

        <form.Field name="vehiclePurchased">
          {(field) => <YesNo {...step.fieldProps(field)} label={detailsTwoText.boughtVehicleYet} />}
        </form.Field>
        {isPurchaseDateAsked(values) ? (
          <div className="follow-up">
            <form.Field name="datePurchased">
              {(field) => (
                <MonthYearField
                  {...step.fieldProps(field)}
                  label={detailsTwoText.whenBuy}
                  hint={detailsTwoText.example042021Hint}
                />
              )}
            </form.Field>
          </div>
        ) : null}

        <form.Field name="legalOwner">
          {(field) => (
            <YesNo {...step.fieldProps(field)} label={detailsTwoText.legalOwnerVehicle} />
          )}
        </form.Field>
        {isOwnerAsked(values) ? (
          <div className="follow-up">
            <form.Field name="owner">
              {(field) => (
                <SelectField
                  {...step.fieldProps(field)}
                  label={detailsTwoText.whoLegalOwner}
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
                label={detailsTwoText.registeredKeeper}
                hint={detailsTwoText.registeredKeeperPersonHint}
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
                  label={detailsTwoText.whoRegisteredKeeper}
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
              label={detailsTwoText.useVehicle}
              options={vehicleUses}
            />
          )}
        </form.Field>

        <form.Field name="deliveryCompany">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label={detailsTwoText.companyDeliver}
              hint={detailsTwoText.ifDeliverMoreHint}
              options={deliveryOperators}
            />
          )}
        </form.Field>

        <form.Field name="annualMileage">
          {(field) => (
            <TextField
              {...step.fieldProps(field)}
              label={detailsTwoText.manyMilesExpect}
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
                  label={detailsTwoText.manyThoseMiles}
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
              label={detailsTwoText.whereVehicleKept}
              options={storageOptions}
            />
          )}
        </form.Field>

        <form.Field name="assumptionAgree">
          {(field) => (
            <YesNo
              {...step.fieldProps(field)}
              label={detailsTwoText.theseAssumptionsAbout}
              hint={
                <ul className="assumptions">
                  <li>{detailsTwoText.notBeenModified}</li>
                  <li>{detailsTwoText.notImported}</li>
                  <li>{detailsTwoText.rightHandDrive}</li>
                </ul>
              }
            />
          )}
        </form.Field>
        {areAssumptionQuestionsAsked(values) ? (
          <div className="follow-up">
            <form.Field name="hasModifications">
              {(field) => (
                <YesNo {...step.fieldProps(field)} label={detailsTwoText.vehicleBeenModified} />
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
              {(field) => (
                <YesNo {...step.fieldProps(field)} label={detailsTwoText.vehicleImported} />
              )}
            </form.Field>
            {isCountryOfRegistrationAsked(values) ? (
              <form.Field name="countryOfRegistration">
                {(field) => (
                  <SelectField
                    {...step.fieldProps(field)}
                    label={detailsTwoText.countryRegisteredBefore}
                    options={countries}
                  />
                )}
              </form.Field>
            ) : null}
            <form.Field name="leftHandDrive">
              {(field) => (
                <YesNo {...step.fieldProps(field)} label={detailsTwoText.vehicleLeftHand} />
              )}
            </form.Field>
          </div>
        ) : null}
      </ListDraftsContext>
    </WizardStepPage>
  );
}
