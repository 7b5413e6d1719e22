import { ContentPage } from '../ui/content-page';

export default function ProtectTermsPage() {
  return (
    <ContentPage heading="Telematics terms">
      <p>
        These terms apply to policies that use a telematics device to record how the vehicle is
        driven.
      </p>
    </ContentPage>
  );
}
