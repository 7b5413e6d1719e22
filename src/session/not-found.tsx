import { Link } from 'react-router';
import { ContentPage } from '../ui/content-page';

export default function NotFoundPage() {
  return (
    <ContentPage heading="Page not found">
      <p>The page you were looking for doesn&apos;t exist or has moved.</p>
      <p>
        <Link to="/">Go to the homepage</Link>
      </p>
    </ContentPage>
  );
}
