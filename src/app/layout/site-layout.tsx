import { Outlet } from 'react-router';
import { RouteSync, useIdleActivity } from '../journey/route-sync';
import { FocusPageHeading } from '../../ui/focus-page-heading';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TimeOutWarningHost } from '../../session/time-out-warning';
import { ConsentBannerHost } from '../consent/consent-banner-host';

/** Page furniture around every route. */
export function SiteLayout() {
  useIdleActivity();
  return (
    <div className="site">
      <RouteSync />
      <ScrollToTop />
      <FocusPageHeading />
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ConsentBannerHost />
      <TimeOutWarningHost />
    </div>
  );
}
