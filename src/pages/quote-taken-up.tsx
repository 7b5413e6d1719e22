import { brand } from '../config/brand';
import { ContentPage } from '../layout/content-page';

export default function QuoteTakenUpPage() {
  return (
    <ContentPage heading="Quote already taken up">
      <p>
        This quote has already been bought. If you have a question about your policy, give us a call
        on {brand.supportPhone}.
      </p>
    </ContentPage>
  );
}
