import { ContentPage } from '../layout/content-page';

export default function ThankYouPage() {
  return (
    <ContentPage heading="Thank you for your purchase">
      <p>
        Your payment was successful and your policy documents will be sent to your email address.
      </p>
    </ContentPage>
  );
}
