import createClient, { type Client } from 'openapi-fetch';
import type { paths as LookupPaths } from '../../openapi/generated/lookup';
import type { paths as QuotePaths } from '../../openapi/generated/quote';
import { errorMiddleware, headersMiddleware } from './middleware';

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the service; the app's own origin by default. */
  baseUrl: string;
  /** The storefront's tenant id (brand configuration). */
  tenantId: string;
  fetch?: typeof globalThis.fetch;
}

export type LookupClient = Client<LookupPaths>;
export type QuoteClient = Client<QuotePaths>;

export function createLookupClient(options: ApiClientOptions): LookupClient {
  const client = createClient<LookupPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(
    headersMiddleware({ service: 'lookup', tenantId: options.tenantId }),
    errorMiddleware('lookup'),
  );
  return client;
}

export function createQuoteClient(options: ApiClientOptions): QuoteClient {
  const client = createClient<QuotePaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(
    headersMiddleware({ service: 'quote', tenantId: options.tenantId }),
    errorMiddleware('quote'),
  );
  return client;
}

/** The error middleware has already thrown for every non-2xx answer, so a result here carries its data. */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined && result.response.status !== 204) {
    throw new Error(
      `No data in the ${String(result.response.status)} answer of ${result.response.url}`,
    );
  }
  return result.data as T;
}
