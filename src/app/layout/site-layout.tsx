import { Outlet } from 'react-router';
import { RouteSync, useIdleActivity, usePageChanging } from '../journey/route-sync';
import { FocusPageHeading } from '../../ui/focus-page-heading';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TimeOutWarningHost } from '../../session/time-out-warning';
import { SaveQuoteHost } from '../../session/save-quote';
import { ConsentBannerHost } from '../consent/consent-banner-host';
import { BlockingOverlay } from '../../ui/blocking-overlay';
import { useAfterAMoment } from '../../ui/use-after-a-moment';
import { JOURNEY_TEXT } from '../../../machines/core/text';

/** Page furniture around every route. */
export function SiteLayout() {
  useIdleActivity();
  // Between pages the page before is inert and busy; a wait longer than a moment (the next page's script on a
  // slow connection) shows the loading panel, as every other wait does (docs/decisions/0011).
  const changing = usePageChanging();
  const waiting = useAfterAMoment(changing);
  return (
    <div className="site">
      <RouteSync />
      <ScrollToTop />
      <FocusPageHeading />
      <SiteHeader />
      <main
        id="main-content"
        className="site-main"
        tabIndex={-1}
        inert={changing}
        aria-busy={changing}
      >
        <Outlet />
      </main>
      <SiteFooter />
      <BlockingOverlay label={JOURNEY_TEXT.layout.loading} shown={waiting} />
      <ConsentBannerHost />
      <TimeOutWarningHost />
      <SaveQuoteHost />
    </div>
  );
}
