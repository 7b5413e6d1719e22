import { heardChainAsks as asks } from '../../machines/wizard/schemas/heard-chain';
import { RadioGroup, YesNo, type RadioOption } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
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

      {asks.isNamedDriverOnExistingPolicy(values) && (
        <form.Field name="isNamedDriverOnExistingPolicy">
          {(field) => (
            <YesNo
              {...step.fieldProps(field)}
              label="Are you a named driver on an existing policy?"
            />
          )}
        </form.Field>
      )}
      {asks.namedDriverForWhom(values) && (
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
      {asks.doesDriveAnotherVehicle(values) && (
        <form.Field name="doesDriveAnotherVehicle">
          {(field) => (
            <YesNo
              {...step.fieldProps(field)}
              label="Have you been driving another vehicle for the last 12 months?"
            />
          )}
        </form.Field>
      )}

      {asks.experienceDrivingCompnayCar(values) && (
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

      {asks.isLookingToInsureSecondCar(values) && (
        <form.Field name="isLookingToInsureSecondCar">
          {(field) => (
            <YesNo {...step.fieldProps(field)} label="Are you looking to insure a second car?" />
          )}
        </form.Field>
      )}
      {asks.currentPolicyType(values) && (
        <form.Field name="currentPolicyType">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="What type of policy do you currently hold with us?"
              options={currentPolicies}
            />
          )}
        </form.Field>
      )}
      {asks.numberOfConsecutiveMonthsCover(values) && (
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
      {asks.fullYearsOfNoClaimsBonus(values) && (
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
      {asks.claimFreeFor(values) && (
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

      {asks.policyCancelledReason(values) && (
        <form.Field name="policyCancelledReason">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="Why was your policy cancelled?"
              options={cancellationReasons}
            />
          )}
        </form.Field>
      )}
      {asks.typeOfPolicyAtTheTime(values) && (
        <form.Field name="typeOfPolicyAtTheTime">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label="What type of policy did you have at the time?"
              options={cancelledPolicyTypes}
            />
          )}
        </form.Field>
      )}
      {asks.daysHeldThePolicyFor(values) && (
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
      {asks.monthsHeldThePolicyFor(values) && (
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
