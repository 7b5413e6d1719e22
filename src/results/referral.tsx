import { outcomeText } from '../../machines/session';
import { OutcomePage } from '../ui/outcome-page';

const text = outcomeText.referral;

export default function ReferralPage() {
  return (
    <OutcomePage heading={text.heading} icon="review" lead={text.lead} answers={text.answers} />
  );
}
