import { outcomeText } from '../../machines/session';
import { OutcomePage } from '../ui/outcome-page';

const text = outcomeText.quoteExpired;

export default function QuoteExpiredPage() {
  return (
    <OutcomePage heading={text.heading} icon="expired" lead={text.lead} answers={text.answers} />
  );
}
