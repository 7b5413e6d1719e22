/**
 * The page's entry, kept small: it asks for the reference lists every journey starts with at once, then
 * starts the app (./start.tsx), whose scripts the page has been fetching alongside it (the server lists them
 * in the page: server/static-app.ts). The lists and the app's scripts thus arrive together instead of the
 * request waiting for the whole app.
 */
import { bootText } from '../../machines/core/boot-text';
import { createLookupClient, dataOf } from '../api/client';
import { brand } from './config/brand';
import { config } from './config/env';
import { linkInlinedStyleSheets, watchFirstScreen } from './first-screen';
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

/** The app's scripts did not arrive: the boot frame says so as the app's own failure screen would. */
function showAppLoadFailed(): void {
  // Under the brand: the Loading... frame's, or the header of the page's first screen.
  const frame =
    document.querySelector('.boot-screen__main') ??
    document.getElementById('main-content') ??
    document.getElementById('root');
  if (frame === null) return;
  const section = document.createElement('section');
  section.className = 'boot-failed';
  section.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = bootText.failedHeading;
  const advice = document.createElement('p');
  advice.textContent = bootText.reloadOrCall(brand.supportPhone);
  section.append(heading, advice);
  frame.replaceChildren(section);
}

// A page customers land on shows its first screen before the app runs: what the customer does on it is kept.
const firstScreen = watchFirstScreen(document.getElementById('root'));

/**
 * Runs `then` once the page has been painted: the app's script takes a long while to run on a phone, and run
 * before the first frame it would hold back the page the server sent. A page in a background tab, which paints
 * no frames, goes on after a moment.
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * Resolves in a task of its own: the app's modules are run in one task and the journey started in the next, so
 * that a phone answers the customer between the two rather than after both.
 */
const nextTask = <T,>(value: T) =>
  new Promise<T>((resolve) => {
    setTimeout(() => resolve(value), 0);
  });

afterFirstPaint(() => {
  linkInlinedStyleSheets();
  import('./start')
    .then(nextTask)
    .then(({ start }) => start({ lookup, firstReferenceData, lateFetch, firstScreen }))
    .catch(showAppLoadFailed);
});
