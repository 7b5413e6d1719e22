import { ContentPage } from '../layout/content-page';

export default function PolicySelectionPage() {
  return (
    <ContentPage heading="Choose your policy length">
      <p>Choose 30-day or annual cover for your vehicle.</p>
    </ContentPage>
  );
}
