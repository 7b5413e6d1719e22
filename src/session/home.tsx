import { Link } from 'react-router';
import { brand } from '../app/config/brand';
import { BenefitsList } from '../ui/benefits-list';
import { pageTitle } from '../ui/page-title';

export default function HomePage() {
  return (
    <article className="home">
      <title>{pageTitle('Hire and reward insurance for delivery drivers')}</title>
      <section className="home__hero" aria-labelledby="home-heading">
        <h1 id="home-heading">Hire and reward insurance for delivery drivers</h1>
        <p className="home__pitch">
          {brand.storefrontName} insures food, parcel and courier drivers who carry goods for hire
          and reward. Get a quote online in minutes and buy 30 day or annual cover.
        </p>
        <BenefitsList className="benefits-list--hero" />
        <p>
          <Link className="button button--large" to="/quote/vehicle-details">
            Get a quote
          </Link>
        </p>
        <p className="home__hint">Have your driving licence to hand before you start.</p>
      </section>
    </article>
  );
}
