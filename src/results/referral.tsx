import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.referral;

export default function ReferralPage() {
  return (
    <OutcomePage heading={text.heading} icon="review" lead={text.lead} answers={text.answers} />
  );
}
