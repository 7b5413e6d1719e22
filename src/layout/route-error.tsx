import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { brand } from '../config/brand';
import { ContentPage } from './content-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Shown when a route fails to load or render, e.g. a page's script could not be fetched after a release. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div className="site">
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <ContentPage heading={status === 404 ? 'Page not found' : 'Something went wrong'}>
          <p>
            Please reload the page and try again, or give us a call on {brand.supportPhone} and
            we&apos;ll be happy to help.
          </p>
          <p>
            <Link to="/">Go to the homepage</Link>
          </p>
        </ContentPage>
      </main>
      <SiteFooter />
    </div>
  );
}
