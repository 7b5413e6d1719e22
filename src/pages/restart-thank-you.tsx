import { ContentPage } from '../layout/content-page';

export default function RestartThankYouPage() {
  return (
    <ContentPage heading="Thank you">
      <p>
        Your new 30-day policy is in place, and your policy documents will be sent to your email
        address.
      </p>
    </ContentPage>
  );
}
