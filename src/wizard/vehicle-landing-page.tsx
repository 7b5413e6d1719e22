import { Link } from 'react-router';
import { ContentPage } from '../ui/content-page';

export default function VehicleLandingPage() {
  return (
    <ContentPage heading="Insurance for your delivery vehicle">
      <p>30 day or annual cover for a vehicle you use to carry goods for hire and reward.</p>
      <p>
        <Link className="button" to="/quote/vehicle-details">
          Get a quote
        </Link>
      </p>
    </ContentPage>
  );
}
