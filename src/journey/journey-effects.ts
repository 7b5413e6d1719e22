import type { JourneyMachine } from '../../machines/journey.machine';
import type { JourneyContext } from '../../machines/journey.types';
import type { KeyValueStorage } from '../../machines/persistence';
import {
  retrieveQuoteStamp,
  trackingDataFromUrl,
  type TrackingData,
} from '../../machines/rules/tracking';
import type { QuoteClient } from '../api/client';
import { saveFile } from './save-file';

export const RETRIEVE_QUOTE_STAMP_KEY = 'retrieveQuoteStamp';
export const TRACKING_DATA_KEY = 'trackingData';

type JourneyActions = NonNullable<Parameters<JourneyMachine['provide']>[0]['actions']>;
type EffectName =
  | 'saveRetrieveQuoteStamp'
  | 'trackPageView'
  | 'reportError'
  | 'recordRestartVisit'
  | 'markRestartTakenUp'
  | 'saveDownload';
export type JourneyEffects = Required<Pick<JourneyActions, EffectName>>;

export interface PageViewEvent {
  event: 'page_view';
  page: string;
  channel: 'Aggregator' | 'Direct';
}

export interface JourneyEffectDependencies {
  localStorage: KeyValueStorage;
  quoteClient: QuoteClient;
  now: () => Date;
  /** The third-party error reporter (spec 1 §1). */
  report: (error: unknown) => void;
  /** Where the analytics tag reads from; `window` in the app. Read at each page view, as the tag may load late. */
  analytics?: { dataLayer?: unknown };
  warn?: (message: string, error: unknown) => void;
  /** Saves a downloaded file as the browser's download named `fileName`; `saveFile` in the app. */
  saveFile?: (blob: Blob, fileName: string) => void;
}

const warnOnConsole = (message: string, error: unknown) => console.warn(message, error);

/** Storage may refuse a write (quota, private browsing); the journey goes on without the record. */
function storeQuietly(
  storage: KeyValueStorage,
  key: string,
  value: unknown,
  warn: (message: string, error: unknown) => void,
): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    warn(`Could not keep ${key} in local storage`, error);
  }
}

function hasPush(value: unknown): value is { push(entry: PageViewEvent): unknown } {
  return Array.isArray(value);
}

const channelOf = (context: JourneyContext): PageViewEvent['channel'] =>
  context.aggregator ? 'Aggregator' : 'Direct';

/** The machine's effect actions, for `journeyMachine.provide({ actions })`. */
export function createJourneyEffects(deps: JourneyEffectDependencies): JourneyEffects {
  const warn = deps.warn ?? warnOnConsole;
  const recorded = new Set<string>();

  /** Bookkeeping calls whose failure must not disturb the customer (spec 2 §4): logged only. */
  const logFailure = (call: Promise<unknown>, what: string) => {
    call.catch((error: unknown) => warn(`Could not record ${what}`, error));
  };

  return {
    saveRetrieveQuoteStamp: (_, { quoteRef }) => {
      if (quoteRef === null) return;
      const stamp = retrieveQuoteStamp(quoteRef, deps.now());
      storeQuietly(deps.localStorage, RETRIEVE_QUOTE_STAMP_KEY, stamp, warn);
    },
    trackPageView: ({ context }, { page, repeat }) => {
      if (repeat === true) return;
      const { dataLayer } = deps.analytics ?? (globalThis as { dataLayer?: unknown });
      if (hasPush(dataLayer))
        dataLayer.push({ event: 'page_view', page, channel: channelOf(context) });
    },
    reportError: (_, { error }) => deps.report(error),
    // spec 2 §4: a DPA visit and a quote view are recorded once per quote reference.
    recordRestartVisit: (_, { quoteRef, kind }) => {
      if (quoteRef === null || recorded.has(`${kind}:${quoteRef}`)) return;
      recorded.add(`${kind}:${quoteRef}`);
      const at = deps.now().toISOString();
      const call =
        kind === 'dpaVisit'
          ? deps.quoteClient.POST('/api/v1/RestartPolicy/SetRestartedQuoteDPAVisit', {
              body: { quoteReference: quoteRef, quoteDPAAt: at },
            })
          : deps.quoteClient.POST('/api/v1/RestartPolicy/SetRestartedQuoteViewed', {
              body: { quoteReference: quoteRef, quoteViewedAt: at },
            });
      logFailure(call, `the restart ${kind === 'dpaVisit' ? 'DPA visit' : 'quote view'}`);
    },
    markRestartTakenUp: (_, { quoteRef }) => {
      if (quoteRef === null) return;
      logFailure(
        deps.quoteClient.POST('/api/v1/RestartPolicy/SetRestartedQuoteTakenUp', {
          body: { quoteReference: quoteRef },
        }),
        'the restart take-up',
      );
    },
    saveDownload: (_, { blob, fileName }) => (deps.saveFile ?? saveFile)(blob, fileName),
  };
}

/** spec 1 §3: local storage keeps a tracking-data record of the entry link's campaign; a plain link keeps none. */
export function storeTrackingData(
  url: string | URL,
  localStorage: KeyValueStorage,
  now: Date,
): TrackingData | null {
  const tracking = trackingDataFromUrl(new URL(url), now);
  if (tracking !== null) storeQuietly(localStorage, TRACKING_DATA_KEY, tracking, warnOnConsole);
  return tracking;
}
