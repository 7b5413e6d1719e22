import { ContentPage } from '../layout/content-page';

export default function QuoteRetrievalPage() {
  return (
    <ContentPage heading="Retrieve your quote">
      <p>Find the quote you saved and pick up where you left off.</p>
    </ContentPage>
  );
}
