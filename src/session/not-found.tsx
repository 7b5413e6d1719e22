import { Link } from 'react-router';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { ContentPage } from '../ui/content-page';

const text = JOURNEY_TEXT.layout;

export default function NotFoundPage() {
  return (
    <ContentPage heading={text.notFound.heading}>
      <p>{text.notFound.body}</p>
      <p>
        <Link to="/">{text.goHome}</Link>
      </p>
    </ContentPage>
  );
}
