import { Link } from 'react-router';
import { ContentPage } from '../ui/content-page';
import { JOURNEY_TEXT } from '../../machines/core/text';

const text = JOURNEY_TEXT.layout;

export default function VehicleLandingPage() {
  return (
    <ContentPage heading={text.vehicleLanding.heading}>
      <p>{text.vehicleLanding.body}</p>
      <p>
        <Link className="button" to="/quote/vehicle-details">
          {text.home.start}
        </Link>
      </p>
    </ContentPage>
  );
}
