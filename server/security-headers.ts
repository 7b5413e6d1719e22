/**
 * The security headers the app is served with (docs/security.md), made with helmet:
 * - every answer: `X-Content-Type-Options: nosniff` and the referrer policy;
 * - API answers also: a policy that loads and frames nothing;
 * - the app's pages and assets: the full set, with a Content-Security-Policy that allows the app's own
 *   origin and only the configured hosts of the payment provider in use and of error reporting, and a
 *   Permissions-Policy.
 * The sandbox's 3-D Secure page (/__sandbox/3ds) stands in for a card issuer's page framed by the app, so
 * it gets the first set only.
 */
import type { RequestHandler } from 'express';
import helmet, {
  contentSecurityPolicy,
  referrerPolicy,
  xContentTypeOptions,
  xFrameOptions,
} from 'helmet';
import {
  PROVIDER_SOURCES,
  PROVIDER_SOURCES_VARIABLE,
  SALES_TRACKING_ORIGIN,
  parseSources,
  type ProviderDirective,
  type Sources,
} from './content-sources';
import type { PaymentProvider } from './contract';
import { CSP_REPORTING_GROUP, CSP_REPORTS_PATH } from './csp-reports';

/** The variables the hosts are read from (server/config.ts checks them at start). */
export interface SecurityHostsEnv {
  /** The error-reporting DSN the client is built with; its origin receives the reports. */
  VITE_SENTRY_DSN?: string | undefined;
  /** The lookup and quote services, when the build calls them on another origin. */
  VITE_LOOKUP_API_URL?: string | undefined;
  VITE_QUOTE_API_URL?: string | undefined;
  STRIPE_CSP_SOURCES?: string | undefined;
  BRAINTREE_CSP_SOURCES?: string | undefined;
  SALES_TRACKING_ORIGIN?: string | undefined;
}

/**
 * Other origins get the origin only, never a path or query: page addresses carry quote references and
 * aggregator tokens. Same-origin requests keep the full address; a stricter policy would gain nothing there,
 * and the providers that check the calling origin still see it.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const SELF = "'self'";
const NONE = "'none'";
const UNSAFE_INLINE = "'unsafe-inline'";

/** Features no page of the journey uses are off for every frame; `payment` is for wallets (below). */
const PERMISSIONS = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

/** The provider's sources: its defaults, or the list its environment variable gives instead. */
export function providerSources(provider: PaymentProvider, env: SecurityHostsEnv): Sources {
  if (provider === 'SANDBOX') return PROVIDER_SOURCES.SANDBOX;
  const variable = PROVIDER_SOURCES_VARIABLE[provider];
  const configured = env[variable];
  if (configured === undefined || configured.trim() === '') return PROVIDER_SOURCES[provider];
  const parsed = parseSources(configured);
  if ('problem' in parsed) throw new Error(`${variable}: ${parsed.problem}`);
  return parsed.sources;
}

const originsOf = (...urls: (string | undefined)[]): string[] =>
  urls.filter((url): url is string => Boolean(url?.trim())).map((url) => new URL(url).origin);

