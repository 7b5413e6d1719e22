import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '../config/brand';
import { ContentPage } from '../../ui/content-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { JOURNEY_TEXT } from '../../../machines/core/text';

const text = JOURNEY_TEXT.layout;

/** Shown when a route fails to load or render, e.g. a page's script could not be fetched after a release. */
export function RouteError() {
  return (
    <div className="site">
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <ContentPage heading={text.routeError.heading}>
          <p>{text.routeError.body(brand.supportPhone)}</p>
          <p>
            <Link to="/">{text.goHome}</Link>
          </p>
        </ContentPage>
      </main>
      <SiteFooter />
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** The page shown: another one (another path) is tried again after an error. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  shownKey: string;
  failed: boolean;
}

/** Shows `RouteError` instead of a page that failed, until the customer goes to another page. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { shownKey: this.props.resetKey, failed: false };

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.shownKey ? null : { shownKey: props.resetKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
