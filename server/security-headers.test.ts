/** The headers the built app and the API are served with, for each payment provider (docs/security.md). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from './app';
import { readEnv } from './config';
import { startSandbox } from './main';
import { clientData } from './routes/payment';
import type { SecurityHostsEnv } from './security-headers';
import type { Database } from './store/database';

const staticDir = mkdtempSync(join(tmpdir(), 'dropcover-dist-'));
beforeAll(() => {
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>DropCover</title>');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'export {};');
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

/** Headers need no store: a call that reaches it fails the test. */
const noDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

type Env = SecurityHostsEnv & {
  STRIPE_PUBLISHABLE_KEY?: string;
  BRAINTREE_MERCHANT_ACCOUNT_ID?: string;
};

/** The headers of one GET to an app configured by `env`, as `npm start` serves it. */
async function headersOf(env: Env, path: string): Promise<Headers> {
  const app = createSandboxApp({
    db: noDatabase,
    staticDir,
    clientData: clientData(env),
    securityHosts: env,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    return response.headers;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const policyOf = async (env: Env, path = '/') =>
  (await headersOf(env, path)).get('content-security-policy')?.split(';');

const STRIPE = { STRIPE_PUBLISHABLE_KEY: 'pk_test_51Example' };
const BRAINTREE = { BRAINTREE_MERCHANT_ACCOUNT_ID: 'dropcover_gbp' };
const DSN = 'https://0123456789abcdef@o4500000000000001.ingest.de.sentry.io/4500000000000002';
const SENTRY_ORIGIN = 'https://o4500000000000001.ingest.de.sentry.io';

/** The policy every page gets, whatever the provider: the directives a provider never changes. */
const fixed = {
  default: "default-src 'self'",
  scriptAttr: "script-src-attr 'none'",
  object: "object-src 'none'",
  base: "base-uri 'self'",
  ancestors: "frame-ancestors 'none'",
  reports: ['report-uri /csp-reports', 'report-to csp'],
} as const;
const tracking = 'https://sales-tracking.confused.example';

describe('the Content-Security-Policy of the pages', () => {
  it('allows the app alone with the sandbox provider and no error reporting', async () => {
    expect(await policyOf({})).toEqual([
      fixed.default,
      "script-src 'self'",
      fixed.scriptAttr,
      "style-src 'self'",
      `img-src 'self' data: ${tracking}`,
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src 'self'",
      fixed.object,
      fixed.base,
      "form-action 'self'",
      fixed.ancestors,
      ...fixed.reports,
    ]);
  });

  it('sends the same policy for a deep link and for an asset', async () => {
    const home = await policyOf({});
    expect(await policyOf({}, '/results')).toEqual(home);
    expect(await policyOf({}, '/assets/index-abc123.js')).toEqual(home);
  });

  it("adds Stripe.js's script, frame and API hosts when Stripe takes the payments", async () => {
    expect(await policyOf(STRIPE)).toEqual([
      fixed.default,
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
      fixed.scriptAttr,
      "style-src 'self'",
      `img-src 'self' data: ${tracking}`,
      "font-src 'self'",
      "connect-src 'self' https://api.stripe.com",
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
      fixed.object,
      fixed.base,
      "form-action 'self'",
      fixed.ancestors,
      ...fixed.reports,
    ]);
  });

  it("adds Braintree's drop-in, PayPal, Google Pay and 3-D Secure hosts when Braintree does", async () => {
    expect(await policyOf(BRAINTREE)).toEqual([
      fixed.default,
      [
        "script-src 'self'",
        'https://js.braintreegateway.com https://assets.braintreegateway.com',
        'https://www.paypalobjects.com https://*.paypal.com https://pay.google.com',
        'https://songbirdstag.cardinalcommerce.com https://songbird.cardinalcommerce.com',
        'https://cas.static.client.cardinaltrusted.com https://static.client.cardinaltrusted.com',
      ].join(' '),
      fixed.scriptAttr,
      "style-src 'self' 'unsafe-inline' https://assets.braintreegateway.com",
      `img-src 'self' data: ${tracking} https://assets.braintreegateway.com https://checkout.paypal.com`,
      "font-src 'self'",
      [
        "connect-src 'self'",
        'https://api.braintreegateway.com https://client-analytics.braintreegateway.com',
        'https://api.sandbox.braintreegateway.com https://client-analytics.sandbox.braintreegateway.com',
        'https://*.braintree-api.com https://*.paypal.com https://pay.google.com',
        'https://*.cardinalcommerce.com https://*.cardinaltrusted.com',
      ].join(' '),
      "frame-src 'self' https://assets.braintreegateway.com https://*.paypal.com https:",
      fixed.object,
      fixed.base,
      "form-action 'self'",
      fixed.ancestors,
      ...fixed.reports,
    ]);
  });

  it("adds the DSN's origin and a blob: worker for session replay when error reporting is on", async () => {
    const policy = await policyOf({ ...STRIPE, VITE_SENTRY_DSN: DSN });
    expect(policy).toContain(`connect-src 'self' ${SENTRY_ORIGIN} https://api.stripe.com`);
    expect(policy).toContain("worker-src 'self' blob:");
    expect(await policyOf({ VITE_SENTRY_DSN: DSN })).toEqual([
      fixed.default,
      "script-src 'self'",
      fixed.scriptAttr,
      "style-src 'self'",
      `img-src 'self' data: ${tracking}`,
      "font-src 'self'",
      `connect-src 'self' ${SENTRY_ORIGIN}`,
      "frame-src 'self'",
      "worker-src 'self' blob:",
      fixed.object,
      fixed.base,
      "form-action 'self'",
      fixed.ancestors,
      ...fixed.reports,
    ]);
  });

  it('never allows inline or evaluated scripts, whatever the provider', async () => {
    for (const env of [{}, STRIPE, BRAINTREE, { VITE_SENTRY_DSN: DSN }]) {
      const scripts = (await policyOf(env))?.filter((directive) => directive.startsWith('script-'));
      expect(scripts?.join(' ')).not.toMatch(/unsafe|https:(?!\/\/)|\*(?!\.)/);
    }
  });

  it("names only the provider in use: Stripe's hosts never go out with Braintree, nor the reverse", async () => {
    expect((await policyOf(BRAINTREE))?.join(';')).not.toContain('stripe');
    expect((await policyOf(STRIPE))?.join(';')).not.toMatch(/braintree|paypal/);
    expect((await policyOf({}))?.join(';')).not.toMatch(/stripe|braintree|paypal|sentry/);
  });

  it("takes a provider's hosts, the services' and the tracking image's from the environment", async () => {
    const policy = await policyOf({
      ...STRIPE,
      STRIPE_CSP_SOURCES:
        'script-src https://js.stripe.example; frame-src https://js.stripe.example',
      VITE_QUOTE_API_URL: 'https://quote.dropcover.example/v2',
      SALES_TRACKING_ORIGIN: 'https://track.example/pixel',
    });
    expect(policy).toContain("script-src 'self' https://js.stripe.example");
    expect(policy).toContain("frame-src 'self' https://js.stripe.example");
    expect(policy).toContain("connect-src 'self' https://quote.dropcover.example");
    expect(policy).toContain("img-src 'self' data: https://track.example");
  });
});

describe('the other headers of the pages', () => {
  it.each([
    ['SANDBOX', {}, 'payment=(self)', 'same-origin'],
    [
      'STRIPE',
      STRIPE,
      'payment=(self "https://js.stripe.com" "https://hooks.stripe.com")',
      'same-origin-allow-popups',
    ],
    [
      'BRAINTREE',
      BRAINTREE,
      'payment=(self "https://assets.braintreegateway.com")',
      'same-origin-allow-popups',
    ],
  ])('with %s', async (_provider, env, payment, opener) => {
    const headers = await headersOf(env, '/quote/about-you');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe(opener);
    expect(headers.get('permissions-policy')).toBe(
      [
        'accelerometer=()',
        'camera=()',
        'display-capture=()',
        'geolocation=()',
        'gyroscope=()',
        'magnetometer=()',
        'microphone=()',
        'midi=()',
        payment,
        'serial=()',
        'usb=()',
      ].join(', '),
    );
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('the headers of other answers', () => {
  it('sends API answers with nosniff and a policy that loads and frames nothing', async () => {
    const headers = await headersOf({}, '/api/v1/NoSuchOperation');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toBeNull();
    // What an answer carries (a quote, a person's details) is never kept by the browser or a proxy.
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it("leaves the sandbox's own pages frameable by the app: they stand in for a card issuer's", async () => {
    const headers = await headersOf({}, '/__sandbox/faults');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('content-security-policy')).toBeNull();
  });
});

describe('configuration', () => {
  it('refuses provider hosts that would allow inline or evaluated scripts, or any host', () => {
    expect(() => readEnv({ STRIPE_CSP_SOURCES: "script-src 'unsafe-inline'" })).toThrow(
      /STRIPE_CSP_SOURCES script-src cannot allow 'unsafe-inline'/,
    );
    expect(() => readEnv({ BRAINTREE_CSP_SOURCES: 'script-src https:' })).toThrow(
      /BRAINTREE_CSP_SOURCES script-src cannot allow https:/,
    );
    expect(() => readEnv({ STRIPE_CSP_SOURCES: 'default-src *' })).toThrow(
      /"default-src" is not one of/,
    );
    expect(() => readEnv({ VITE_SENTRY_DSN: 'not a dsn' })).toThrow(/VITE_SENTRY_DSN must be/);
  });

  it('reaches the pages from the environment through npm start', async () => {
    const sandbox = await startSandbox({
      env: {
        PORT: 0,
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SANDBOX_SEED: '0',
        ...STRIPE,
        VITE_SENTRY_DSN: DSN,
      },
      staticDir,
    });
    try {
      const response = await fetch(`${sandbox.url}/make-payment`);
      const policy = response.headers.get('content-security-policy')?.split(';');
      expect(policy).toContain(`connect-src 'self' ${SENTRY_ORIGIN} https://api.stripe.com`);
      expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    } finally {
      await sandbox.close();
    }
  });
});

describe('reports of what the policy blocked', () => {
  it('tells the browser where to send them, on every page', async () => {
    const headers = await headersOf({}, '/results');
    expect(headers.get('reporting-endpoints')).toBe('csp="/csp-reports"');
  });

  it('logs each report as its directive and the blocked origin, nothing a URL could carry', async () => {
    const app = createSandboxApp({ db: noDatabase });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { port } = server.address() as AddressInfo;
      const send = (type: string, body: unknown) =>
        fetch(`http://127.0.0.1:${port}/csp-reports`, {
          method: 'POST',
          headers: { 'Content-Type': type },
          body: JSON.stringify(body),
        });
      const reportingApi = await send('application/reports+json', [
        {
          type: 'csp-violation',
          url: 'https://dropcover.example/quote/about-you?email=jo.carter@example.com',
          body: {
            documentURL: 'https://dropcover.example/restart-policy?quoteRef=RST-TEST-1',
            effectiveDirective: 'script-src-elem',
            blockedURL: 'https://evil.example/steal.js?postcode=SW1A1AA',
            sample: 'Jo Carter',
          },
        },
      ]);
      const legacy = await send('application/csp-report', {
        'csp-report': {
          'document-uri': 'https://dropcover.example/results',
          'violated-directive': 'connect-src',
          'blocked-uri': 'https://tracker.example/collect?surname=Carter',
        },
      });
      expect([reportingApi.status, legacy.status]).toEqual([204, 204]);
      const logged = warn.mock.calls.map((call) => call.map(String).join(' '));
      expect(logged).toEqual([
        'CSP blocked: script-src-elem https://evil.example',
        'CSP blocked: connect-src https://tracker.example',
      ]);
    } finally {
      warn.mockRestore();
      server.close();
    }
  });
});
