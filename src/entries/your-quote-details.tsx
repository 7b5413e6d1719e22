import { entriesText } from '../../machines/entries/text';
import { Link } from 'react-router';
import { needsReminderLink } from '../../machines/entries/view';
import { useJourneySelector } from '../app/journey/journey-context';
import { EntryPage } from './entry-page';
import { IdentityCheckForm } from './identity-fields';
import { useReminderCheckForm } from './use-reminder-check-form';

const text = entriesText.reminder;

/** Opened without the email's reference: what the page needs, and a new quote or a retrieval instead. */
function NoReference() {
  const words = text.noReference;
  return (
    <EntryPage heading={text.heading}>
      <p>{words.text}</p>
      <p>{words.alternatives}</p>
      <p>
        <Link className="button" to="/quote/vehicle-details">
          {words.startNewQuote}
        </Link>{' '}
        <Link className="button" to="/quote-retrieval">
          {words.retrieve}
        </Link>
      </p>
    </EntryPage>
  );
}

/**
 * /your-quote-details (spec 2 §2 Quote reminder form, §5 Reminder form): the policy holder proves who they are
 * and the journey opens their quote, or says the details do not match.
 */
export default function YourQuoteDetailsPage() {
  const withoutReference = useJourneySelector(needsReminderLink);
  return withoutReference ? <NoReference /> : <ReminderForm />;
}

function ReminderForm() {
  const { step, checking, message } = useReminderCheckForm('reminder', 'reminder.submit');
  return (
    <EntryPage heading={text.heading} checking={checking}>
      <IdentityCheckForm
        intro={text.intro}
        message={message}
        step={step}
        labels={text.labels}
        checking={checking}
      />
    </EntryPage>
  );
}
