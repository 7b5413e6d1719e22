import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { isValidEmail } from '../../machines/core/formats';
import {
  aboutYouSchema,
  fromAboutYouState,
  isOvernightAddressAsked,
  toAboutYouAnswers,
  type AboutYouValues,
} from '../../machines/wizard/schemas/about-you';
import { addressValues, emptyAddressValues } from '../../machines/wizard/schemas/address';
import { dateParts, yesNo } from '../../machines/core/fields';
import type { QuoteState } from '../../machines/core/types';
import { DateParts } from '../ui/date-parts';
import { Honeypot } from '../ui/honeypot';
import { YesNo } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { AddressLookup } from './address-lookup/address-lookup';
import { useJourneySelector } from '../app/journey/journey-context';
import { WizardStepPage, useQuote, useReferenceList } from './wizard-step';
import { useWizardStepForm } from './wizard-step-form';
import './about-you.css';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { aboutYouText } from '../../machines/wizard/about-you-text';

const pageText = aboutYouText.page;

/** What the form holds, without its rules: a stored draft is used only when it has this shape. */
const aboutYouShape = v.object({
  title: v.string(),
  firstName: v.string(),
  lastNames: v.string(),
  dateOfBirth: dateParts(),
  emailAddress: v.string(),
  phoneNumber: v.string(),
  maritalStatus: v.string(),
  address: addressValues(),
  isHomeOwner: yesNo(),
  isNotKeptAtHomeAddressOverNight: yesNo(),
  overnightAddress: addressValues(),
});

interface Prefill {
  quote: QuoteState;
  draft: unknown;
  entryEmail: string | null;
  /** The email came from a price-comparison site and cannot be changed here. */
  lockedEmail: string | null;
}

function initialValues({ quote, draft, entryEmail, lockedEmail }: Prefill): AboutYouValues {
  const stored = fromAboutYouState(quote);
  const values = v.is(aboutYouShape, draft) ? { ...stored, ...draft } : stored;
  if (lockedEmail !== null) return { ...values, emailAddress: lockedEmail };
  if (values.emailAddress.trim() === '' && entryEmail !== null && isValidEmail(entryEmail)) {
    return { ...values, emailAddress: entryEmail.trim() };
  }
  return values;
}

/** Wizard step 3 (spec 1 §2 About you step, §5 Person, Postcode and address). */
export default function AboutYouPage() {
  const quote = useQuote();
  const titles = useReferenceList('titles');
  const maritalStatuses = useReferenceList('maritalStatuses');
  const entryEmail = useJourneySelector((snapshot) => snapshot.context.entry.email);
  const fromAggregator = useJourneySelector((snapshot) => snapshot.context.aggregator !== null);

  const [today] = useState(() => new Date());
  const schema = useMemo(() => aboutYouSchema({ today }), [today]);
  const [lockedEmail] = useState(() => {
    const email = quote.proposerDetails.emailAddress?.trim() ?? '';
    return fromAggregator && email !== '' ? email : null;
  });
  const { wizard, step: form } = useWizardStepForm({
    step: 'aboutYou',
    schema,
    defaultValues: (saved) => initialValues({ ...saved, entryEmail, lockedEmail }),
    draft: 'values',
    toAnswers: toAboutYouAnswers,
    idPrefix: 'about-you',
  });
  const { form: api } = form;

  return (
    <WizardStepPage
      heading={JOURNEY_TEXT.wizard.heading.aboutYou}
      intro={<p>{pageText.tellAboutYourself}</p>}
      formProps={form.formProps}
      summaryItems={form.summaryItems}
      onBack={wizard.back}
      busy={wizard.busy}
    >
      <Honeypot {...form.honeypotProps} />
      <api.Field name="title">
        {(field) => (
          <SelectField
            {...form.fieldProps(field)}
            label={pageText.title}
            options={titles}
            autoComplete="honorific-prefix"
          />
        )}
      </api.Field>
      <api.Field name="firstName">
        {(field) => (
          <TextField
            {...form.fieldProps(field)}
            label={JOURNEY_TEXT.labels.firstName}
            autoComplete="given-name"
            inputClassName="form-input--width-20"
          />
        )}
      </api.Field>
      <api.Field name="lastNames">
        {(field) => (
          <TextField
            {...form.fieldProps(field)}
            label={JOURNEY_TEXT.labels.surname}
            autoComplete="family-name"
            inputClassName="form-input--width-20"
          />
        )}
      </api.Field>
      <api.Field name="dateOfBirth">
        {(field) => (
          <DateParts
            {...form.fieldProps(field)}
            label={JOURNEY_TEXT.labels.dateOfBirth}
            hint={pageText.example0309Hint}
            birthday
          />
        )}
      </api.Field>
      <api.Field name="emailAddress">
        {(field) => (
          <TextField
            {...form.fieldProps(field)}
            label={pageText.emailAddress}
            type="email"
            autoComplete="email"
            readOnly={lockedEmail !== null}
            hint={lockedEmail !== null ? pageText.emailFromComparisonSite : undefined}
            inputClassName="form-input--width-20"
          />
        )}
      </api.Field>
      <api.Field name="phoneNumber">
        {(field) => (
          <TextField
            {...form.fieldProps(field)}
            label={pageText.mainPhoneNumber}
            type="tel"
            autoComplete="tel"
            inputClassName="form-input--width-20"
          />
        )}
      </api.Field>
      <api.Field name="maritalStatus">
        {(field) => (
          <SelectField
            {...form.fieldProps(field)}
            label={pageText.maritalStatus}
            options={maritalStatuses}
          />
        )}
      </api.Field>
      <api.Field name="address">
        {(field) => (
          <AddressLookup {...form.fieldProps(field)} target="home" label={pageText.homeAddress} />
        )}
      </api.Field>
      <api.Field name="isHomeOwner">
        {(field) => <YesNo {...form.fieldProps(field)} label={pageText.homeowner} />}
      </api.Field>
      <api.Field
        name="isNotKeptAtHomeAddressOverNight"
        listeners={{
          // spec 1 §4: changing the answer clears the overnight address.
          onChange: () => api.setFieldValue('overnightAddress', emptyAddressValues()),
        }}
      >
        {(field) => <YesNo {...form.fieldProps(field)} label={pageText.vehicleKeptOvernight} />}
      </api.Field>
      <api.Subscribe selector={(state) => isOvernightAddressAsked(state.values)}>
        {(keptAway) =>
          keptAway ? (
            <api.Field name="overnightAddress">
              {(field) => (
                <AddressLookup
                  {...form.fieldProps(field)}
                  target="overnight"
                  label={pageText.overnightAddress}
                  // spec 1 §2 Address lookup: the second address form is the alternative lookup, house
                  // name or number plus postcode with 'Find Address'.
                  variant="houseNumber"
                />
              )}
            </api.Field>
          ) : null
        }
      </api.Subscribe>
    </WizardStepPage>
  );
}
