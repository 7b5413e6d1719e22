import { ContentPage } from '../../layout/content-page';

export default function AdditionalDriversPage() {
  return (
    <ContentPage heading="Additional drivers">
      <p>
        Tell us about anyone else you would like to be able to drive your vehicle under this policy.
      </p>
    </ContentPage>
  );
}
