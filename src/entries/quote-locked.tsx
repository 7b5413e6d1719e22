import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.quoteLocked;

export default function QuoteLockedPage() {
  return (
    <OutcomePage heading={text.heading} icon="locked" lead={text.lead} answers={text.answers} />
  );
}
