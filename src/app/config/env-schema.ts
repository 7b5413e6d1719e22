/**
 * The build-time environment's rules. `vite build` (vite.config.ts) checks the environment against them, so a
 * bad value stops the build with a message naming the variable, and the browser only reads values already
 * checked (./env.ts).
 */
import * as v from 'valibot';
import { brand } from './brand';
import { configFrom, type AppConfig } from './app-config';

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

/** A short label (environment, release): letters, digits and . _ - + @ / only, as Sentry accepts them. */
const label = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, `${name} must be at most 200 characters`),
      v.regex(/^[\w.+@/-]*$/, `${name} may hold only letters, digits and . _ - + @ /`),
    ),
  );

const sentryDsn = v.optional(
  v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.trim(),
      v.url('VITE_SENTRY_DSN must be a DSN URL, e.g. https://key@o1.ingest.sentry.io/1'),
      v.check(isDsn, 'VITE_SENTRY_DSN must be https://<key>@<host>/<project id>'),
    ),
  ]),
);

const EnvSchema = v.object({
  VITE_LOOKUP_API_URL: serviceUrl('VITE_LOOKUP_API_URL'),
  VITE_QUOTE_API_URL: serviceUrl('VITE_QUOTE_API_URL'),
  VITE_TRANSFER_URL: serviceUrl('VITE_TRANSFER_URL'),
  VITE_SENTRY_DSN: sentryDsn,
  VITE_SENTRY_ENVIRONMENT: label('VITE_SENTRY_ENVIRONMENT'),
  VITE_SENTRY_RELEASE: label('VITE_SENTRY_RELEASE'),
  MODE: v.optional(v.string()),
});

function isDsn(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username !== '' &&
    /^\/(?:[\w.-]+\/)*\d+$/.test(url.pathname)
  );
}

export type CheckedEnv = v.InferOutput<typeof EnvSchema>;

/** Checks the environment; throws naming every bad variable. */
export function checkEnv(env: Record<string, unknown>): CheckedEnv {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    throw new Error(`Invalid configuration: ${v.summarize(result.issues)}`);
  }
  return result.output;
}

/** Checks the environment and reads the app's configuration from it. */
export function readConfig(
  env: Record<string, unknown>,
  origin: string,
  defaultTransferUrl: string = brand.otherVehicleQuoteUrl,
): AppConfig {
  return configFrom(checkEnv(env), origin, defaultTransferUrl);
}
