/**
 * How the sandbox's tests call it over HTTP: as a visitor whose browser keeps the cookies the sandbox sets
 * (the quote access credential, server/quote-access.ts) and sends them back, as a browser does for its own
 * origin. A test that plays someone else uses a visitor of its own, or none.
 */
import { CookieJar } from 'tough-cookie';

/** One browser's cookies. */
export type Visitor = CookieJar;

export const newVisitor = (): Visitor => new CookieJar();

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** A body sent as it is written (malformed JSON, say), instead of `body`. */
  raw?: string;
  /** Whose cookies go with the call; null for none at all. */
  visitor?: Visitor | null;
}

/** `fetch` that sends the visitor's cookies and keeps the ones the answer sets. */
export function fetchAs(visitor: Visitor): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const cookies = await visitor.getCookieString(request.url);
    if (cookies) request.headers.set('cookie', cookies);
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      await visitor.setCookie(line, request.url);
    }
    return response;
  };
}

/** One call to the sandbox at `baseUrl`, its JSON answer parsed (any other text as it is). */
export async function callSandbox(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, headers = {}, raw, visitor = null }: CallOptions = {},
): Promise<Reply> {
  const send = visitor ? fetchAs(visitor) : fetch;
  const response = await send(`${baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined && raw === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Not JSON (a page, a plain-text refusal): the text itself.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}
