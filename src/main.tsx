/**
 * The page's entry, kept small: it asks for the reference lists every journey starts with at once, then
 * starts the app (./start.tsx), whose scripts the page has been fetching alongside it (the server lists them
 * in the page: server/static-app.ts). The lists and the app's scripts thus arrive together instead of the
 * request waiting for the whole app.
 */
import { createLookupClient, dataOf } from './api/client';
import { brand } from './config/brand';
import { config } from './config/env';
import './styles/base.css';
import './styles/page-frame.css';
import './styles/progress-and-partner.css';
import './styles/footer-and-loading.css';
import './styles/wide-screens.css';

// The error reporting SDK wraps fetch once it has loaded, after these clients exist: fetch is looked up at
// each call.
const lateFetch: typeof fetch = (...args) => globalThis.fetch(...args);
const lookup = createLookupClient({
  baseUrl: config.lookupApiUrl,
  tenantId: brand.tenantId,
  fetch: lateFetch,
});
const firstReferenceData = lookup
  .GET('/api/v1/ReferenceData/GetAllReferenceListData')
  .then((result) => dataOf(result).referenceData);
// A failure is the journey's to report when it boots (the first load fails and offers Try again).
firstReferenceData.catch(() => undefined);

import('./start')
  .then(({ start }) => start({ lookup, firstReferenceData, lateFetch }))
  .catch(() => {
    const root = document.getElementById('root');
    if (root !== null) {
      root.textContent = `Sorry, we couldn't load your quote. Please check your connection and reload the page, or give us a call on ${brand.supportPhone}.`;
    }
  });
