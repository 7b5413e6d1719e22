import * as v from 'valibot';

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
});

export interface AppConfig {
  /** Base URL of the lookup service (reference lists, vehicle, address, bank check). */
  lookupApiUrl: string;
  /** Base URL of the quote service (quotes, contact, payment, restart, documents). */
  quoteApiUrl: string;
}

/** Checks the build-time environment once; an unset or empty URL means the app's own origin. */
export function readConfig(env: Record<string, unknown>, origin: string): AppConfig {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    throw new Error(`Invalid configuration: ${v.summarize(result.issues)}`);
  }
  const { VITE_LOOKUP_API_URL: lookup, VITE_QUOTE_API_URL: quote } = result.output;
  return {
    lookupApiUrl: withoutTrailingSlash(lookup || origin),
    quoteApiUrl: withoutTrailingSlash(quote || origin),
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const config: AppConfig = readConfig(import.meta.env, window.location.origin);
