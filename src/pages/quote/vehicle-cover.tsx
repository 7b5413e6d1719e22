import { ContentPage } from '../../layout/content-page';

export default function VehicleCoverPage() {
  return (
    <ContentPage heading="Vehicle cover">
      <p>
        Choose your level of cover, when it starts, your voluntary excess and your years of
        no-claims discount.
      </p>
    </ContentPage>
  );
}
