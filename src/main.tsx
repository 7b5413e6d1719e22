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
import { createJourneyEffects, storeTrackingData } from './journey/journey-effects';
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

const lookup = createLookupClient({ baseUrl: config.lookupApiUrl, tenantId: brand.tenantId });
const quote = createQuoteClient({ baseUrl: config.quoteApiUrl, tenantId: brand.tenantId });
const storage = browserStorage();
const now = () => new Date();
storeTrackingData(window.location.href, storage, now());

const journey = createActor(
  journeyMachine.provide({
    actors: {
      ...createJourneyActors({ lookup, quote, storage, now }),
      paymentWidget: createPaymentWidget({
        adapters: paymentAdapters,
        report: (error) => console.warn('Payment widget fault', error),
      }),
    },
    actions: createJourneyEffects({
      localStorage: storage,
      quoteClient: quote,
      now,
      report: (error) => console.warn('Journey call failed', error),
    }),
  }),
  { input: { url: window.location.href, restored: readPersisted(storage) } },
);
// 'Transfer Me': the customer carries on in the quote journey for their kind of vehicle.
journey.on('transfer', ({ registration }) => {
  window.location.assign(transferUrlFor(config.transferUrl, registration));
});
const tabs = attachTabSync(journey, new BroadcastChannel(`${brand.journeyKey}-journey`), storage);
attachPersistence(journey, storage, { onWrite: tabs.announceSaved });
journey.start();

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <App journey={journey} reportActivity={tabs.reportActivity} />
  </StrictMode>,
);
