import { useId, useState } from 'react';
import { isProtectionAsked } from '../../machines/wizard/schemas/vehicle-cover';
import { Checkbox } from '../ui/checkbox';
import { DateParts } from '../ui/date-parts';
import { Honeypot } from '../ui/honeypot';
import { RadioGroup, YesNo, radioOptionsFrom } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { useJourneySelector } from '../app/journey/journey-context';
import { LoadingStatus } from '../ui/loading-status';
import { PartnerBanner } from '../ui/partner-banner';
import { useVehicleCoverForm, type VehicleCoverForm } from './vehicle-cover-form';
import { HearAboutUsQuestions } from './vehicle-cover-heard';
import { coverStartTimes, isCoverLevel, movedCoverStart } from './vehicle-cover-values';
import { useReferenceList, WizardStepPage } from './wizard-step';
import './vehicle-cover.css';
import { JOURNEY_TEXT } from '../../machines/core/text';

function CoverQuestions({ cover }: { cover: VehicleCoverForm }) {
  const { step, values } = cover;
  const { form } = step;
  const coverLevels = useReferenceList('coverLevels');
  const excesses = useReferenceList('voluntaryExcessOptions');
  const ncdYears = useReferenceList('noClaimsBonusYears');
  const startTimes = coverStartTimes(values.coverStartDate, new Date());

  return (
    <>
      <form.Field name="levelOfCover">
        {(field) => {
          const { value, onChange, ...props } = step.fieldProps(field);
          return (
            <RadioGroup
              {...props}
              label="Level of cover"
              options={radioOptionsFrom(coverLevels)}
              value={value === '' ? null : value}
              onChange={(code) => {
                if (isCoverLevel(code)) onChange(code);
              }}
            />
          );
        }}
      </form.Field>
      <form.Field name="coverStartDate">
        {(field) => (
          <DateParts
            {...step.fieldProps(field)}
            label="Cover start date"
            hint="For example, 23 11 2026"
            onChange={(date) => {
              field.handleChange(date);
              const moved = movedCoverStart(
                { coverStartDate: date, coverStartTime: form.getFieldValue('coverStartTime') },
                new Date(),
              );
              if (moved === null) return;
              form.setFieldValue('coverStartDate', moved.coverStartDate);
              form.setFieldValue('coverStartTime', moved.coverStartTime);
            }}
          />
        )}
      </form.Field>
      <form.Field name="coverStartTime">
        {(field) => (
          <SelectField
            {...step.fieldProps(field)}
            label="Cover start time"
            hint="Cover can start from 15 minutes from now, in 15-minute steps."
            options={startTimes}
          />
        )}
      </form.Field>
      <form.Field name="voluntaryExcess">
        {(field) => (
          <SelectField
            {...step.fieldProps(field)}
            label="Voluntary excess"
            hint="What you agree to pay towards a claim on top of the compulsory excess."
            options={excesses}
          />
        )}
      </form.Field>
      <form.Field name="yearsOfNoClaimsDiscount">
        {(field) => (
          <SelectField
            {...step.fieldProps(field)}
            label="Years of no-claims discount"
            options={ncdYears}
          />
        )}
      </form.Field>
      {isProtectionAsked(values) && (
        <form.Field name="protectNoClaimsDiscount">
          {(field) => (
            <YesNo
              {...step.fieldProps(field)}
              label="Would you like to protect your no-claims discount?"
            />
          )}
        </form.Field>
      )}
    </>
  );
}

function Disclaimer({ cover }: { cover: VehicleCoverForm }) {
  const { step, values } = cover;
  const { form } = step;
  const [expanded, setExpanded] = useState(false);
  const panelId = `${useId().replace(/[^A-Za-z0-9]/g, '')}-disclaimer`;
  const toggle = () => {
    setExpanded(!expanded);
    if (!expanded) form.setFieldValue('disclaimerOpened', true);
  };

  return (
    <section className="cover-disclaimer" aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`} className="cover-disclaimer__heading">
        Disclaimer
      </h2>
      <button
        type="button"
        className="cover-disclaimer__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={toggle}
      >
        {expanded ? 'Hide the disclaimer' : 'Read the disclaimer'}
      </button>
      <div id={panelId} className="cover-disclaimer__text" hidden={!expanded}>
        <p>By continuing you confirm that:</p>
        <ul>
          <li>
            the answers you have given are true and complete to the best of your knowledge, for you
            and for anyone else who will drive the vehicle;
          </li>
          <li>
            you have told us about every motoring conviction, claim and incident in the last 5
            years, any criminal conviction and any refusal of insurance;
          </li>
          <li>
            the no-claims discount you have declared was earned in your own name and used in the UK
            within the last 2 years, and you can provide proof of it if asked;
          </li>
          <li>
            you understand that wrong or missing information may make your policy invalid, lead to
            claims not being paid in full or at all, or change your price.
          </li>
        </ul>
        <p>
          We use the information you give us, and checks with anti-fraud and credit reference
          agencies, to price your quote and to administer your policy.
        </p>
      </div>
      <form.Field name="disclaimerAccepted">
        {(field) => {
          const { value, ...props } = step.fieldProps(field);
          return (
            <Checkbox
              {...props}
              checked={value}
              disabled={!values.disclaimerOpened}
              label="I have read and accept the disclaimer"
              hint={values.disclaimerOpened ? undefined : 'Please read the disclaimer first.'}
            />
          );
        }}
      </form.Field>
    </section>
  );
}

/** Wizard step 7 (spec 1 §2 Vehicle cover step, §5 Cover and How did you hear chain). */
export default function VehicleCoverPage() {
  const cover = useVehicleCoverForm();
  const { wizard, step } = cover;
  const partner = useJourneySelector((snapshot) => snapshot.context.aggregator?.partner ?? null);

  return (
    <WizardStepPage
      heading={JOURNEY_TEXT.wizard.heading.vehicleCover}
      intro={
        <>
          <PartnerBanner partnerCode={partner} />
          {wizard.busy && <LoadingStatus label="Getting your quote..." />}
        </>
      }
      formProps={step.formProps}
      summaryItems={step.summaryItems}
      onBack={wizard.back}
      busy={wizard.busy}
    >
      <Honeypot {...step.honeypotProps} />
      <CoverQuestions cover={cover} />
      <HearAboutUsQuestions cover={cover} />
      <Disclaimer cover={cover} />
    </WizardStepPage>
  );
}
