import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { bootStatusOf, journeyMachineWith } from '../../machines/journey';
import {
  attachPersistence,
  createMemoryStorage,
  readPersisted,
  type KeyValueStorage,
} from '../../machines/session';
import { attachTabSync } from '../../machines/session';
import { createQuoteClient, type LookupClient } from '../api/client';
import type { ReferenceData } from '../../machines/core/reference-data';
import type { JourneyServiceLogic } from '../../machines/core/services';
import { App } from './app';
import { fetchPagesFor } from './routes';
import { footerReviews } from './layout/site-footer';
import { brand } from './config/brand';
import { config, transferUrlFor } from './config/env';
import { createJourneyActors } from './journey/journey-actors';
import { createDeviceFingerprint } from './fingerprint/device-fingerprint';
import { effectsLoadedOnUse } from './journey/effect-loader';
import { createAnalytics, dataLayerSink } from './analytics/analytics';
import { createConsentStore } from './consent/consent-store';
import { consentBanner } from './consent/consent-banner-host';
import { deferredErrorReporter } from './observability/deferred-reporter';
import { widgetLoadedOnUse } from '../payment/providers/widget-loader';
import type { FirstScreenTakeover } from './first-screen';

/** Browser storage, or a memory store when the browser refuses it (private modes, blocked cookies). */
function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('root');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

export interface StartOptions {
  lookup: LookupClient;
  /** The reference lists the page asked for as it loaded (src/app/main.tsx). */
  firstReferenceData: Promise<ReferenceData>;
  /** Looks fetch up at each call: the error reporting SDK wraps it once it has loaded. */
  lateFetch: typeof fetch;
  /** The page's first screen, when the server sent one, watched since the page loaded (src/app/first-screen.ts). */
  firstScreen: FirstScreenTakeover;
}

/** Creates the journey and renders the app into #root. */
export function start({ lookup, firstReferenceData, lateFetch, firstScreen }: StartOptions): void {
  // Error reporting loads its SDK only with a DSN configured; the customer's answers the journey holds are
  // redacted wherever they appear in a report (src/app/observability).
  const reporter = deferredErrorReporter(config.errorReporting, {
    personalState: () => journey.getSnapshot().context,
  });
  const quote = createQuoteClient({
    baseUrl: config.quoteApiUrl,
    tenantId: brand.tenantId,
    fetch: lateFetch,
  });
  const storage = browserStorage();
  const now = () => new Date();

  // Nothing non-essential is kept or sent before the visitor's cookie choice (src/app/consent).
  const consent = createConsentStore(storage, now);
  const { choice } = consent.getState();
  const analytics = createAnalytics(dataLayerSink(), choice ? choice.analytics : null);
  const entryUrl = window.location.href;
  consent.subscribe(() => {
    const chosen = consent.getState().choice;
    if (chosen === null) return;
    analytics.setAllowed(chosen.analytics);
    // Session replays (masked) come with analytics consent; errors are reported without personal data.
    if (chosen.analytics) reporter.enableReplay();
  });
  if (choice?.analytics) reporter.enableReplay();

  // Every service of the registry (machines/core/services.ts): one left out fails the typecheck.
  const services: JourneyServiceLogic = {
    ...createJourneyActors({
      lookup,
      quote,
      storage,
      now,
      firstReferenceData,
      deviceFingerprint: createDeviceFingerprint(),
    }),
    paymentWidget: widgetLoadedOnUse(reporter.report),
  };
  const journey = createActor(
    journeyMachineWith(
      services,
      effectsLoadedOnUse(() =>
        import('./journey/journey-effects').then(({ createJourneyEffects }) =>
          createJourneyEffects({
            localStorage: storage,
            quoteClient: quote,
            now,
            report: reporter.report,
            analytics,
          }),
        ),
      ),
    ),
    { input: { url: window.location.href, restored: readPersisted(storage) } },
  );
  // 'Transfer Me': the customer carries on in the quote journey for their kind of vehicle.
  journey.on('transfer', ({ registration }) => {
    window.location.assign(transferUrlFor(config.transferUrl, registration));
  });
  const tabs = attachTabSync(journey, new BroadcastChannel(`${brand.journeyKey}-journey`));
  attachPersistence(journey, storage, { onWrite: tabs.announceSaved, isAdopted: tabs.isAdopted });
  journey.start();
  void import('./analytics/deferred').then(({ startDeferredAnalytics }) =>
    startDeferredAnalytics({ journey, analytics, consent, storage, entryUrl, now: now() }),
  );

  const container = document.getElementById('root');
  if (container === null) {
    throw new Error('index.html has no #root element');
  }

  // The page's own Loading... frame, or its first screen, stays until the journey has started (its reference
  // lists in, or their failure), the first page's modules, the footer's reviews and, for a visitor who has not
  // chosen, the cookie banner are here: React then draws the page whole, not after a fallback of its own, and
  // nothing in the footer moves as the reviews arrive.
  // Over a first screen it draws at once (flushSync), so that what the customer did on it is carried across
  // to the page that replaces it. Over the Loading... frame it draws in a transition: React builds the page
  // in slices of a few milliseconds, and a phone stays free to answer the customer between them (a results
  // page built in one go held its main thread for a quarter of a second and more).
  // The journey has started: its reference lists are in, or their failure is shown (xstate's waitFor would do
  // this, at the cost of its timer and error handling in the first page's script, which uses it nowhere else).
  const started = new Promise<void>((resolve) => {
    const hasStarted = () => bootStatusOf(journey.getSnapshot()) !== 'loading';
    if (hasStarted()) return resolve();
    const subscription = journey.subscribe(() => {
      if (!hasStarted()) return;
      subscription.unsubscribe();
      resolve();
    });
  });
  void Promise.all([
    started,
    fetchPagesFor(window.location.pathname),
    footerReviews.fetch(),
    consent.getState().choice === null ? consentBanner.fetch() : undefined,
  ]).then(() => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <App journey={journey} reportActivity={tabs.reportActivity} consent={consent} />
      </StrictMode>
    );
    if (firstScreen.shown) firstScreen.takeOver(() => flushSync(() => root.render(app)));
    else startTransition(() => root.render(app));
  });
}
