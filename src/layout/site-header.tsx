import { Link } from 'react-router';
import { brand } from '../config/brand';

export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <div className="site-header__inner">
        <Link className="site-header__logo" to="/" aria-label={`${brand.storefrontName} home`}>
          {brand.storefrontName}
        </Link>
        <a className="site-header__phone" href={telephoneHref(brand.supportPhone)}>
          <span className="visually-hidden">Call us on </span>
          {brand.supportPhone}
        </a>
      </div>
    </header>
  );
}

export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
