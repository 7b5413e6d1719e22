import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.quoteExpired;

export default function QuoteExpiredPage() {
  return (
    <OutcomePage heading={text.heading} icon="expired" lead={text.lead} answers={text.answers} />
  );
}
