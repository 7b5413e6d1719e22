import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { journeyMachine } from '../machines/journey.machine';
import { createLookupClient } from './api/client';
import { App } from './app';
import { brand } from './config/brand';
import { config } from './config/env';
import { createJourneyActors } from './journey/journey-actors';
import './styles.css';

const lookup = createLookupClient({ baseUrl: config.lookupApiUrl, tenantId: brand.tenantId });
const journey = createActor(journeyMachine.provide({ actors: createJourneyActors({ lookup }) }));
journey.start();

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <App journey={journey} />
  </StrictMode>,
);
