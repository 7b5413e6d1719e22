/**
 * The error reporter as the first page holds it: the reporter itself (./error-reporting.ts, which loads the
 * SDK only with a DSN and queues reports until it has) loads after the first page, and reports made before
 * then wait for it, in order.
 */
import type { ErrorReportingConfig } from '../config/env';
import type { ErrorReporter, ErrorReporterDeps } from './error-reporting';

export function deferredErrorReporter(
  config: ErrorReportingConfig,
  deps: ErrorReporterDeps = {},
): ErrorReporter {
  const loaded = import('./error-reporting').then(({ createErrorReporter }) =>
    createErrorReporter(config, deps),
  );
  return {
    report: (error) => void loaded.then((reporter) => reporter.report(error)),
    enableReplay: () => void loaded.then((reporter) => reporter.enableReplay()),
    ready: () => loaded.then((reporter) => reporter.ready()),
  };
}
