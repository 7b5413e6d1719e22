/**
 * The card page's view of the journey: where the widget is in its life, what is paid now (the price in full,
 * or a Direct Debit plan's deposit), the cardholder form (its draft and its submit) and the host element the
 * provider draws its fields in.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  cardholderDetailsOf,
  cardholderFromProposer,
  cardholderSchema,
  emptyCardholder,
  type CardholderValues,
} from '../../../machines/payment/schemas/cardholder';
import { useStepForm } from '../../ui/use-step-form';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import { useDraftSaver, withDraft } from '../../ui/step-draft';
import {
  canChangeBankDetails,
  cardKeptForRenewalOf,
  cardPaidNowOf,
  cardStageOf,
  depositPaymentOf,
  paymentMessageOf,
  type CardStage,
} from '../../../machines/payment/view';

export type { CardStage };

/** The stored cardholder draft over an empty form, read once. */
function useFirstValues() {
  const journey = useJourney();
  const [first] = useState(() => {
    const draft = journey.getSnapshot().context.drafts.cardholder;
    return { values: withDraft<CardholderValues>(emptyCardholder(), draft), draft };
  });
  return first;
}

export function useCardPayment() {
  const journey = useJourney();
  const stage = useJourneySelector(cardStageOf);
  const message = useJourneySelector(paymentMessageOf);
  const cardError = useJourneySelector((snapshot) => snapshot.context.card.cardError);
  const canUseOtherMethod = useJourneySelector((snapshot) =>
    snapshot.can({ type: 'payment.useOtherMethod' }),
  );
  const first = useFirstValues();
  const quote = useJourneySelector((snapshot) => snapshot.context.quote);
  const contact = useJourneySelector((snapshot) => snapshot.context.contact);
  const proposer = useMemo(() => cardholderFromProposer(quote, contact), [quote, contact]);
  const paidNow = useJourneySelector(cardPaidNowOf);
  // A new object on every snapshot: compared by its figures, so the page renders only when they change.
  const deposit = useJourneySelector(
    depositPaymentOf,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const canChangeBank = useJourneySelector(canChangeBankDetails);
  const keptForRenewal = useJourneySelector(cardKeptForRenewalOf);

  const step = useStepForm({
    schema: cardholderSchema,
    defaultValues: first.values,
    idPrefix: 'cardholder',
    onValid: (values) => {
      drafts.flush();
      journey.send({ type: 'payment.submitCard', cardholder: cardholderDetailsOf(values) });
    },
  });
  const drafts = useDraftSaver(
    step.form,
    (values) => journey.send({ type: 'payment.draft', form: 'cardholder', values }),
    { draft: first.draft, content: 'values' },
  );

  /** The provider draws its fields here; the journey hands the element to the widget. */
  const widgetHost = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) journey.send({ type: 'payment.widgetHost', host: element });
    },
    [journey],
  );

  /** Sets the fields a rule changed (billing details copied or cleared, the save-card choice). */
  const setValues = (next: CardholderValues) => {
    const current = step.form.state.values;
    for (const name of Object.keys(next) as (keyof CardholderValues)[]) {
      if (next[name] !== current[name]) step.form.setFieldValue(name, next[name]);
    }
  };

  return {
    stage,
    setValues,
    message,
    cardError,
    step,
    proposer,
    paidNow,
    /** A Direct Debit plan's deposit is what the card pays: its figures, else null. */
    deposit,
    /** A 30-day quote renewing automatically keeps the card: no save-card choice is offered. */
    keptForRenewal,
    widgetHost,
    canUseOtherMethod,
    canChangeBankDetails: canChangeBank,
    changeBankDetails: () => journey.send({ type: 'payment.changeBankDetails' }),
    retry: () => journey.send({ type: 'payment.retrySetUp' }),
    useOtherMethod: () => journey.send({ type: 'payment.useOtherMethod' }),
  };
}

export type CardPayment = Omit<ReturnType<typeof useCardPayment>, 'widgetHost'>;
