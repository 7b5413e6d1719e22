import { Link } from 'react-router';
import { ContentPage } from '../layout/content-page';

export default function QuoteExpiredPage() {
  return (
    <ContentPage heading="Quote expired">
      <p>This quote is no longer available. Start a new quote to get an up-to-date price.</p>
      <p>
        <Link className="button" to="/quote/vehicle-details">
          Start a new quote
        </Link>
      </p>
    </ContentPage>
  );
}
