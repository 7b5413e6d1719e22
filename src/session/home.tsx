import { Link } from 'react-router';
import { brand } from '../app/config/brand';
import { BenefitsList } from '../ui/benefits-list';
import { pageTitle } from '../ui/page-title';
import { JOURNEY_TEXT } from '../../machines/core/text';

const text = JOURNEY_TEXT.layout.home;

export default function HomePage() {
  return (
    <article className="home">
      <title>{pageTitle(text.heading)}</title>
      <section className="home__hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{text.heading}</h1>
        <p className="home__pitch">{text.pitch(brand.storefrontName)}</p>
        <BenefitsList className="benefits-list--hero" />
        <p>
          <Link className="button button--large" to="/quote/vehicle-details">
            {text.start}
          </Link>
        </p>
        <p className="home__hint">{text.licenceToHand}</p>
      </section>
    </article>
  );
}
