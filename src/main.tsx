import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { journeyMachine } from '../machines/journey.machine';
import {
  attachPersistence,
  createMemoryStorage,
  readPersisted,
  type KeyValueStorage,
} from '../machines/persistence';
import { attachTabSync } from '../machines/tab-sync';
import { createLookupClient, createQuoteClient } from './api/client';
import { App } from './app';
import { brand } from './config/brand';
import { config, transferUrlFor } from './config/env';
import { createJourneyActors } from './journey/journey-actors';
import { createJourneyEffects } from './journey/journey-effects';
import { createAnalytics, dataLayerSink } from './analytics/analytics';
import { createConsentStore } from './consent/consent-store';
import { deferredErrorReporter } from './observability/deferred-reporter';
import { paymentAdapters } from './payments/adapters';
import { createPaymentWidget } from './payments/widget-actor';
import './styles/base.css';
import './styles/page-frame.css';
import './styles/progress-and-partner.css';
import './styles/footer-and-loading.css';
import './styles/wide-screens.css';

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

// Error reporting loads its SDK only with a DSN configured; the customer's answers the journey holds are
// redacted wherever they appear in a report (src/observability).
const reporter = deferredErrorReporter(config.errorReporting, {
  personalState: () => journey.getSnapshot().context,
});
// The SDK wraps fetch once it has loaded, after these clients exist: fetch is looked up at each call.
const lateFetch: typeof fetch = (...args) => globalThis.fetch(...args);
const lookup = createLookupClient({
  baseUrl: config.lookupApiUrl,
  tenantId: brand.tenantId,
  fetch: lateFetch,
});
const quote = createQuoteClient({
  baseUrl: config.quoteApiUrl,
  tenantId: brand.tenantId,
  fetch: lateFetch,
});
const storage = browserStorage();
const now = () => new Date();

// Nothing non-essential is kept or sent before the visitor's cookie choice (src/consent).
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

const journey = createActor(
  journeyMachine.provide({
    actors: {
      ...createJourneyActors({ lookup, quote, storage, now }),
      paymentWidget: createPaymentWidget({
        adapters: paymentAdapters,
        report: reporter.report,
      }),
    },
    actions: createJourneyEffects({
      localStorage: storage,
      quoteClient: quote,
      now,
      report: reporter.report,
      analytics,
    }),
  }),
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

createRoot(container).render(
  <StrictMode>
    <App journey={journey} reportActivity={tabs.reportActivity} consent={consent} />
  </StrictMode>,
);
