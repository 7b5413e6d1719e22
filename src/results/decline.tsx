import { outcomeText } from '../../machines/session';
import { OutcomePage } from '../ui/outcome-page';

const text = outcomeText.decline;

export default function DeclinePage() {
  return (
    <OutcomePage heading={text.heading} icon="decline" lead={text.lead} answers={text.answers} />
  );
}
