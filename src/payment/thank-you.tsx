import { salesTrackingUrl } from '../../machines/entries';
import { regulatedInformationOf } from '../../machines/results';
import { RegulatedInformation } from '../ui/regulated-information';
import { thankYouText } from '../../machines/payment/thank-you-text';
import { purchaseOf, purchasedProductOf } from '../../machines/payment/view';
import { brand } from '../app/config/brand';
import { useJourneySelector } from '../app/journey/journey-context';
import { ContentPage } from '../ui/content-page';
import { SalesTrackingImage } from '../ui/sales-tracking-image';
import { PaymentSuccessfulIllustration } from './thank-you/payment-successful-illustration';
import { PolicyDocuments } from './thank-you/policy-documents';
import { PurchaseSummary, StartNewQuoteButton } from './thank-you/post-purchase-panel';
import './thank-you/thank-you.css';

const text = thankYouText;

/**
 * The end of the journey (spec 2 §2): the policy bought and its reference, the cover, what was paid today and
 * what is collected when, what happens next, the customer
 * portal, the documents, and the comparison site's sales-tracking image for its customers (spec 2 §7).
 * The quote itself was cleared when it was taken up, so all of this comes from the purchase kept for it.
 */
export default function ThankYouPage() {
  const purchase = useJourneySelector(purchaseOf);
  const product = useJourneySelector(purchasedProductOf);
  const tracking = purchase
    ? salesTrackingUrl(brand.salesTracking, {
        quoteRef: purchase.quoteRef,
        source: purchase.aggregatorSource,
        page: 'Payment Confirmation Page',
      })
    : null;

  return (
    <ContentPage heading={text.heading}>
      <div className="thank-you">
        <PaymentSuccessfulIllustration />
        <p className="thank-you__lead">{text.lead}</p>
        {purchase && <PurchaseSummary purchase={purchase} />}
        <PolicyDocuments />
        <RegulatedInformation information={regulatedInformationOf(product, brand, true)} />
        <StartNewQuoteButton />
      </div>
      <SalesTrackingImage url={tracking} />
    </ContentPage>
  );
}
