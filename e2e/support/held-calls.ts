/**
 * A page's calls held until a test lets each through or drops it, through the browser's own request
 * interception (the DevTools protocol's Fetch domain) for the calls' addresses alone.
 *
 * Playwright's `page.route` would do the same, but it intercepts every request of the page and turns the
 * browser's cache off while it does: every script of the app is then fetched and compiled again on every page
 * the journey paths open, which took about a third of their time. Here the app's built files come from the
 * browser's cache, with their compiled code, from a worker's second path on.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface HeldCall {
  /** Sends the call on as the page made it. */
  letThrough(): Promise<void>;
  /** Cuts the call off, as a dropped connection does. */
  drop(): Promise<void>;
}

/**
 * Which calls to hold: by name, each address a glob as Playwright's `page.route` takes it (`**` any run of
 * characters, `*` any run without a `/`). An `asset` is one of the app's built files: it is held once it has
 * been fetched, and let through marked not to be cached, so the next page fetches it again.
 */
export type HeldAddresses<Name extends string> = Record<Name, { url: string; asset?: boolean }>;

/** A Playwright glob as a regular expression over the whole address. */
export function globPattern(glob: string): RegExp {
  let pattern = '';
  for (let at = 0; at < glob.length; at += 1) {
    const char = glob.charAt(at);
    if (char === '*' && glob.charAt(at + 1) === '*') {
      pattern += '.*';
      at += 1;
    } else if (char === '*') {
      pattern += '[^/]*';
    } else {
      pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** The protocol's address pattern for a glob: `*` for any run of characters, which the glob then narrows. */
const protocolPattern = (glob: string) => glob.replace(/\*+/g, '*');

/** What a paused request tells of itself (the protocol's `Fetch.requestPaused`), as far as it is read here. */
interface Paused {
  requestId: string;
  request: { url: string };
  responseStatusCode?: number;
  responseHeaders?: { name: string; value: string }[];
}

/**
 * Holds `page`'s calls to `addresses` from now on, handing each to `onCall` as the page makes it. Resolves
 * once the browser holds them.
 */
export async function holdCalls<Name extends string>(
  page: Page,
  addresses: HeldAddresses<Name>,
  onCall: (name: Name, call: HeldCall) => void,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const entries = (Object.entries(addresses) as [Name, { url: string; asset?: boolean }][]).map(
    ([name, { url, asset }]) => ({ name, pattern: globPattern(url), url, asset: asset === true }),
  );
  cdp.on('Fetch.requestPaused', (paused: Paused) => {
    const held = entries.find((entry) => entry.pattern.test(paused.request.url));
    if (!held) {
      void untilGone(cdp.send('Fetch.continueRequest', { requestId: paused.requestId }));
      return;
    }
    onCall(held.name, held.asset ? heldAsset(cdp, paused) : heldRequest(cdp, paused));
  });
  await cdp.send('Fetch.enable', {
    patterns: entries.map(({ url, asset }) => ({
      urlPattern: protocolPattern(url),
      requestStage: asset ? ('Response' as const) : ('Request' as const),
    })),
  });
}

/** A call held before it leaves the browser. */
function heldRequest(cdp: CDPSession, paused: Paused): HeldCall {
  return {
    letThrough: () => untilGone(cdp.send('Fetch.continueRequest', { requestId: paused.requestId })),
    drop: () => dropped(cdp, paused),
  };
}

const dropped = (cdp: CDPSession, paused: Paused) =>
  untilGone(
    cdp.send('Fetch.failRequest', { requestId: paused.requestId, errorReason: 'ConnectionReset' }),
  );

/** A built file held as it arrives: let through marked not to be kept, so the next page asks for it again. */
function heldAsset(cdp: CDPSession, paused: Paused): HeldCall {
  return {
    letThrough: () =>
      untilGone(
        (async () => {
          const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', {
            requestId: paused.requestId,
          });
          const headers = (paused.responseHeaders ?? []).filter(
            ({ name }) => !/^(cache-control|etag|last-modified)$/i.test(name),
          );
          await cdp.send('Fetch.fulfillRequest', {
            requestId: paused.requestId,
            responseCode: paused.responseStatusCode ?? 200,
            responseHeaders: [...headers, { name: 'Cache-Control', value: 'no-store' }],
            body: base64Encoded ? body : Buffer.from(body).toString('base64'),
          });
        })(),
      ),
    drop: () => dropped(cdp, paused),
  };
}

/**
 * An answer to a held request. The page may have gone since (a path ends, a link is opened): its requests
 * went with it, and there is nothing left to answer.
 */
async function untilGone(answer: Promise<unknown>): Promise<void> {
  try {
    await answer;
  } catch (error) {
    if (!/Invalid InterceptionId|Target closed|Session closed|has been closed/i.test(String(error)))
      throw error;
  }
}

/**
 * Holds back `page`'s requests to `url` (a glob or a pattern, as `page.route` takes it) until the test calls
 * the function this resolves to; then they go on as the page made them. Playwright's routing, so the page's
 * cache is off while it holds: for a test's single page, not for the journey paths (`holdCalls` above).
 */
export async function holdUntilReleased(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
