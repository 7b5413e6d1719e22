import { brand } from '../config/brand';
import { ContentPage } from '../layout/content-page';

export default function OutagePage() {
  return (
    <ContentPage heading="Service unavailable">
      <p>
        Online quotes are unavailable at the moment. Please try again later or give us a call on{' '}
        {brand.supportPhone}.
      </p>
    </ContentPage>
  );
}
