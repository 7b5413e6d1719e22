import { ContentPage } from '../layout/content-page';

export default function RestartPolicyPage() {
  return (
    <ContentPage heading="Your Quote">
      <p>Enter your surname, date of birth, postcode and vehicle registration to see your quote.</p>
    </ContentPage>
  );
}
