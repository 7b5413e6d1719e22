/**
 * The third-party hosts the app's pages may reach, by payment provider: the Content-Security-Policy and
 * Permissions-Policy of server/security-headers.ts allow only the provider in use (docs/security.md). Each list follows the provider's own published CSP guidance; an environment replaces a
 * provider's whole list with STRIPE_CSP_SOURCES or BRAINTREE_CSP_SOURCES, written as CSP directives:
 * `script-src https://js.example.com; connect-src https://api.example.com`.
 */
import type { PaymentProvider } from './contract';

/** The directives a provider may add sources to; everything else stays the app's own. */
export const PROVIDER_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'form-action',
] as const;

export type ProviderDirective = (typeof PROVIDER_DIRECTIVES)[number];
export type Sources = Partial<Record<ProviderDirective, readonly string[]>>;

const STRIPE: Sources = {
  // Stripe.js itself, and the Elements and wallet frames it draws.
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  // hooks.stripe.com serves the 3-D Secure and redirect pages Stripe.js frames.
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/**
 * Braintree's drop-in with the options src/payment/providers/braintree/braintree-options.ts gives it: cards with
 * 3-D Secure, PayPal (vault flow) and Google Pay. Sandbox and production gateway hosts are both listed:
 * the client token, not this server, decides which one the drop-in talks to.
 */
const BRAINTREE: Sources = {
  'script-src': [
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    // PayPal checkout.
    'https://www.paypalobjects.com',
    'https://*.paypal.com',
    'https://pay.google.com',
    // 3-D Secure (Cardinal Commerce's Songbird), sandbox and production.
    'https://songbirdstag.cardinalcommerce.com',
    'https://songbird.cardinalcommerce.com',
    'https://cas.static.client.cardinaltrusted.com',
    'https://static.client.cardinaltrusted.com',
  ],
  // The drop-in's templates carry style attributes and PayPal's buttons need inline styles: styles only,
  // never scripts.
  'style-src': ["'unsafe-inline'", 'https://assets.braintreegateway.com'],
  'img-src': ['https://assets.braintreegateway.com', 'https://checkout.paypal.com'],
  // A 3-D Secure challenge frames the card issuer's own page, which can be any bank's address: Braintree
  // documents that no narrower list exists, so any https frame is allowed (never http, data: or blob:).
  'frame-src': ['https://assets.braintreegateway.com', 'https://*.paypal.com', 'https:'],
  'connect-src': [
    'https://api.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
    'https://pay.google.com',
    'https://*.cardinalcommerce.com',
    'https://*.cardinaltrusted.com',
  ],
};

/** The sandbox provider's test form and 3-D Secure page are served by the app's own origin. */
export const PROVIDER_SOURCES: Record<PaymentProvider, Sources> = {
  SANDBOX: {},
  STRIPE,
  BRAINTREE,
};

/** The variable that replaces each provider's list. */
export const PROVIDER_SOURCES_VARIABLE = {
  STRIPE: 'STRIPE_CSP_SOURCES',
  BRAINTREE: 'BRAINTREE_CSP_SOURCES',
} as const;

/**
 * The comparison site's sales-tracking image (spec 2 §7): the origin of `salesTracking.address` in
 * src/app/config/brand.ts, which the app is built with. SALES_TRACKING_ORIGIN replaces it.
 */
export const SALES_TRACKING_ORIGIN = 'https://sales-tracking.confused.example';

/** Inline or evaluated code, or a whole scheme, would let an injected script run. */
const NEVER_IN_SCRIPTS =
  /^('(unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval)'|[a-z][a-z0-9+.-]*:)$/i;
const SOURCE =
  /^('[a-z-]+'|[a-z][a-z0-9+.-]*:|(https|wss):\/\/(\*\.)?[a-z0-9.-]+(:\d+)?(\/\S*)?)$/i;

/** Reads `directive source ...; directive source ...`, or explains what is wrong with it. */
export function parseSources(text: string): { sources: Sources } | { problem: string } {
  const sources: Sources = {};
  for (const part of text.split(';').map((item) => item.trim())) {
    if (part === '') continue;
    const [name = '', ...values] = part.split(/\s+/);
    const directive = PROVIDER_DIRECTIVES.find((known) => known === name.toLowerCase());
    if (!directive) {
      return { problem: `"${name}" is not one of ${PROVIDER_DIRECTIVES.join(', ')}` };
    }
    const wrong = values.find(
      (value) =>
        !SOURCE.test(value) || (directive === 'script-src' && NEVER_IN_SCRIPTS.test(value)),
    );
    if (wrong !== undefined) return { problem: `${directive} cannot allow ${wrong}` };
    sources[directive] = [...(sources[directive] ?? []), ...values];
  }
  return { sources };
}
