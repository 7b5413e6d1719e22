import { brand } from '../config/brand';
import { ContentPage } from '../layout/content-page';

export default function QuoteLockedPage() {
  return (
    <ContentPage heading="Quote locked">
      <p>
        This quote can&apos;t be changed online. Please give us a call on {brand.supportPhone} and
        we&apos;ll be happy to help.
      </p>
    </ContentPage>
  );
}
