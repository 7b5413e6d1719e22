import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.error;

export default function ErrorPage() {
  return (
    <OutcomePage heading={text.heading} icon="error" lead={text.lead} answers={text.answers} />
  );
}
