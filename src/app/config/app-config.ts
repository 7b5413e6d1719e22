/** The app's configuration, read from the build-time environment the build has checked (./env-schema.ts). */
import { brand } from './brand';

/** Where errors are reported (spec 1 §1, §9): off when no DSN is configured. */
export interface ErrorReportingConfig {
  dsn: string | null;
  environment: string;
  release: string | null;
}

export interface AppConfig {
  /** Base URL of the lookup service (reference lists, vehicle, address, bank check). */
  lookupApiUrl: string;
  /** Base URL of the quote service (quotes, contact, payment, restart, documents). */
  quoteApiUrl: string;
  /** Where 'Transfer Me' sends a customer whose vehicle this product does not cover. */
  transferUrl: string;
  /** The error reporter's project, environment and release. */
  errorReporting: ErrorReportingConfig;
}

/** The environment's variables, as the build has checked them (./env-schema.ts). */
export interface BuildEnv {
  VITE_LOOKUP_API_URL?: string | undefined;
  VITE_QUOTE_API_URL?: string | undefined;
  VITE_TRANSFER_URL?: string | undefined;
  VITE_SENTRY_DSN?: string | undefined;
  VITE_SENTRY_ENVIRONMENT?: string | undefined;
  VITE_SENTRY_RELEASE?: string | undefined;
  MODE?: string | undefined;
}

/** The app's configuration from the checked environment; an unset or empty URL means the app's own origin. */
export function configFrom(
  env: BuildEnv,
  origin: string,
  defaultTransferUrl: string = brand.otherVehicleQuoteUrl,
): AppConfig {
  const value = (name: keyof BuildEnv) => env[name]?.trim() ?? '';
  return {
    lookupApiUrl: withoutTrailingSlash(value('VITE_LOOKUP_API_URL') || origin),
    quoteApiUrl: withoutTrailingSlash(value('VITE_QUOTE_API_URL') || origin),
    transferUrl: value('VITE_TRANSFER_URL') || defaultTransferUrl,
    errorReporting: {
      dsn: value('VITE_SENTRY_DSN') || null,
      environment: value('VITE_SENTRY_ENVIRONMENT') || value('MODE') || 'production',
      release: value('VITE_SENTRY_RELEASE') || null,
    },
  };
}

/** The other product's quote page with the registration the customer looked up, to carry on there. */
export function transferUrlFor(base: string, registration: string): string {
  const url = new URL(base);
  if (registration !== '') url.searchParams.set('registration', registration);
  return url.toString();
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
