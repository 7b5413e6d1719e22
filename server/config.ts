import * as v from 'valibot';
import { parseSources } from './content-sources';

const port = v.pipe(
  v.optional(v.string(), '8080'),
  v.regex(/^\d+$/, 'must be a port number'),
  v.transform(Number),
  v.number(),
  v.minValue(0),
  v.maxValue(65535),
);

const absoluteUrl = (message: string) => v.optional(v.pipe(v.string(), v.trim(), v.url(message)));

const providerSources = v.optional(
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const parsed = parseSources(dataset.value);
      if ('problem' in parsed) addIssue({ message: parsed.problem });
    }),
  ),
);

const EnvSchema = v.object({
  PORT: port,
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), '.data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  ),
  SANDBOX_LATENCY_MS: v.pipe(
    v.optional(v.string(), '0'),
    v.regex(/^\d+$/, 'must be a whole number of milliseconds'),
    v.transform(Number),
  ),
  SANDBOX_FAIL: v.optional(v.string()),
  SANDBOX_VALIDATE_RESPONSES: v.optional(v.picklist(['0', '1']), '0'),
  SANDBOX_SEED: v.optional(v.picklist(['0', '1']), '1'),
  // The /__sandbox/* routes (faults, fresh fixtures, the sandbox card issuer's 3-D Secure page): on by
  // default only while the sandbox listens on loopback (sandboxAdminOn).
  SANDBOX_ADMIN: v.optional(v.picklist(['0', '1'])),
  // Quote references one client may fail data-protection checks on within 10 minutes (a test suite that
  // plays many customers from one address sets it higher).
  SANDBOX_DPA_CLIENT_LIMIT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, 'must be a whole number above 0'),
      v.transform(Number),
    ),
  ),
  // The payment provider the storefront reports (GetClientData, every quote's paymentProvider).
  STRIPE_PUBLISHABLE_KEY: v.optional(v.string()),
  BRAINTREE_MERCHANT_ACCOUNT_ID: v.optional(v.string()),
  // The hosts the pages' Content-Security-Policy allows (server/security-headers.ts).
  STRIPE_CSP_SOURCES: providerSources,
  BRAINTREE_CSP_SOURCES: providerSources,
  VITE_SENTRY_DSN: absoluteUrl('must be a DSN URL, e.g. https://key@o1.ingest.sentry.io/2'),
  VITE_LOOKUP_API_URL: absoluteUrl('must be an absolute URL'),
  VITE_QUOTE_API_URL: absoluteUrl('must be an absolute URL'),
  SALES_TRACKING_ORIGIN: absoluteUrl('must be an absolute URL'),
});

export type SandboxEnv = v.InferOutput<typeof EnvSchema>;

/** Reads and checks the sandbox's environment once; a bad value stops the start with a clear message. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): SandboxEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
    throw new Error(`Invalid sandbox configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.output;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Whether the sandbox's own routes answer: as SANDBOX_ADMIN says, else only on a loopback address, where no
 * one but this machine can reach them (a sandbox on 0.0.0.0 or a public name keeps them off unless asked).
 */
export function sandboxAdminOn(env: Pick<SandboxEnv, 'HOST' | 'SANDBOX_ADMIN'>): boolean {
  if (env.SANDBOX_ADMIN !== undefined) return env.SANDBOX_ADMIN === '1';
  return LOOPBACK_HOSTS.has(env.HOST);
}
