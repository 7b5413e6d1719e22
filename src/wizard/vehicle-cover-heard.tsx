import { heardChainAsks as asks } from '../../machines/wizard/schemas/heard-chain';
import { RadioGroup, YesNo, type RadioOption } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import type { VehicleCoverForm } from './vehicle-cover-form';
import { useReferenceList } from './wizard-step';
import { coverQuestionText } from '../../machines/wizard/cover-question-text';

const heardText = coverQuestionText.heard;

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
            label={heardText.hearAbout}
            options={hearAboutUs}
          />
        )}
      </form.Field>

      {asks.isNamedDriverOnExistingPolicy(values) && (
        <form.Field name="isNamedDriverOnExistingPolicy">
          {(field) => <YesNo {...step.fieldProps(field)} label={heardText.namedDriverExisting} />}
        </form.Field>
      )}
      {asks.namedDriverForWhom(values) && (
        <form.Field name="namedDriverForWhom">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label={heardText.whoNamedDriver}
              options={relationships}
            />
          )}
        </form.Field>
      )}
      {asks.doesDriveAnotherVehicle(values) && (
        <form.Field name="doesDriveAnotherVehicle">
          {(field) => <YesNo {...step.fieldProps(field)} label={heardText.beenDrivingAnother} />}
        </form.Field>
      )}

      {asks.experienceDrivingCompnayCar(values) && (
        <form.Field name="experienceDrivingCompnayCar">
          {(field) => {
            const { value, ...props } = step.fieldProps(field);
            return (
              <RadioGroup
                {...props}
                label={heardText.experienceDrivingCompany}
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
          {(field) => <YesNo {...step.fieldProps(field)} label={heardText.lookingInsureSecond} />}
        </form.Field>
      )}
      {asks.currentPolicyType(values) && (
        <form.Field name="currentPolicyType">
          {(field) => (
            <SelectField
              {...step.fieldProps(field)}
              label={heardText.typePolicyCurrently}
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
              label={heardText.manyConsecutiveMonths}
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
              label={heardText.manyFullYears}
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
              label={heardText.longBeenClaim}
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
              label={heardText.whyPolicyCancelled}
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
              label={heardText.typePolicyAt}
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
              label={heardText.manyDaysHold}
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
              label={heardText.manyMonthsHold}
              options={months}
            />
          )}
        </form.Field>
      )}
    </>
  );
}
