import { brand } from '../config/brand';
import { ContentPage } from '../layout/content-page';

export default function ErrorPage() {
  return (
    <ContentPage heading="Something went wrong">
      <p>
        Please try again or give us a call on {brand.supportPhone} and we&apos;ll be happy to help.
      </p>
    </ContentPage>
  );
}
