import type { JourneyActions } from '../../../machines/journey';
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
/** The restart visits already recorded (`dpaVisit:RST-1`), kept beside the journey so a reload sends none again. */
export const RESTART_VISITS_KEY = 'restartVisitsRecorded';
/** The newest records kept: enough for every quote one browser restarts, bounded so the list cannot grow on. */
const RESTART_VISITS_KEPT = 50;

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

/** The visits this browser recorded before, as stored; an unreadable record is treated as none. */
function readRecordedVisits(storage: KeyValueStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(RESTART_VISITS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The machine's effect actions, for `journeyMachineWith` (tests: `journeyMachine.provide({ actions })`). */
export function createJourneyEffects(deps: JourneyEffectDependencies): JourneyEffects {
  const warn = deps.warn ?? warnOnConsole;
  // Read again on each visit: another tab or an earlier load of the page may have recorded it.
  const recordedVisits = () => new Set([...readRecordedVisits(deps.localStorage), ...recorded]);
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
    // spec 2 §4: across reloads too, so the record is kept in local storage beside the journey.
    recordRestartVisit: (_, { quoteRef, kind }) => {
      const visit = `${kind}:${quoteRef}`;
      if (quoteRef === null || recordedVisits().has(visit)) return;
      recorded.add(visit);
      const kept = [...readRecordedVisits(deps.localStorage), visit].slice(-RESTART_VISITS_KEPT);
      storeQuietly(deps.localStorage, RESTART_VISITS_KEY, kept, warn);
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
