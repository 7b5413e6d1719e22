import { CONTACT_FORM_ID } from './contact-form';
import { useState } from 'react';
import {
  MARKETING_OPT_OUTS_OFFERED,
  type ContactDetailsValues,
} from '../../../machines/results/schemas/contact-details';
import { contactText } from '../../../machines/results/contact-text';
import { renewalNotice } from '../../../machines/results';
import { agreementHintOf } from '../../../machines/results/view';
import { useJourneySelector } from '../../app/journey/journey-context';
import { BusyButton } from '../../ui/busy-button';
import { Checkbox } from '../../ui/checkbox';
import { CurrencyInput } from '../../ui/currency-input';
import { ErrorSummary } from '../../ui/error-summary';
import { fieldBinder } from '../../ui/field-binder';
import { LicenceNumberInput } from '../../ui/licence-number-input';
import { YesNo } from '../../ui/radio-group';
import { TextField } from '../../ui/text-field';
import { AcceptanceBlock } from '../credit/acceptance-block';
import { useContactDetails, type ContactDetailsForm } from './use-contact-details';
import { useCreditDownload } from './use-credit-download';
import './contact-details.css';

const text = contactText;

const marketingLabels: Record<(typeof MARKETING_OPT_OUTS_OFFERED)[number], string> = {
  optOutMarketingPreferenceSms: text.marketing.sms,
  optOutMarketingPreferenceEmail: text.marketing.email,
};

interface PartProps {
  contact: ContactDetailsForm;
}

function ContactFields({ contact }: PartProps) {
  const { step, lockedEmail } = contact;
  const bind = fieldBinder<ContactDetailsValues>(step);
  return (
    <>
      {bind('emailAddress', (props) => (
        <TextField
          {...props}
          label={text.email}
          type="email"
          autoComplete="email"
          inputClassName="form-input--width-20"
          readOnly={lockedEmail !== null}
          hint={lockedEmail === null ? undefined : text.emailFromComparisonSite}
        />
      ))}
      {bind('phoneNumber', (props) => (
        <TextField
          {...props}
          label={text.phone}
          type="tel"
          autoComplete="tel"
          inputClassName="form-input--width-10"
        />
      ))}
    </>
  );
}

function LicenceFields({ contact }: PartProps) {
  const { step, rules, quote } = contact;
  const { form } = step;
  const proposerLegend = rules.licenceRequired
    ? text.licence.legend
    : text.licence.optional(text.licence.legend);
  return (
    <>
      <form.Field name="licenceNumber">
        {(field) => (
          <LicenceNumberInput
            {...step.fieldProps(field)}
            label={proposerLegend}
            hint={text.licence.hint}
          />
        )}
      </form.Field>
      {quote.additionalDrivers.map((driver, index) => (
        <form.Field
          key={`${driver.firstName} ${driver.lastNames} ${index}`}
          name={`additionalDriverLicenceNumbers[${index}]`}
        >
          {(field) => (
            <LicenceNumberInput
              {...step.fieldProps(field)}
              label={text.licence.optional(
                text.licence.driverLegend(`${driver.firstName} ${driver.lastNames}`),
              )}
            />
          )}
        </form.Field>
      ))}
    </>
  );
}

