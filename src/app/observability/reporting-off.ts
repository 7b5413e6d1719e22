/** The reporter without a DSN: reports are only logged, and nothing of the SDK or the reporter is fetched. */
import type { ErrorReporter } from './error-reporting';

export const warnOnConsole = (message: string, error: unknown) => console.warn(message, error);

export function reportingOff(warn: (message: string, error: unknown) => void): ErrorReporter {
  return {
    report: (error) => warn('Error reporting is off; not reported:', error),
    enableReplay: () => undefined,
    ready: () => Promise.resolve(false),
  };
}
