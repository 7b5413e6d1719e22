import { TEXT } from '../../machines/text/pages';
import { OutcomePage } from '../layout/outcome-page';

const text = TEXT.outcomes.error;

export default function ErrorPage() {
  return (
    <OutcomePage
      heading="Something went wrong"
      icon="error"
      lead={text.lead}
      answers={text.answers}
    />
  );
}
