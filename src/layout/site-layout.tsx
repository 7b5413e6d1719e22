import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Page furniture around every route. */
export function SiteLayout() {
  return (
    <div className="site">
      <ScrollToTop />
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
