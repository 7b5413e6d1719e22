import { outcomeText } from '../../machines/session';
import { useJourneySelector } from '../app/journey/journey-context';
import { OutcomePage } from '../ui/outcome-page';
import { PolicyDocuments } from './thank-you/policy-documents';

const text = outcomeText.quoteTakenUp;

/**
 * A quote bought already (spec 2 §4 error routing). When the answer named the policy it became (a
 * price-comparison visitor's token proves they hold it), its documents are offered here too.
 */
export default function QuoteTakenUpPage() {
  const hasPolicy = useJourneySelector((snapshot) => snapshot.context.takenUpPolicy !== null);
  return (
    <OutcomePage heading={text.heading} icon="purchase" lead={text.lead} answers={text.answers}>
      {hasPolicy && <PolicyDocuments />}
    </OutcomePage>
  );
}
