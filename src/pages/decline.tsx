import { ContentPage } from '../layout/content-page';

export default function DeclinePage() {
  return (
    <ContentPage heading="We are unable to offer you cover">
      <p>Unfortunately we are unable to provide a quote based on the details you have given us.</p>
    </ContentPage>
  );
}
