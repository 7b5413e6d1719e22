import { ContentPage } from '../layout/content-page';

export default function MakePaymentPage() {
  return (
    <ContentPage heading="Pay by card">
      <p>We accept Visa and Mastercard.</p>
    </ContentPage>
  );
}
