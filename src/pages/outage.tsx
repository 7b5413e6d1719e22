import { TEXT } from '../../machines/text/pages';
import { OutcomePage } from '../layout/outcome-page';

const text = TEXT.outcomes.outage;

export default function OutagePage() {
  return (
    <OutcomePage
      heading="Service unavailable"
      icon="error"
      lead={text.lead}
      answers={text.answers}
    />
  );
}
