import { ContentPage } from '../layout/content-page';
import { StartNewQuoteLink } from '../layout/start-new-quote-link';

export default function TimeOutPage() {
  return (
    <ContentPage heading="Sorry, your session has timed out">
      <p>For your security, your session ends after 15 minutes without activity.</p>
      <StartNewQuoteLink />
    </ContentPage>
  );
}
