/**
 * The contact details block's form: which questions apply (from the journey's rules), its first values
 * (the saved draft over the stored answers), the draft saved while typed and Buy Now.
 */
import { useMemo, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import { isLicenceNumberRequired } from '../../../machines/wizard';
import { collectionOptionFor } from '../../../machines/results';
import {
  contactDetailsSchema,
  fromContactState,
  withContactDraft,
  type ContactDetailsRules,
  type ContactDetailsValues,
} from '../../../machines/results/schemas/contact-details';
import { contactText } from '../../../machines/results/contact-text';
import { useStepForm } from '../../ui/use-step-form';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import { useDraftSaver, withDraft } from '../../ui/step-draft';
import {
  acceptanceBlockOf,
  isAffordabilityAsked,
  isRollingSubscriptionOf,
  isSavingContact as isSaving,
} from '../../../machines/results/view';

/** What the block asks, decided by the rules of spec 2 §2, §4 and §5 from the journey's state. */
function useContactRules() {
  const quote = useJourneySelector((snapshot) => snapshot.context.quote);
  const result = useJourneySelector((snapshot) => snapshot.context.result);
  const payment = useJourneySelector((snapshot) => snapshot.context.payment);
  const aggregatorRequires = useJourneySelector(
    (snapshot) => snapshot.context.aggregator?.licenceNumberRequired ?? false,
  );
  const { proposerDetails: proposer, additionalDrivers } = quote;
  const block = useJourneySelector((snapshot) => acceptanceBlockOf(snapshot.context));
  const directDebitOption = collectionOptionFor(result.selectedOption, 'DIRECT_DEBIT');
  const licenceRequired = isLicenceNumberRequired({
    aggregatorRequires: result.licenceNumberRequired || aggregatorRequires,
    licenceType: proposer.licenceType,
  });
  const affordabilityRequired = useJourneySelector(isAffordabilityAsked);
  const acceptanceRequired = block !== 'none' && directDebitOption !== null;
  const rules = useMemo<ContactDetailsRules>(
    () => ({
      licenceRequired,
      affordabilityRequired,
      acceptanceRequired,
      proposer: {
        surname: proposer.lastNames,
        dateOfBirth: proposer.dateOfBirth,
        licenceType: proposer.licenceType,
      },
      additionalDrivers: additionalDrivers.map((driver) => ({
        surname: driver.lastNames,
        dateOfBirth: driver.dateOfBirth,
        licenceType: driver.licenceType,
      })),
    }),
    [
      licenceRequired,
      affordabilityRequired,
      acceptanceRequired,
      proposer.lastNames,
      proposer.dateOfBirth,
      proposer.licenceType,
      additionalDrivers,
    ],
  );
  const rolling = useJourneySelector(isRollingSubscriptionOf);
  return {
    rules,
    rolling,
    acceptance: {
      block,
      option: acceptanceRequired ? directDebitOption : null,
    },
    quote,
    result,
    payment,
  };
}

export type ContactRules = ReturnType<typeof useContactRules>;

const firstFilled = (...texts: (string | null)[]): string =>
  texts.find((text) => text !== null && text.trim() !== '') ?? '';

/** The stored answers and the saved draft the form starts from, read once. */
function useFirstValues() {
  const journey = useJourney();
  const [first] = useState(() => {
    const { context } = journey.getSnapshot();
    const { proposerDetails: proposer, additionalDrivers } = context.quote;
    const { contact } = context;
    const stored = fromContactState({
      emailAddress: firstFilled(proposer.emailAddress, contact.contactEmail),
      phoneNumber: firstFilled(proposer.phoneNumber, contact.contactPhoneNumber),
      licenceNumber: proposer.licenceNumber,
      additionalDriverLicenceNumbers: additionalDrivers.map((driver) => driver.licenceNumber),
      marketingPreferenceSms: contact.marketingPreferenceSms,
      marketingPreferenceEmail: contact.marketingPreferenceEmail,
      renewalOptOut: context.payment.renewalOptOut,
      annualIncome: contact.annualIncome,
    });
    const draft = context.drafts.results;
    const values = withContactDraft(stored, withDraft(stored, draft));
    // spec 2 §2: an email the comparison site supplied cannot be changed here.
    const email = proposer.emailAddress?.trim() ?? '';
    const lockedEmail = context.aggregator !== null && email !== '' ? email : null;
    return {
      values: lockedEmail === null ? values : { ...values, emailAddress: lockedEmail },
      draft,
      lockedEmail,
    };
  });
  return first;
}

/** The block's form; Buy Now sends the ContactForm the schema gives (the journey does the rest, spec 2 §4). */
export function useContactDetails() {
  const journey = useJourney();
  const contactRules = useContactRules();
  const first = useFirstValues();
  const saving = useJourneySelector(isSaving);
  // The journey ignores a second Buy Now while it saves; the form does not even send it.
  const savingNow = () => isSaving(journey.getSnapshot());

  const schema = useMemo(() => contactDetailsSchema(contactRules.rules), [contactRules.rules]);
  const step = useStepForm({
    schema,
    defaultValues: first.values,
    idPrefix: 'contact-details',
    labels: { creditAccepted: contactText.credit.label },
    onValid: (contact) => {
      if (savingNow()) return;
      drafts.flush();
      journey.send({ type: 'buyNow.submit', contact });
    },
  });
  const drafts = useDraftSaver(
    step.form,
    (values) => journey.send({ type: 'results.draft', values }),
    { draft: first.draft, content: 'values' },
  );
  const values = useSelector(step.form.store, (state): ContactDetailsValues => state.values);

  const formProps = {
    ...step.formProps,
    onSubmit: (event: Parameters<typeof step.formProps.onSubmit>[0]) => {
      if (!savingNow()) {
        step.formProps.onSubmit(event);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return {
    step,
    formProps,
    values,
    saving,
    lockedEmail: first.lockedEmail,
    setRenewal: (choice: 'yes' | 'no') => journey.send({ type: 'results.setRenewal', choice }),
    ...contactRules,
  };
}

export type ContactDetailsForm = ReturnType<typeof useContactDetails>;
