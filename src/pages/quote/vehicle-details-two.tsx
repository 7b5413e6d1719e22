import { ContentPage } from '../../layout/content-page';

export default function VehicleDetailsTwoPage() {
  return (
    <ContentPage heading="More about your vehicle">
      <p>
        Tell us how you bought, own, keep and use your vehicle, how many miles you drive and whether
        it has been modified.
      </p>
    </ContentPage>
  );
}
