import { TEXT } from '../../machines/text/pages';
import { OutcomePage } from '../layout/outcome-page';

const text = TEXT.outcomes.quoteTakenUp;

export default function QuoteTakenUpPage() {
  return (
    <OutcomePage
      heading="Quote already taken up"
      icon="purchase"
      lead={text.lead}
      answers={text.answers}
    />
  );
}
