import { useState } from 'react';
import {
  emptyRetrievalValues,
  retrievalSchema,
} from '../../machines/entries/schemas/returning-visitor';
import { entriesText } from '../../machines/entries/text';
import { brand } from '../app/config/brand';
import { useStepForm } from '../ui/use-step-form';
import { useJourney, useJourneySelector } from '../app/journey/journey-context';
import { LoadingStatus } from '../ui/loading-status';
import { EntryPage } from './entry-page';
import { IdentityCheckForm } from './identity-fields';
import { isSavedQuoteCheck, retrievalFailureOf } from '../../machines/entries/view';
import { useReminderCheckForm } from './use-reminder-check-form';
import { isPageCovered, isPageLoading } from '../../machines/session';

const text = entriesText.retrieval;
const savedText = entriesText.savedQuote;

const failureOf = retrievalFailureOf(brand.supportPhone);

/**
 * The retrieval form. Whether it asks for the quote's reference is settled when it opens: a reference typed
 * here becomes the journey's, and the customer must still be able to correct it after a failed check.
 */
function RetrievalForm() {
  const journey = useJourney();
  const [asksQuoteRef] = useState(() => journey.getSnapshot().context.retrieval.quoteRef === null);
  const [schema] = useState(() => retrievalSchema({ today: new Date(), asksQuoteRef }));
  const checking = useJourneySelector(isPageCovered);
  const failure = useJourneySelector(failureOf);
  const step = useStepForm({
    schema,
    defaultValues: emptyRetrievalValues(),
    idPrefix: 'retrieval',
    onValid: (details) => journey.send({ type: 'retrieval.submit', details }),
  });
  return (
    <IdentityCheckForm
      intro={text.intro}
      message={failure}
      step={step}
      labels={asksQuoteRef ? text.labels : { ...text.labels, quoteRef: undefined }}
      checking={checking}
    />
  );
}

/**
 * A saved quote's emailed link (issue #29): the surname, date of birth and postcode it was saved with, asked
 * as the quote reminder asks them; details that do not match say so above the form, as the reminder's do.
 */
function SavedQuoteForm() {
  const { step, checking, message } = useReminderCheckForm('saved-quote', 'savedQuote.submit');
  return (
    <IdentityCheckForm
      intro={savedText.intro}
      message={message}
      step={step}
      labels={savedText.labels}
      checking={checking}
    />
  );
}

/**
 * /quote-retrieval (spec 1 §4, §5 Quote retrieval form, §8): a quote saved in the last 30 minutes reopens
 * while the page says it is being found; otherwise the customer proves who they are. Opened from a saved
 * quote's link, it asks the details the quote was saved with.
 */
export default function QuoteRetrievalPage() {
  const loading = useJourneySelector(isPageLoading);
  const checking = useJourneySelector(isPageCovered);
  const savedQuote = useJourneySelector(isSavedQuoteCheck);
  return (
    <EntryPage heading={text.heading} checking={checking}>
      {loading ? (
        <LoadingStatus label={text.loading} />
      ) : savedQuote ? (
        <SavedQuoteForm />
      ) : (
        <RetrievalForm />
      )}
    </EntryPage>
  );
}
