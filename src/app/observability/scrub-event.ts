/**
 * Scrubbing of what the SDK sends: events (errors, messages, transactions, replays), their exceptions, stack
 * frames and request, breadcrumbs, and spans with their attributes.
 */
import { isPersonalKey, REDACTED } from './personal-data';
import { scrubText, scrubUrl, type ScrubOptions } from './scrub-text';
import { isRecord } from '../../../shared/is-record';
import { scrubValue } from './scrub-value';

/** The parts of an event (error, message, transaction or replay) this module rewrites. */
export interface ScrubbableEvent {
  message?: string | undefined;
  transaction?: string | undefined;
  logentry?: { message?: string | undefined; params?: unknown[] | undefined } | undefined;
  exception?: { values?: ScrubbableException[] | undefined } | undefined;
  request?: Record<string, unknown> | undefined;
  user?: unknown;
  extra?: Record<string, unknown> | undefined;
  contexts?: Record<string, unknown> | undefined;
  tags?: Record<string, unknown> | undefined;
  breadcrumbs?: ScrubbableBreadcrumb[] | undefined;
  spans?: Record<string, unknown>[] | undefined;
  urls?: string[] | undefined;
  server_name?: string | undefined;
}

interface ScrubbableException {
  value?: string | undefined;
  stacktrace?: { frames?: Record<string, unknown>[] | undefined } | undefined;
}

function scrubException<X extends ScrubbableException>(exception: X, options: ScrubOptions): X {
  const { stacktrace, ...rest } = exception;
  const scrubbed = scrubValue(rest, options) as X;
  if (stacktrace?.frames) {
    scrubbed.stacktrace = { frames: stacktrace.frames.map((frame) => scrubFrame(frame, options)) };
  }
  return scrubbed;
}

export interface ScrubbableBreadcrumb {
  category?: string | undefined;
  message?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/** An event with its personal values redacted, in place; the same object is returned for Sentry's hooks. */
export function scrubEvent<E extends object>(original: E, options: ScrubOptions = {}): E {
  const event = original as ScrubbableEvent;
  const text = (value: string | undefined) =>
    value === undefined ? undefined : scrubText(value, options);
  event.message = text(event.message);
  event.transaction =
    event.transaction === undefined ? undefined : scrubText(scrubUrl(event.transaction), options);
  if (event.logentry) {
    event.logentry = { message: text(event.logentry.message) };
  }
  if (event.exception?.values) {
    event.exception.values = event.exception.values.map((exception) =>
      scrubException(exception, options),
    );
  }
  if (event.request) event.request = scrubRequest(event.request, options);
  delete event.user;
  delete event.server_name;
  if (event.extra) event.extra = scrubValue(event.extra, options) as Record<string, unknown>;
  if (event.contexts)
    event.contexts = scrubValue(event.contexts, options) as Record<string, unknown>;
  if (event.tags) event.tags = scrubValue(event.tags, options) as Record<string, unknown>;
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.map((breadcrumb) => scrubBreadcrumb(breadcrumb, options));
  }
  if (event.spans) {
    event.spans = event.spans.map((span) => scrubSpan(span, options));
  }
  if (event.urls) event.urls = event.urls.map((url) => scrubUrl(url));
  return original;
}

/** Stack frames keep their file names (paths only) and positions; local variables and context lines go. */
function scrubFrame(
  frame: Record<string, unknown>,
  options: ScrubOptions,
): Record<string, unknown> {
  const {
    vars: _vars,
    pre_context: _pre,
    context_line: _line,
    post_context: _post,
    ...kept
  } = frame;
  return scrubValue(kept, options) as Record<string, unknown>;
}

/** The page's request: its URL as a path, no query string, cookies, body or headers but the user agent. */
function scrubRequest(
  request: Record<string, unknown>,
  options: ScrubOptions,
): Record<string, unknown> {
  const url =
    typeof request.url === 'string' ? scrubText(scrubUrl(request.url), options) : undefined;
  const headers = isRecord(request.headers) ? request.headers : {};
  const userAgent = headers['User-Agent'] ?? headers['user-agent'];
  return {
    ...(url === undefined ? {} : { url }),
    ...(typeof request.method === 'string' ? { method: request.method } : {}),
    ...(typeof userAgent === 'string' ? { headers: { 'User-Agent': userAgent } } : {}),
  };
}

/** A breadcrumb with personal values redacted; console breadcrumbs lose their arguments. */
export function scrubBreadcrumb<B extends object>(original: B, options: ScrubOptions = {}): B {
  const breadcrumb = original as ScrubbableBreadcrumb;
  const { data, message } = breadcrumb;
  const scrubbed: ScrubbableBreadcrumb = { ...breadcrumb };
  if (message !== undefined) scrubbed.message = scrubText(message, options);
  if (data !== undefined) {
    const { arguments: _arguments, ...rest } = data;
    scrubbed.data = scrubValue(rest, options) as Record<string, unknown>;
  }
  return scrubbed as B;
}

/** A span (static or streamed): its name and description as text, its data and attributes deeply. */
export function scrubSpan<S extends object>(span: S, options: ScrubOptions = {}): S {
  const scrubbed: Record<string, unknown> = { ...(span as Record<string, unknown>) };
  for (const key of ['description', 'name']) {
    const value = scrubbed[key];
    if (typeof value === 'string') scrubbed[key] = scrubText(value, options);
  }
  for (const key of ['data', 'attributes']) {
    if (isRecord(scrubbed[key])) scrubbed[key] = scrubAttributes(scrubbed[key], options);
  }
  return scrubbed as S;
}

/** Span data is keyed by dotted names (url.full, http.query); streamed attributes come as { type, value }. */
function scrubAttributes(
  data: Record<string, unknown>,
  options: ScrubOptions,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const typed = isRecord(value) && 'value' in value;
    const scrubbed = scrubAttribute(key, typed ? value.value : value, options);
    result[key] = typed ? { ...value, value: scrubbed } : scrubbed;
  }
  return result;
}

/** Span attributes that name our own servers, not anyone's address. */
const SERVER_ATTRIBUTES = new Set(['server.address', 'server.port', 'url.domain', 'url.scheme']);

function scrubAttribute(key: string, value: unknown, options: ScrubOptions): unknown {
  if (SERVER_ATTRIBUTES.has(key)) return value;
  if (isPersonalKey(key) || isPersonalKey(key.split('.').pop() ?? key)) return REDACTED;
  if (typeof value === 'string' && /url|uri|href|path|target|referr?er/i.test(key)) {
    return scrubText(scrubUrl(value), options);
  }
  return scrubValue(value, options);
}
