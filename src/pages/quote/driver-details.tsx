import { ContentPage } from '../../layout/content-page';

export default function DriverDetailsPage() {
  return (
    <ContentPage heading="Driver details">
      <p>Tell us about your UK residence, your job and your driving licence.</p>
    </ContentPage>
  );
}
