import { brand } from '../config/brand';
import { ContentPage } from '../layout/content-page';

export default function ReferralPage() {
  return (
    <ContentPage heading="Your quote has been referred">
      <p>
        We need to look at your details before we can offer you a price. Please give us a call on{' '}
        {brand.supportPhone} and we&apos;ll be happy to help.
      </p>
    </ContentPage>
  );
}
