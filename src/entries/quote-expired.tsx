import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.quoteExpired;

export default function QuoteExpiredPage() {
  return (
    <OutcomePage heading="Quote expired" icon="expired" lead={text.lead} answers={text.answers} />
  );
}
