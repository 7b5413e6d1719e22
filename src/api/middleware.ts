import type { Middleware } from 'openapi-fetch';
import {
  CancelledError,
  ConflictError,
  NotFoundError,
  QuoteFailedError,
  UnexpectedServerError,
  ValidationError,
  isErrorBody,
  type ApiService,
} from './errors';
import { isEmptySuccess, messagesFor } from './catalogue';

export const JSON_PATCH_CONTENT_TYPE = 'application/json-patch+json';

/** Hosts of the card and wallet providers: our tenant and product headers never go there. */
const paymentProviderHosts = [
  'stripe.com',
  'stripe.network',
  'braintreegateway.com',
  'braintree-api.com',
  'paypal.com',
  'pay.google.com',
  'apple.com',
];

export function isPaymentProviderUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return paymentProviderHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

export interface HeaderOptions {
  service: ApiService;
  tenantId: string;
}

/** X-Tenant and x-product on every call of ours (spec 1 §6), JSON-patch bodies and JSON answers (spec 1 §7). */
export function headersMiddleware({ service, tenantId }: HeaderOptions): Middleware {
  const product = service === 'lookup' ? 'PC' : `${tenantId}_PC`;
  return {
    onRequest({ request }) {
      if (isPaymentProviderUrl(request.url)) return undefined;
      request.headers.set('X-Tenant', tenantId);
      request.headers.set('x-product', product);
      request.headers.set('Accept', 'application/json');
      if (request.body !== null) request.headers.set('Content-Type', JSON_PATCH_CONTENT_TYPE);
      return request;
    },
  };
}

/** Maps each status to the typed error the catalogue gives for this call; only 2xx data reaches the caller. */
export function errorMiddleware(service: ApiService): Middleware {
  return {
    async onResponse({ response, schemaPath }) {
      const messages = messagesFor(service, schemaPath);
      const status = response.status;
      if (status === 204 && !isEmptySuccess(schemaPath)) {
        throw new NotFoundError(messages.noContent, schemaPath, 204);
      }
      if (status >= 200 && status < 300) return undefined;
      const body = await readBody(response);
      const errorBody = isErrorBody(body) ? body : undefined;
      switch (status) {
        case 400:
          throw new ValidationError(messages.badRequest, schemaPath, errorBody);
        case 403:
          throw new QuoteFailedError(schemaPath, errorBody);
        case 404:
          throw new NotFoundError(messages.notFound, schemaPath, 404, errorBody);
        case 409:
          throw new ConflictError(
            messages.conflict ?? errorBody?.message ?? 'Conflicted state',
            schemaPath,
            errorBody?.code ?? 'UNKNOWN',
            errorBody,
          );
        default:
          throw new UnexpectedServerError(schemaPath, status, body, headersOf(response));
      }
    },
    onError({ error, request, schemaPath }) {
      if (
        request.signal.aborted ||
        (error instanceof DOMException && error.name === 'AbortError')
      ) {
        return new CancelledError(schemaPath);
      }
      return new UnexpectedServerError(schemaPath, 0, String(error), {});
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.entries());
}
