import { TEXT } from '../../machines/text/pages';
import { OutcomePage } from '../layout/outcome-page';

const text = TEXT.outcomes.quoteExpired;

export default function QuoteExpiredPage() {
  return (
    <OutcomePage heading="Quote expired" icon="expired" lead={text.lead} answers={text.answers} />
  );
}
