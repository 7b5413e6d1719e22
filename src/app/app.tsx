import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { bootStatusOf, type JourneyActorRef } from '../../machines/journey';
import { JOURNEY_TEXT } from '../../machines/core/text';
import { brand } from './config/brand';
import { JourneyProvider, useJourney, useJourneySelector } from './journey/journey-context';
import { BootFrame } from './layout/boot-frame';
import { LoadingStatus } from '../ui/loading-status';
import { RouteErrorBoundary } from './layout/route-error';
import { ActivityReporterContext, type ReportActivity } from './journey/route-sync';
import { ConsentContext } from './consent/consent-context';
import type { ConsentStore } from './consent/consent-store';
import { routes } from './routes';

/** A router around the app's routes: the browser's in the app, a memory router in tests. */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

export interface AppProps {
  /** The journey actor, created and started once where the app starts. */
  journey: JourneyActorRef;
  /** The browser router in the app; tests pass a memory router. */
  Router?: RouterComponent;
  /** Reports user activity to this tab's journey and the journey's other tabs. */
  reportActivity?: ReportActivity;
  /** The visitor's cookie choice; without one (tests) no banner is shown. */
  consent?: ConsentStore;
}

export function App({ journey, Router = BrowserRouter, reportActivity, consent }: AppProps) {
  return (
    <JourneyProvider journey={journey}>
      <ActivityReporterContext value={reportActivity ?? null}>
        <ConsentContext value={consent ?? null}>
          <AppShell Router={Router} />
        </ConsentContext>
      </ActivityReporterContext>
    </JourneyProvider>
  );
}

function AppShell({ Router }: { Router: RouterComponent }) {
  const status = useJourneySelector(bootStatusOf);
  switch (status) {
    case 'loading':
      return (
        <BootFrame>
          <LoadingStatus />
        </BootFrame>
      );
    case 'failed':
      return (
        <BootFrame>
          <BootFailed />
        </BootFrame>
      );
    case 'ready':
      return (
        <Router>
          <JourneyRoutes />
        </Router>
      );
  }
}

/**
 * The page for the browser's location. Loading... shows only while the first page's script is fetched:
 * later pages are shown in a transition, so the page before stays until the next is ready.
 */
function JourneyRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <BootFrame>
            <LoadingStatus />
          </BootFrame>
        }
      >
        {page}
      </Suspense>
    </RouteErrorBoundary>
  );
}

function BootFailed() {
  const journey = useJourney();
  const message = useJourneySelector((snapshot) => snapshot.context.bootError);
  const canRetry = useJourneySelector((snapshot) => snapshot.can({ type: 'boot.retry' }));
  return (
    <section className="boot-failed" role="alert" aria-labelledby="boot-failed-heading">
      <h1 id="boot-failed-heading">{JOURNEY_TEXT.boot.failedHeading}</h1>
      {message !== null && <p>{message}</p>}
      <p>{JOURNEY_TEXT.boot.tryAgainOrCall(brand.supportPhone)}</p>
      <button
        type="button"
        className="button"
        disabled={!canRetry}
        onClick={() => journey.send({ type: 'boot.retry' })}
      >
        {JOURNEY_TEXT.boot.tryAgain}
      </button>
    </section>
  );
}
