import { ContentPage } from '../layout/content-page';

export default function PcwResultPage() {
  return (
    <ContentPage heading="Your quote">
      <p>
        Choose to pay monthly by Direct Debit or in full by card. Prices are held daily, so terms
        and cost may change after today.
      </p>
    </ContentPage>
  );
}
