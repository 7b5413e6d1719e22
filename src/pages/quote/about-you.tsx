import { ContentPage } from '../../layout/content-page';

export default function AboutYouPage() {
  return (
    <ContentPage heading="About you">
      <p>
        Tell us your name, date of birth, contact details and home address, and where the vehicle is
        kept overnight.
      </p>
    </ContentPage>
  );
}
