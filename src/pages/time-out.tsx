import { TEXT } from '../../machines/text/pages';
import { OutcomePage } from '../layout/outcome-page';

const text = TEXT.outcomes.timeOut;

export default function TimeOutPage() {
  return (
    <OutcomePage
      heading="Sorry, your session has timed out"
      icon="timeOut"
      lead={text.lead}
      answers={text.answers}
    />
  );
}
