import { ContentPage } from '../../layout/content-page';

export default function DriverDetailsTwoPage() {
  return (
    <ContentPage heading="Driving history">
      <p>
        Tell us about any motoring convictions or claims in the last 5 years, any criminal
        convictions and whether you have ever been refused cover.
      </p>
    </ContentPage>
  );
}
