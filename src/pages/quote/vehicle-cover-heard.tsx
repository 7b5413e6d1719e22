import {
  ANNUAL_TAXI_POLICY,
  DAYS_POLICY_TYPE,
  HEARD_CUSTOMER,
  HEARD_FORMER_CUSTOMER,
  HEARD_RECOMMENDED,
  HEARD_WEBSITE,
  LIVE_PRIVATE_CAR_POLICY,
  SHORT_TERM_TAXI_POLICY,
  isFilled,
} from '../../../machines/schemas';
import { RadioGroup, SelectField, YesNo, type RadioOption } from '../../forms';
import type { VehicleCoverForm } from './vehicle-cover-form';
import { useReferenceList } from './wizard-step';

const yesNoCodes: readonly RadioOption<string>[] = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

/** How the customer heard of us and the questions each answer opens (spec 1 §5 How did you hear chain). */
export function HearAboutUsQuestions({ cover }: { cover: VehicleCoverForm }) {
  const { step, values } = cover;
  const { form } = step;
  const hearAboutUs = useReferenceList('hearAboutUsOptions');
  const relationships = useReferenceList('relationshipsToProposer');
  const claimFree = useReferenceList('claimFreeOptions');
  const currentPolicies = useReferenceList('currentPolicyOptions');
  const months = useReferenceList('commercialVehicleMonths');
  const days = useReferenceList('commercialVehicleDays');
  const ncdYears = useReferenceList('noClaimsBonusYears');
  const cancellationReasons = useReferenceList('cancellationReasons');
  const cancelledPolicyTypes = useReferenceList('cancelledPolicyTypes');

  const heard = values.howDidYouHearAboutUs;
  const recommended = heard === HEARD_RECOMMENDED;
  const website = heard === HEARD_WEBSITE;
  const customer = heard === HEARD_CUSTOMER;
  const formerCustomer = heard === HEARD_FORMER_CUSTOMER;
  const currentPolicy = customer ? values.currentPolicyType : '';
  const typeAtTheTime = formerCustomer ? values.typeOfPolicyAtTheTime : '';

  return (
    <>
      <form.Field name="howDidYouHearAboutUs">
        {(field) => (
          <SelectField
            {...step.fieldProps(field)}
            label="How did you hear about us?"
            options={hearAboutUs}
          />
        )}
      </form.Field>

      {recommended && (
        <form.Field name="isNamedDriverOnExistingPolicy">
          {(field) => (
            <YesNo
              {...step.fieldProps(field)}
              label="Are you a named driver on an existing policy?"
            />
          )}
        </form.Field>
      )}
      {recommended && values.isNamedDriverOnExistingPolicy === 'yes' && (
        <form.Field name="namedDriverForWhom">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="Who are you a named driver for?"
              options={relationships}
            />
          )}
        </form.Field>
      )}
      {recommended && values.isNamedDriverOnExistingPolicy === 'no' && (
        <form.Field name="doesDriveAnotherVehicle">
          {(field) => (
            <YesNo
              {...step.fieldProps(field)}
              label="Have you been driving another vehicle for the last 12 months?"
            />
          )}
        </form.Field>
      )}

      {website && (
        <form.Field name="experienceDrivingCompnayCar">
          {(field) => {
            const { value, ...props } = step.fieldProps(field);
            return (
              <RadioGroup
                {...props}
                label="Do you have experience driving a company car?"
                options={yesNoCodes}
                value={value === '' ? null : value}
                inline
              />
            );
          }}
        </form.Field>
      )}

      {customer && (
        <>
          <form.Field name="isLookingToInsureSecondCar">
            {(field) => (
              <YesNo {...step.fieldProps(field)} label="Are you looking to insure a second car?" />
            )}
          </form.Field>
          <form.Field name="currentPolicyType">
            {(field) => (
              <SelectField
                {...step.fieldProps(field)}
                label="What type of policy do you currently hold with us?"
                options={currentPolicies}
              />
            )}
          </form.Field>
        </>
      )}
      {currentPolicy === SHORT_TERM_TAXI_POLICY && (
        <form.Field name="numberOfConsecutiveMonthsCover">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="How many consecutive months of cover have you held?"
              options={months}
            />
          )}
        </form.Field>
      )}
      {currentPolicy === LIVE_PRIVATE_CAR_POLICY && (
        <form.Field name="fullYearsOfNoClaimsBonus">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="How many full years of no-claims bonus do you have?"
              options={ncdYears}
            />
          )}
        </form.Field>
      )}
      {(website || currentPolicy === ANNUAL_TAXI_POLICY) && (
        <form.Field name="claimFreeFor">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="How long have you been claim-free?"
              options={claimFree}
            />
          )}
        </form.Field>
      )}

      {formerCustomer && (
        <>
          <form.Field name="policyCancelledReason">
            {(field) => (
              <SelectField
                {...step.fieldProps(field)}
                label="Why was your policy cancelled?"
                options={cancellationReasons}
              />
            )}
          </form.Field>
          <form.Field name="typeOfPolicyAtTheTime">
            {(field) => (
              <SelectField
                {...step.fieldProps(field)}
                label="What type of policy did you have at the time?"
                options={cancelledPolicyTypes}
              />
            )}
          </form.Field>
        </>
      )}
      {typeAtTheTime === DAYS_POLICY_TYPE && (
        <form.Field name="daysHeldThePolicyFor">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="How many days did you hold the policy for?"
              options={days}
            />
          )}
        </form.Field>
      )}
      {isFilled(typeAtTheTime) && typeAtTheTime !== DAYS_POLICY_TYPE && (
        <form.Field name="monthsHeldThePolicyFor">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="How many months did you hold the policy for?"
              options={months}
            />
          )}
        </form.Field>
      )}
    </>
  );
}
