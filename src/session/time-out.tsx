import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.timeOut;

export default function TimeOutPage() {
  return (
    <OutcomePage heading={text.heading} icon="timeOut" lead={text.lead} answers={text.answers} />
  );
}
