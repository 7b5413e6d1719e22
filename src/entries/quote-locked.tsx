import { lockedPageOf, lockedUntilOf } from '../../machines/entries/view';
import { useJourneySelector } from '../app/journey/journey-context';
import { OutcomePage } from '../ui/outcome-page';

/** /quote-locked: why the quote is locked and, after too many failed checks, when it can be tried again. */
export default function QuoteLockedPage() {
  const page = lockedPageOf(useJourneySelector(lockedUntilOf));
  return (
    <OutcomePage heading={page.heading} icon="locked" lead={page.lead} answers={page.answers}>
      {page.unlocks && <p>{page.unlocks}</p>}
    </OutcomePage>
  );
}
