import { ContentPage } from '../layout/content-page';
import { PolicyDocuments } from './thank-you/policy-documents';

export default function ThankYouPage() {
  return (
    <ContentPage heading="Thank you for your purchase">
      <p>
        Your payment was successful and your policy documents will be sent to your email address.
      </p>
      <PolicyDocuments />
    </ContentPage>
  );
}
