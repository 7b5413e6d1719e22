/**
 * The error reporter as the first page holds it: with a DSN, the reporter itself (./error-reporting.ts, which
 * loads the SDK and queues reports until it has) loads after the first page, and reports made before then
 * wait for it, in order. Without one, reports are only logged and neither is fetched.
 */
import type { ErrorReportingConfig } from '../config/env';
import type { ErrorReporter, ErrorReporterDeps } from './error-reporting';
import { reportingOff, warnOnConsole } from './reporting-off';

export function deferredErrorReporter(
  config: ErrorReportingConfig,
  deps: ErrorReporterDeps = {},
): ErrorReporter {
  if (config.dsn === null) return reportingOff(deps.warn ?? warnOnConsole);
  const loaded = import('./error-reporting').then(({ createErrorReporter }) =>
    createErrorReporter(config, deps),
  );
  return {
    report: (error) => void loaded.then((reporter) => reporter.report(error)),
    enableReplay: () => void loaded.then((reporter) => reporter.enableReplay()),
    ready: () => loaded.then((reporter) => reporter.ready()),
  };
}
