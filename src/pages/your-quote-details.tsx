import { ContentPage } from '../layout/content-page';

export default function YourQuoteDetailsPage() {
  return (
    <ContentPage heading="Your quote details">
      <p>
        Enter the policy holder&apos;s surname, date of birth and home postcode to see your quote.
      </p>
    </ContentPage>
  );
}
