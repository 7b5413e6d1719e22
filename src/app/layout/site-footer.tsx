import { lazy, Suspense } from 'react';
import { brand } from '../config/brand';
import { CookieSettingsButton } from '../consent/consent-banner-host';
import { BenefitsList } from '../../ui/benefits-list';
import { SecureSiteNote } from '../../ui/secure-site-note';
import { telephoneHref } from './site-header';

/** Fetched after the page it sits under, with its review file, so the first page stays small. */
const CustomerReviews = lazy(() => import('./customer-reviews-widget'));

export function SiteFooter() {
  const name = brand.storefrontName;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__assurances">
          <BenefitsList className="benefits-list--inline" />
          <SecureSiteNote />
          <Suspense fallback={null}>
            <CustomerReviews />
          </Suspense>
        </div>
        <div className="site-footer__sections">
          <details className="footer-section">
            <summary>Terms of business</summary>
            <p>
              {name} is a trading name of an insurance broker. Our terms of business explain the
              services we provide, how we are paid for them and what to do if you want to complain.
            </p>
          </details>
          <details className="footer-section">
            <summary>Registered office details</summary>
            <p>
              {name} is a trading name of an insurance broker registered in England and Wales. The
              broker&apos;s registered office address and company number are given in our terms of
              business and in your policy documents.
            </p>
          </details>
          <details className="footer-section">
            <summary>Contact us</summary>
            <p>
              Our UK call centre is on{' '}
              <a href={telephoneHref(brand.supportPhone)}>{brand.supportPhone}</a>. Our claims
              helpline is open 24 hours a day, 7 days a week.
            </p>
          </details>
          <details className="footer-section">
            <summary>Privacy notice</summary>
            <p>
              We use the details you give us to provide your quote and arrange your policy. With
              your consent, we share driving licence numbers with the DVLA to check your driving
              record.
            </p>
          </details>
        </div>
        {/* The footer's last row: its small print, and a place for links such as cookie settings. */}
        <div className="site-footer__bottom">
          <p className="site-footer__small-print">
            {name}: 30 day or annual insurance for drivers who carry goods for hire and reward.
          </p>
          <CookieSettingsButton className="site-footer__link-button" />
        </div>
      </div>
    </footer>
  );
}
