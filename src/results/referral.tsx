import { TEXT } from '../../machines/core/catalogue';
import { OutcomePage } from '../ui/outcome-page';

const text = TEXT.outcomes.referral;

export default function ReferralPage() {
  return (
    <OutcomePage
      heading="Your quote has been referred"
      icon="review"
      lead={text.lead}
      answers={text.answers}
    />
  );
}
