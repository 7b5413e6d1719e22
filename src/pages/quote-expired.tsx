import { ContentPage } from '../layout/content-page';
import { StartNewQuoteLink } from '../layout/start-new-quote-link';

export default function QuoteExpiredPage() {
  return (
    <ContentPage heading="Quote expired">
      <p>This quote is no longer available. Start a new quote to get an up-to-date price.</p>
      <StartNewQuoteLink />
    </ContentPage>
  );
}
