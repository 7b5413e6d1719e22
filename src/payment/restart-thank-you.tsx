import { TEXT } from '../../machines/core/catalogue';
import { purchaseOf } from '../../machines/payment/view';
import { useJourneySelector } from '../app/journey/journey-context';
import { ContentPage } from '../ui/content-page';
import { CoverBought, PolicyReference, PortalPanel } from './thank-you/post-purchase-panel';
import './thank-you/thank-you.css';

const text = TEXT.thankYou;

/** A restarted policy bought (spec 2 §2): its reference, the cover and the customer portal, as on thank-you. */
export default function RestartThankYouPage() {
  const purchase = useJourneySelector(purchaseOf);
  return (
    <ContentPage heading={text.restart.heading}>
      <div className="thank-you">
        <p>{text.restart.lead}</p>
        {purchase && (
          <>
            <PolicyReference reference={purchase.policyReference} />
            <CoverBought purchase={purchase} />
            <PortalPanel status={purchase.portalUserStatus} />
          </>
        )}
      </div>
    </ContentPage>
  );
}
