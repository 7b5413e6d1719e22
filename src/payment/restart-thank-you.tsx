import { thankYouText } from '../../machines/payment/thank-you-text';
import { purchaseOf } from '../../machines/payment/view';
import { useJourneySelector } from '../app/journey/journey-context';
import { ContentPage } from '../ui/content-page';
import { PolicyDocuments } from './thank-you/policy-documents';
import { PurchaseSummary, StartNewQuoteButton } from './thank-you/post-purchase-panel';
import './thank-you/thank-you.css';

const text = thankYouText;

/**
 * A restarted policy bought (spec 2 §2): its reference, the cover, what was paid today and what happens next,
 * the customer portal and the policy's documents, as on thank-you, and the way to a new quote (every page of
 * the bought quote shows this page until the journey is reset).
 */
export default function RestartThankYouPage() {
  const purchase = useJourneySelector(purchaseOf);
  return (
    <ContentPage heading={text.restart.heading}>
      <div className="thank-you">
        <p>{text.restart.lead}</p>
        {purchase && <PurchaseSummary purchase={purchase} />}
        <PolicyDocuments />
        <StartNewQuoteButton />
      </div>
    </ContentPage>
  );
}
