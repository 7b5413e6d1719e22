import type { JourneyMachine } from '../../../machines/journey';
import type { KeyValueStorage } from '../../../machines/session';
import {
  ANALYTICS_ITEM_CATEGORY,
  analyticsChannel,
  retrieveQuoteStamp,
} from '../../../machines/session';
import type { Analytics } from '../analytics/analytics';
import type { QuoteClient } from '../../api/client';
import { saveFile } from './save-file';

export const RETRIEVE_QUOTE_STAMP_KEY = 'retrieveQuoteStamp';

type JourneyActions = NonNullable<Parameters<JourneyMachine['provide']>[0]['actions']>;
export type EffectName =
  | 'saveRetrieveQuoteStamp'
  | 'trackResultsViewed'
  | 'reportError'
  | 'recordRestartVisit'
  | 'markRestartTakenUp'
  | 'saveDownload';
export type JourneyEffects = Required<Pick<JourneyActions, EffectName>>;

export interface JourneyEffectDependencies {
  localStorage: KeyValueStorage;
  quoteClient: QuoteClient;
  now: () => Date;
  /** The third-party error reporter (spec 1 §1). */
  report: (error: unknown) => void;
  /** The product's analytics (src/app/analytics), which holds events until the visitor's cookie choice. */
  analytics?: Analytics;
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
    trackResultsViewed: ({ context }, { repeat }) => {
      if (repeat) return;
      deps.analytics?.track({
        event: 'results_page_viewed',
        page_path: context.location.path,
        channel: analyticsChannel(context),
        item_category: ANALYTICS_ITEM_CATEGORY,
      });
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
