import { Suspense } from 'react';
import { lazyFetchedAhead } from '../lazy-fetched-ahead';
import { brand } from '../config/brand';
import { CookieSettingsButton } from '../consent/consent-banner-host';
import { BenefitsList } from '../../ui/benefits-list';
import { SecureSiteNote } from '../../ui/secure-site-note';
import { telephoneHref } from './site-header';
import { JOURNEY_TEXT } from '../../../machines/core/text';

const text = JOURNEY_TEXT.layout.footer;

/**
 * Its own module, with its review file, kept off the first page's scripts: the app fetches it beside the first
 * page and draws both at once (src/app/start.tsx), so the sections under it never move as it arrives.
 */
export const footerReviews = lazyFetchedAhead(() => import('./customer-reviews-widget'));
const CustomerReviews = footerReviews.Component;

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
            <summary>{text.termsHeading}</summary>
            <p>{text.terms(name)}</p>
          </details>
          <details className="footer-section">
            <summary>{text.officeHeading}</summary>
            <p>{text.office(name)}</p>
          </details>
          <details className="footer-section">
            <summary>{text.contactHeading}</summary>
            <p>
              {text.callCentre} <a href={telephoneHref(brand.supportPhone)}>{brand.supportPhone}</a>
              . {text.claimsHelpline}
            </p>
          </details>
          <details className="footer-section">
            <summary>{text.complaintsHeading}</summary>
            <p>{text.complain(brand.supportPhone)}</p>
            <p>{text.ombudsman}</p>
          </details>
          <details className="footer-section">
            <summary>{text.protectionHeading}</summary>
            <p>{text.compensation}</p>
          </details>
          <details className="footer-section">
            <summary>{text.privacyHeading}</summary>
            <p>{text.privacy}</p>
          </details>
        </div>
        {/* The footer's last row: its small print, and a place for links such as cookie settings. */}
        <div className="site-footer__bottom">
          <p className="site-footer__small-print">{text.smallPrint(name)}</p>
          <CookieSettingsButton className="site-footer__link-button" />
        </div>
      </div>
    </footer>
  );
}
