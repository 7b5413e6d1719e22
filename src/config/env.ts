import * as v from 'valibot';
import { brand } from './brand';

const serviceUrl = (name: string) =>
  v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.url(`${name} must be an absolute URL, e.g. https://api.example.co.uk`),
      ),
    ]),
  );

const EnvSchema = v.object({
  VITE_LOOKUP_API_URL: serviceUrl('VITE_LOOKUP_API_URL'),
  VITE_QUOTE_API_URL: serviceUrl('VITE_QUOTE_API_URL'),
  VITE_TRANSFER_URL: serviceUrl('VITE_TRANSFER_URL'),
});

export interface AppConfig {
  /** Base URL of the lookup service (reference lists, vehicle, address, bank check). */
  lookupApiUrl: string;
  /** Base URL of the quote service (quotes, contact, payment, restart, documents). */
  quoteApiUrl: string;
  /** Where 'Transfer Me' sends a customer whose vehicle this product does not cover. */
  transferUrl: string;
}

/** Checks the build-time environment once; an unset or empty URL means the app's own origin. */
export function readConfig(
  env: Record<string, unknown>,
  origin: string,
  defaultTransferUrl: string = brand.otherVehicleQuoteUrl,
): AppConfig {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    throw new Error(`Invalid configuration: ${v.summarize(result.issues)}`);
  }
  const {
    VITE_LOOKUP_API_URL: lookup,
    VITE_QUOTE_API_URL: quote,
    VITE_TRANSFER_URL: transfer,
  } = result.output;
  return {
    lookupApiUrl: withoutTrailingSlash(lookup || origin),
    quoteApiUrl: withoutTrailingSlash(quote || origin),
    transferUrl: transfer || defaultTransferUrl,
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

export const config: AppConfig = readConfig(import.meta.env, window.location.origin);