/** The Content-Security-Policy of the app's pages, directive by directive, in the order it is sent. */
export function contentSecurityDirectives(
  provider: PaymentProvider,
  env: SecurityHostsEnv = {},
  inlineStyles: readonly string[] = [],
): Record<string, string[]> {
  const sources = providerSources(provider, env);
  const allow = (directive: ProviderDirective, ...own: string[]) => [
    ...new Set([...own, ...(sources[directive] ?? [])]),
  ];
  const errorReporting = originsOf(env.VITE_SENTRY_DSN);
  const services = originsOf(env.VITE_LOOKUP_API_URL, env.VITE_QUOTE_API_URL);
  const salesTracking = originsOf(env.SALES_TRACKING_ORIGIN ?? SALES_TRACKING_ORIGIN);
  return {
    'default-src': [SELF],
    'script-src': allow('script-src', SELF),
    // No inline event handlers, whatever script-src allows.
    'script-src-attr': [NONE],
    // The first screen's <style> element (server/static-app.ts), by its hash; where the provider needs
    // 'unsafe-inline' it is allowed already, and a hash beside it would switch 'unsafe-inline' off.
    'style-src': allow(
      'style-src',
      SELF,
      ...((sources['style-src'] ?? []).includes(UNSAFE_INLINE) ? [] : inlineStyles),
    ),
    'img-src': allow('img-src', SELF, 'data:', ...salesTracking),
    'font-src': allow('font-src', SELF),
    'connect-src': allow('connect-src', SELF, ...services, ...errorReporting),
    // 'self': the sandbox provider's 3-D Secure page.
    'frame-src': allow('frame-src', SELF),
    // Session replay compresses its recording in a worker made from a blob: URL.
    ...(errorReporting.length > 0 ? { 'worker-src': [SELF, 'blob:'] } : {}),
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': allow('form-action', SELF),
    'frame-ancestors': [NONE],
    // What the policy blocks is reported to the sandbox's own endpoint (server/csp-reports.ts).
    'report-uri': [CSP_REPORTS_PATH],
    'report-to': [CSP_REPORTING_GROUP],
  };
}

/**
 * The Permissions-Policy of the app's pages. Wallets (Apple Pay, Google Pay, Stripe's Payment Request
 * button) need the Payment Request API in the page and in the provider's own frames: the https origins
 * its frame-src names (a wildcard or a bare scheme cannot be named here).
 */
export function permissionsPolicy(provider: PaymentProvider, env: SecurityHostsEnv = {}): string {
  const paymentFrames = originsOf(
    ...(providerSources(provider, env)['frame-src'] ?? []).filter((source) =>
      /^https:\/\/[^*]+$/.test(source),
    ),
  );
  const allowed = (feature: (typeof PERMISSIONS)[number]) =>
    feature === 'payment'
      ? ['self', ...[...new Set(paymentFrames)].map((origin) => `"${origin}"`)]
      : [];
  return PERMISSIONS.map((feature) => `${feature}=(${allowed(feature).join(' ')})`).join(', ');
}

const inOrder =
  (...handlers: RequestHandler[]): RequestHandler =>
  (req, res, next) => {
    const run = (index: number) => {
      const handler = handlers[index];
      if (!handler) {
        next();
        return;
      }
      void handler(req, res, (error?: unknown) => {
        if (error) next(error);
        else run(index + 1);
      });
    };
    run(0);
  };

/** For every answer: no MIME sniffing, and the referrer policy. */
export function everyAnswerHeaders(): RequestHandler {
  return inOrder(xContentTypeOptions(), referrerPolicy({ policy: REFERRER_POLICY }));
}

/** For API answers (JSON and document downloads): nothing to load, never framed. */
export function apiHeaders(): RequestHandler {
  return inOrder(
    contentSecurityPolicy({
      useDefaults: false,
      directives: { 'default-src': [NONE], 'frame-ancestors': [NONE] },
    }),
    xFrameOptions({ action: 'deny' }),
    // Answers carry quotes and people's details: neither the browser nor a proxy keeps a copy.
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
  );
}

/** For the app's pages and assets: helmet's set with this app's policy, and the Permissions-Policy. */
export function pageHeaders(
  provider: PaymentProvider,
  env: SecurityHostsEnv = {},
  inlineStyles: readonly string[] = [],
): RequestHandler {
  const permissions = permissionsPolicy(provider, env);
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(provider, env, inlineStyles),
    },
    // PayPal's and the wallets' windows talk back to the page that opened them.
    crossOriginOpenerPolicy: {
      policy: provider === 'SANDBOX' ? 'same-origin' : 'same-origin-allow-popups',
    },
    referrerPolicy: { policy: REFERRER_POLICY },
    // For browsers that do not read frame-ancestors.
    xFrameOptions: { action: 'deny' },
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissions);
    res.setHeader('Reporting-Endpoints', `${CSP_REPORTING_GROUP}="${CSP_REPORTS_PATH}"`);
    headers(req, res, next);
  };
}
