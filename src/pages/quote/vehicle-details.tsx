import { ContentPage } from '../../layout/content-page';

export default function VehicleDetailsPage() {
  return (
    <ContentPage heading="Vehicle details">
      <p className="notice">
        Please answer every question accurately: misrepresentation can invalidate your cover. Have
        your driving licence to hand.
      </p>
    </ContentPage>
  );
}
