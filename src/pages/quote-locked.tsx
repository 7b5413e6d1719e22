import { TEXT } from '../../machines/text/pages';
import { OutcomePage } from '../layout/outcome-page';

const text = TEXT.outcomes.quoteLocked;

export default function QuoteLockedPage() {
  return (
    <OutcomePage heading="Quote locked" icon="locked" lead={text.lead} answers={text.answers} />
  );
}
