import { Link } from 'react-router';
import { ContentPage } from '../layout/content-page';

export default function TimeOutPage() {
  return (
    <ContentPage heading="Sorry, your session has timed out">
      <p>For your security, your session ends after 15 minutes without activity.</p>
      <p>
        <Link className="button" to="/quote/vehicle-details">
          Start a new quote
        </Link>
      </p>
    </ContentPage>
  );
}
