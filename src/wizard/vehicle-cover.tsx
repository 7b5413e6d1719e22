import { useId, useState } from 'react';
import { isProtectionAsked } from '../../machines/wizard/schemas/vehicle-cover';
import { Checkbox } from '../ui/checkbox';
import { DateParts } from '../ui/date-parts';
import { Honeypot } from '../ui/honeypot';
import { RadioGroup, YesNo, radioOptionsFrom } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { useJourneySelector } from '../app/journey/journey-context';
import { BlockingOverlay } from '../ui/blocking-overlay';
import { PartnerBanner } from '../ui/partner-banner';
import {
  useCoverStartFollowingClock,
  useVehicleCoverForm,
  type VehicleCoverForm,
} from './vehicle-cover-form';
import { HearAboutUsQuestions } from './vehicle-cover-heard';
import {
  coverStartExample,
  coverStartTimes,
  isCoverLevel,
  movedCoverStart,
} from './vehicle-cover-values';
import { useReferenceList, WizardStepPage } from './wizard-step';
import './vehicle-cover.css';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { coverQuestionText } from '../../machines/wizard/cover-question-text';

const coverText = coverQuestionText.cover;

function CoverQuestions({ cover }: { cover: VehicleCoverForm }) {
  const { step, values } = cover;
  const { form } = step;
  const coverLevels = useReferenceList('coverLevels');
  const excesses = useReferenceList('voluntaryExcessOptions');
  const ncdYears = useReferenceList('noClaimsBonusYears');
  const startTimes = coverStartTimes(values.coverStartDate, new Date());
  const startMoved = useCoverStartFollowingClock(cover);

  return (
    <>
      <form.Field name="levelOfCover">
        {(field) => {
          const { value, onChange, ...props } = step.fieldProps(field);
          return (
            <RadioGroup
              {...props}
              label={coverText.levelCover}
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
            label={coverText.coverStartDate}
            hint={coverStartExample(new Date())}
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
            label={coverText.coverStartTime}
            hint={coverText.coverCanStartHint}
            options={startTimes}
          />
        )}
      </form.Field>
      <p className="cover-start__moved notice" role="status">
        {startMoved}
      </p>
      <form.Field name="voluntaryExcess">
        {(field) => (
          <SelectField
            {...step.fieldProps(field)}
            label={coverText.voluntaryExcess}
            hint={coverText.agreePayTowardsHint}
            options={excesses}
          />
        )}
      </form.Field>
      <form.Field name="yearsOfNoClaimsDiscount">
        {(field) => (
          <SelectField
            {...step.fieldProps(field)}
            label={coverText.yearsNoClaims}
            options={ncdYears}
          />
        )}
      </form.Field>
      {isProtectionAsked(values) && (
        <form.Field name="protectNoClaimsDiscount">
          {(field) => <YesNo {...step.fieldProps(field)} label={coverText.wouldLikeProtect} />}
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
        {coverText.disclaimer}
      </h2>
      <button
        type="button"
        className="cover-disclaimer__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={toggle}
      >
        {expanded ? coverText.hideDisclaimer : coverText.readDisclaimer}
      </button>
      <div id={panelId} className="cover-disclaimer__text" hidden={!expanded}>
        <p>{coverText.continuingConfirm}</p>
        <ul>
          <li>{coverText.answersGivenTrue}</li>
          <li>{coverText.toldAboutEvery}</li>
          <li>{coverText.noClaimsDiscount}</li>
          <li>{coverText.understandWrongMissing}</li>
        </ul>
        <p>{coverText.useInformationGive}</p>
      </div>
      <form.Field name="disclaimerAccepted">
        {(field) => {
          const { value, ...props } = step.fieldProps(field);
          return (
            <Checkbox
              {...props}
              checked={value}
              disabled={!values.disclaimerOpened}
              label={coverText.iReadAccept}
              hint={values.disclaimerOpened ? undefined : coverText.readDisclaimerFirst}
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
      intro={<PartnerBanner partnerCode={partner} />}
      formProps={step.formProps}
      summaryItems={step.summaryItems}
      onBack={wizard.back}
      busy={wizard.busy}
    >
      <Honeypot {...step.honeypotProps} />
      <CoverQuestions cover={cover} />
      <HearAboutUsQuestions cover={cover} />
      <Disclaimer cover={cover} />
      <BlockingOverlay label={coverText.findingPrice} shown={wizard.busy} />
    </WizardStepPage>
  );
}
