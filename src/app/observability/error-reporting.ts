/**
 * The error reporter the journey and the payment widget report to (spec 1 §1, §8, §9). Without a DSN it is
 * off and the SDK is never fetched; with one, the SDK is imported on demand and reports made meanwhile are
 * queued and sent once it has loaded. Session replay is loaded only when `enableReplay()` is called (cookie
 * consent). Every report passes through scrub.ts first.
 */
import type { BrowserOptions } from '@sentry/browser';
import type { ErrorReportingConfig } from '../config/env';
import { reportingOff, warnOnConsole } from './reporting-off';
import type { SentryHandle, SentrySettings } from './sentry-client';

export interface ErrorReporter {
  /** Sends a failure: a warning when it carries an HTTP status and a message, otherwise an error. */
  report: (error: unknown) => void;
  /** Starts session replay (masked) once the customer allows it; safe to call more than once. */
  enableReplay: () => void;
  /** Resolves once the SDK has loaded and the queue is sent; false when reporting is off or failed. */
  ready: () => Promise<boolean>;
}

export interface ErrorReporterDeps {
  /** Imports the SDK module; a dynamic import of sentry-client.ts by default. */
  loadSdk?: () => Promise<{ startSentry: (settings: SentrySettings) => SentryHandle }>;
  /** Imports the replay integration; a dynamic import of replay.ts by default. */
  loadReplay?: () => Promise<{
    createReplay: (personalState: () => unknown) => Parameters<SentryHandle['addIntegration']>[0];
  }>;
  /** Replaces the fetch transport: tests keep the envelopes in memory. */
  transport?: BrowserOptions['transport'];
  /**
   * The journey's state at the moment of a report: the customer's answers found in it under personal keys are
   * redacted wherever they appear (personalValuesIn in scrub.ts, which loads with the SDK).
   */
  personalState?: () => unknown;
  /** Where a report goes when reporting is off, and where the reporter's own faults are told. */
  warn?: (message: string, error: unknown) => void;
}

/** Reports kept while the SDK loads; a page that fails in a loop must not fill the memory. */
export const MAX_QUEUED_REPORTS = 30;

export function createErrorReporter(
  config: ErrorReportingConfig,
  deps: ErrorReporterDeps = {},
): ErrorReporter {
  const warn = deps.warn ?? warnOnConsole;
  if (config.dsn === null) return reportingOff(warn);
  const dsn = config.dsn;
  const personalState = deps.personalState ?? (() => undefined);
  const loadSdk = deps.loadSdk ?? (() => import('./sentry-client'));
  const loadReplay = deps.loadReplay ?? (() => import('./replay'));

  const queue: unknown[] = [];
  let handle: SentryHandle | null = null;
  let replayWanted = false;
  let replayStarted = false;
  let failed = false;

  const startReplay = (sentry: SentryHandle) => {
    if (!replayWanted || replayStarted) return;
    replayStarted = true;
    loadReplay().then(
      ({ createReplay }) => sentry.addIntegration(createReplay(personalState)),
      (error: unknown) => {
        replayStarted = false;
        warn('Session replay could not be loaded', error);
      },
    );
  };

  const start = ({ startSentry }: { startSentry: (settings: SentrySettings) => SentryHandle }) => {
    const sentry = startSentry({
      dsn,
      environment: config.environment,
      release: config.release,
      personalState,
      ...(deps.transport ? { transport: deps.transport } : {}),
    });
    handle = sentry;
    for (const error of queue.splice(0)) sentry.capture(error);
    startReplay(sentry);
    return true;
  };

  // A chunk that fails to load, or an SDK that fails to start, leaves the journey as it was: logged only.
  const loading = loadSdk()
    .then(start)
    .catch((error: unknown) => {
      warn('Error reporting could not be loaded', error);
      failed = true;
      for (const queued of queue.splice(0)) warn('Not reported:', queued);
      return false;
    });

  return {
    report(error) {
      if (handle) return handle.capture(error);
      if (failed) return warn('Not reported:', error);
      if (queue.length < MAX_QUEUED_REPORTS) queue.push(error);
    },
    enableReplay() {
      replayWanted = true;
      if (handle) startReplay(handle);
    },
    ready: () => loading,
  };
}
