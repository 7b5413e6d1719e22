import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.decline;

export default function DeclinePage() {
  return (
    <OutcomePage heading={text.heading} icon="decline" lead={text.lead} answers={text.answers} />
  );
}