function MarketingFields({ contact }: PartProps) {
  const { step } = contact;
  const { form } = step;
  const hintId = `${step.idFor('marketing')}-hint`;
  return (
    <div className="contact-details__section">
      <fieldset className="form-fieldset" aria-describedby={hintId}>
        <legend className="form-legend">{text.marketing.legend}</legend>
        <div id={hintId} className="form-hint">
          {text.marketing.hint}
        </div>
        <div className="contact-details__ticks">
          {MARKETING_OPT_OUTS_OFFERED.map((name) => (
            <form.Field key={name} name={name}>
              {(field) => {
                const { value, ...props } = step.fieldProps(field);
                return <Checkbox {...props} checked={value} label={marketingLabels[name]} />;
              }}
            </form.Field>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function RenewalField({ contact }: PartProps) {
  const { step, rolling, setRenewal, result } = contact;
  const notice = renewalNotice(result.selectedOption);
  const { form } = step;
  const headingId = `${step.idFor('renewal')}-heading`;
  return (
    <section className="contact-details__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="contact-details__subheading">
        {rolling ? text.renewal.rollingHeading : text.renewal.renewalsHeading}
      </h3>
      {notice && <p>{notice}</p>}
      <form.Field name="renewal">
        {(field) => {
          const { onChange, ...props } = step.fieldProps(field);
          return (
            <YesNo
              {...props}
              label={rolling ? text.renewal.rollingQuestion : text.renewal.renewalsQuestion}
              hint={rolling ? text.renewal.rollingHint : text.renewal.renewalsHint}
              onChange={(choice) => {
                onChange(choice);
                setRenewal(choice);
              }}
            />
          );
        }}
      </form.Field>
    </section>
  );
}

function IncomeFields({ contact }: PartProps) {
  const { step } = contact;
  const { form } = step;
  const headingId = `${step.idFor('annualIncome')}-heading`;
  return (
    <section className="contact-details__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="contact-details__subheading">
        {text.income.heading}
      </h3>
      <form.Field name="annualIncome">
        {(field) => (
          <CurrencyInput
            {...step.fieldProps(field)}
            label={text.income.label}
            hint={text.income.hint}
          />
        )}
      </form.Field>
      <form.Field name="incomeConfirmed">
        {(field) => {
          const { value, ...props } = step.fieldProps(field);
          return <Checkbox {...props} checked={value} label={text.income.confirm} />;
        }}
      </form.Field>
    </section>
  );
}

function Acceptance({ contact }: PartProps) {
  const { step, acceptance } = contact;
  const { form } = step;
  const [today] = useState(() => new Date());
  const downloads = useCreditDownload();
  const option = acceptance.option;
  if (option === null) return null;
  return (
    <form.Field name="creditAccepted">
      {(field) => (
        <div className="contact-details__acceptance" role="group" aria-label={text.credit.label}>
          <AcceptanceBlock
            option={option}
            isAdult={acceptance.block === 'full'}
            today={today}
            accepted={field.state.value}
            // Its message stays by the tick, where the summary's link leads, until the tick is given.
            tickId={step.idFor('creditAccepted')}
            tickError={step.errorFor('creditAccepted')}
            onAcceptedChange={(accepted) => {
              field.handleChange(accepted);
              field.handleBlur();
            }}
            onDownload={(kind) => {
              downloads.download(kind, today);
            }}
            downloading={downloads.downloading}
            downloadError={downloads.downloadError}
          />
        </div>
      )}
    </form.Field>
  );
}

function BuyNow({ contact, agreeLabel }: PartProps & { agreeLabel: string }) {
  const { step, saving } = contact;
  const { form } = step;
  // Issue #28: the acknowledgement names the product's documents listed before it.
  const documents = useJourneySelector(agreementHintOf);
  return (
    <>
      <form.Field name="agree">
        {(field) => {
          const { value, ...props } = step.fieldProps(field);
          return (
            <Checkbox
              {...props}
              checked={value}
              label={agreeLabel}
              hint={documents ?? undefined}
              className="contact-details__agree"
            />
          );
        }}
      </form.Field>
      <div className="contact-details__actions">
        <BusyButton
          type="submit"
          className="button button--large contact-details__buy"
          busy={saving}
        >
          {text.buyNow}
        </BusyButton>
        <p className="visually-hidden" role="status">
          {saving ? text.saving : ''}
        </p>
      </div>
    </>
  );
}

export interface ContactDetailsProps {
  /** The agreement tick's label: the restart's quote page asks for its consent instead (spec 2 §2). */
  agreeLabel?: string;
}

/**
 * The results page's contact details and Buy Now (spec 2 §2 Contact/confirm page): the customer confirms how
 * to be contacted, their licence, marketing and renewal choices, affordability and the credit they accept.
 */
export function ContactDetails({ agreeLabel = text.agree }: ContactDetailsProps) {
  const contact = useContactDetails();
  const { step, rules } = contact;
  return (
    <section className="contact-details" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="contact-details__heading">
        {text.heading}
      </h2>
      <p className="contact-details__intro">{text.intro}</p>
      <ErrorSummary items={step.summaryItems} />
      <form
        {...contact.formProps}
        id={CONTACT_FORM_ID}
        noValidate
        className="contact-details__form"
      >
        <ContactFields contact={contact} />
        <LicenceFields contact={contact} />
        <MarketingFields contact={contact} />
        <RenewalField contact={contact} />
        {rules.affordabilityRequired && <IncomeFields contact={contact} />}
        <Acceptance contact={contact} />
        <BuyNow contact={contact} agreeLabel={agreeLabel} />
      </form>
    </section>
  );
}

export default ContactDetails;
