import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.quoteLocked;

export default function QuoteLockedPage() {
  return (
    <OutcomePage heading="Quote locked" icon="locked" lead={text.lead} answers={text.answers} />
  );
}
