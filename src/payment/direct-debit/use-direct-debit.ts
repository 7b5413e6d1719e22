/**
 * The Direct Debit page's form and what it reads of the journey: the collection option paid, the first payment
 * date, the journey's message, whether it is blocked or busy, and the events the page sends.
 */
import { useEffect, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import * as v from 'valibot';
import {
  asksBankDetails,
  BANK_DETAIL_FIELDS,
  directDebitDraft,
  directDebitSchema,
  directDebitShape,
  emptyDirectDebitValues,
  firstPaymentDate,
  sortCodeAsTyped,
  type DirectDebitValues,
} from '../../../machines/payment/schemas/direct-debit';
import type { YesNo } from '../../../machines/core/fields';
import { useStepForm } from '../../ui/use-step-form';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import { useDraftSaver, withDraft } from '../../ui/step-draft';
import {
  bankDetailsGivenOf,
  directDebitPaymentsOf,
  isDirectDebitBlocked,
  isPaymentDateUnknown,
  paymentMessageOf,
} from '../../../machines/payment/view';
import { isPageCovered } from '../../../machines/session';

const hiddenByNo: readonly string[] = BANK_DETAIL_FIELDS;

/**
 * The form's first values: the policyholder's name and address, with the saved draft over them and, back from
 * the deposit's card page, the account number and sort code given.
 */
function useFirstValues() {
  const journey = useJourney();
  const [first] = useState(() => {
    const { context } = journey.getSnapshot();
    const proposer = context.quote.proposerDetails;
    const stored = emptyDirectDebitValues({
      name: `${proposer.firstName} ${proposer.lastNames}`.trim(),
      addressLine1: proposer.address.line1,
    });
    const draft = context.drafts.directDebit;
    const merged = withDraft(stored, draft);
    const values = v.is(directDebitShape, merged) ? merged : stored;
    // Back from the deposit's card page: the account number and sort code given, kept in memory only.
    const given = bankDetailsGivenOf(journey.getSnapshot());
    return {
      values: given
        ? {
            ...values,
            accountNumber: given.accountNumber,
            sortCode: sortCodeAsTyped(given.sortCode),
          }
        : values,
      draft,
    };
  });
  return first;
}

export function useDirectDebit() {
  const journey = useJourney();
  const first = useFirstValues();
  const blocked = useJourneySelector(isDirectDebitBlocked);
  const busy = useJourneySelector(isPageCovered);
  const message = useJourneySelector(paymentMessageOf);
  const paymentDate = useJourneySelector((snapshot) =>
    firstPaymentDate(snapshot.context.payment.paymentDate),
  );
  const paymentDateUnknown = useJourneySelector(isPaymentDateUnknown);
  // A new object on every snapshot: compared by its figures, so the page renders only when they change.
  const payments = useJourneySelector(
    directDebitPaymentsOf,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const canPayByCard = useJourneySelector((snapshot) =>
    snapshot.can({ type: 'payment.useOtherMethod' }),
  );

  const step = useStepForm({
    schema: directDebitSchema,
    defaultValues: first.values,
    idPrefix: 'direct-debit',
    onValid: (bankDetails) => {
      drafts.flush();
      journey.send({ type: 'payment.submitDirectDebit', bankDetails });
    },
  });
  const drafts = useDraftSaver(
    step.form,
    (values) =>
      journey.send({
        type: 'payment.draft',
        form: 'directDebit',
        values: directDebitDraft(values),
      }),
    { draft: first.draft, content: 'values' },
  );
  const values = useSelector(step.form.store, (state): DirectDebitValues => state.values);
  const bankDetailsShown = asksBankDetails(values);

  /** The journey's message for a field shown on the page; any other shows at the top. */
  const onPage = (field: string) =>
    field in first.values && (bankDetailsShown || !hiddenByNo.includes(field));
  const shownField = message?.field !== undefined && onPage(message.field) ? message.field : null;
  const messageFor = (name: string) => (shownField === name ? message?.message : undefined);
  const pageMessage = message !== null && shownField === null ? message.message : null;

  // A bank error arrives after the overlay closes: the customer is taken to the field to put it right.
  const focusId = shownField === null ? null : step.idFor(shownField);
  useEffect(() => {
    if (focusId !== null) document.getElementById(focusId)?.focus();
  }, [message, focusId]);

  return {
    step,
    values,
    blocked,
    busy,
    paymentDate,
    paymentDateUnknown,
    payments,
    pageMessage,
    bankDetailsShown,
    canPayByCard,
    /** The field's own error first, then the journey's message for it (a failed bank check). */
    errorFor: (name: keyof DirectDebitValues) => step.errorFor(name) ?? messageFor(name),
    /** spec 2 §4: a 'no' to an account question unticks the confirmation that the details are correct. */
    afterAccountAnswer: (answer: YesNo) => {
      if (answer === 'no') step.form.setFieldValue('detailsCorrect', false);
    },
    payByCard: () => journey.send({ type: 'payment.useOtherMethod' }),
  };
}

export type DirectDebitForm = ReturnType<typeof useDirectDebit>;
