import { outcomeText } from '../../machines/session/outcome-text';
import { OutcomePage } from '../ui/outcome-page';

const text = outcomeText.error;

export default function ErrorPage() {
  return (
    <OutcomePage heading={text.heading} icon="error" lead={text.lead} answers={text.answers} />
  );
}
