/**
 * Keeps personal data in the browser (spec 1 §8, §9): every report, breadcrumb, span and URL passes through
 * here before it is kept or sent. Query strings and fragments are dropped, path segments that are not fixed
 * words are replaced, values under personal keys are redacted, and free text loses anything shaped like an
 * email, postcode, phone number, date, card or account number, sort code or registration, as well as any of
 * the customer's own answers the journey holds.
 */

export const REDACTED = '[redacted]';
export const REDACTED_SEGMENT = ':redacted';

/** Keys whose value is personal wherever they appear (compared lower-case, without separators). */
const PERSONAL_KEYS = new Set([
  'name',
  'fullname',
  'title',
  'dob',
  'street',
  'town',
  'city',
  'county',
  'country',
  'line1',
  'line2',
  'line3',
  'line4',
  'housenumber',
  'housename',
  'flat',
  'itemid',
  'searchresult',
  'pan',
  'expiry',
  'expirymonth',
  'expiryyear',
  'reg',
  'user',
  'cookies',
  'cookie',
  'body',
  'query',
  'querystring',
  'search',
  'hash',
  'fragment',
  'httpquery',
  'httpfragment',
  'urlquery',
  'urlfragment',
  'arguments',
]);

/** Parts of key names that mark a personal value (emailAddress, proposerSurname, vehicleRegistration...). */
const PERSONAL_KEY_PARTS = [
  'firstname',
  'forename',
  'middlename',
  'lastname',
  'surname',
  'email',
  'phone',
  'mobile',
  'telephone',
  'birth',
  'address',
  'postcode',
  'postalcode',
  'zipcode',
  'licence',
  'license',
  'registration',
  'vrm',
  'sortcode',
  'accountnumber',
  'accountname',
  'accountholder',
  'bankaccount',
  'iban',
  'cardnumber',
  'cardholder',
  'nameoncard',
  'cvc',
  'cvv',
  'password',
  'token',
  'secret',
];

/** Keys a report needs and that never hold personal data: kept as they are. */
const TRUSTED_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'replay_id',
  'sid',
  'release',
  'environment',
  'platform',
  'level',
  'type',
  'category',
  'op',
  'origin',
  'status',
  'status_code',
  'timestamp',
  'start_timestamp',
  'sdk',
]);

const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

export function isPersonalKey(key: string): boolean {
  const normal = normaliseKey(key);
  if (normal === '') return false;
  return PERSONAL_KEYS.has(normal) || PERSONAL_KEY_PARTS.some((part) => normal.includes(part));
}

/** Free-text shapes of personal values, most specific first (a date before a phone number, say). */
const VALUE_PATTERNS: readonly RegExp[] = [
  // Email addresses, also with the @ URL-encoded.
  /[\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi,
  // Dates: 1985-01-31, 31/01/1985, 31.01.85, 31-01-1985.
  /\b\d{4}-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g,
  // Card numbers: 13 to 19 digits, maybe grouped by spaces or dashes.
  /\b(?:\d[ -]?){12,18}\d\b/g,
  // UK phone numbers: 07700 900123, +44 7700 900123, 020 7946 0018.
  /(?:\+44[\s-]?|\b0)\d(?:[\s-]?\d){8,9}\b/g,
  // Sort codes: 12-34-56, 12 34 56.
  /\b\d{2}[-\s]\d{2}[-\s]\d{2}\b/g,
  // Account numbers and any other run of 6 to 12 digits.
  /\b\d{6,12}\b/g,
  // UK postcodes: SW1A 1AA, M1 1AE, B33 8TH, CR2 6XH, DN55 1PT.
  /\b[a-z]{1,2}\d[a-z\d]?(?:\s*|\+|%20)\d[a-z]{2}\b/gi,
  // UK registrations: current (AB12 CDE), prefix (A123 BCD) and suffix (ABC 123D) styles.
  /\b[a-z]{2}\d{2}(?:\s*|\+|%20)[a-z]{3}\b/gi,
  /\b[a-z]\d{1,3}(?:\s*|\+|%20)[a-z]{3}\b/gi,
  /\b[a-z]{3}(?:\s*|\+|%20)\d{1,3}[a-z]\b/gi,
  // Driving licence numbers: 5 letters, 6 digits, 3 characters, 2 more (MORGA753116SM9IJ).
  /\b[a-z9]{5}\d{6}[a-z9]{2}\d[a-z]{2}(?:\d{2})?\b/gi,
];

/** Absolute URLs, and the query strings or fragments of any URL or path in free text. */
const URL_IN_TEXT = /\b(?:https?|wss?):\/\/[^\s"'<>`]+/gi;
const PATH_IN_TEXT = /(?<![\w.:/])\/[\w.~%@+/-]*(?:[?#][^\s"'<>`]*)?/g;

export interface ScrubOptions {
  /** The customer's own answers, redacted wherever they appear (names, say, that no pattern finds). */
  known?: readonly string[];
}

/** Redacts personal values in free text: URLs lose their query and their variable path segments. */
export function scrubText(text: string, options: ScrubOptions = {}): string {
  let result = redactKnown(text, options.known ?? []);
  result = result.replace(URL_IN_TEXT, (url) => scrubUrl(url));
  result = result.replace(PATH_IN_TEXT, (path) => scrubUrl(path));
  for (const pattern of VALUE_PATTERNS) result = result.replace(pattern, REDACTED);
  return result;
}

/** Segments kept as they are: words, versions and file names (bundle names keep stack traces readable). */
const FIXED_SEGMENT = [
  /^[a-z_-]+$/i,
  /^v\d{1,2}$/i,
  /^[\w.-]+\.(?:m?js|cjs|jsx|tsx?|css|map|json|html?|svg|png|jpe?g|webp|ico|woff2?)$/i,
];

function scrubSegment(segment: string): string {
  if (segment === '' || FIXED_SEGMENT.some((fixed) => fixed.test(segment))) return segment;
  return REDACTED_SEGMENT;
}

/**
 * A URL or path without its query string and fragment, with every segment that is not a fixed word replaced.
 * Origins are kept; a URL's user name and password are dropped.
 */
export function scrubUrl(url: string): string {
  const match = /^((?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*)?([^?#]*)/i.exec(url);
  const origin = withoutCredentials(match?.[1] ?? '');
  const path = (match?.[2] ?? '').split('/').map(scrubSegment).join('/');
  return `${origin}${path}`;
}

function withoutCredentials(origin: string): string {
  return origin.replace(/\/\/[^/@]*@/, '//');
}

function redactKnown(text: string, known: readonly string[]): string {
  let result = text;
  for (const value of known) {
    for (const form of formsOf(value)) {
      result = result.replace(new RegExp(escapeRegExp(form), 'gi'), REDACTED);
    }
  }
  return result;
}

/** The ways a value may be written in text and URLs: as given, without spaces, and URL-encoded. */
function formsOf(value: string): string[] {
  const trimmed = value.trim();
  if (trimmed.length < 3) return [];
  const forms = new Set([
    trimmed,
    trimmed.replace(/\s+/g, ''),
    encodeURIComponent(trimmed),
    trimmed.replace(/\s+/g, '+'),
  ]);
  return [...forms].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const URL_KEYS = new Set([
  'url',
  'href',
  'from',
  'to',
  'referer',
  'referrer',
  'filename',
  'abspath',
]);

/**
 * Any value, deeply: personal keys redacted, URL keys cut to their path, strings scrubbed as text.
 * Returns a new value; the input is left as it was.
 */
export function scrubValue(value: unknown, options: ScrubOptions = {}, depth = 0): unknown {
  if (depth > 12) return REDACTED;
  if (typeof value === 'string') return scrubText(value, options);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, options, depth + 1));
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    result[key] = scrubEntry(key, entry, options, depth);
  }
  return result;
}

function scrubEntry(key: string, entry: unknown, options: ScrubOptions, depth: number): unknown {
  if (TRUSTED_KEYS.has(key)) return entry;
  if (isPersonalKey(key)) return entry === undefined || entry === null ? entry : REDACTED;
  if (typeof entry === 'string' && URL_KEYS.has(normaliseKey(key))) {
    return scrubText(scrubUrl(entry), options);
  }
  return scrubValue(entry, options, depth + 1);
}

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

/**
 * The customer's answers held in `state` under personal keys, for `ScrubOptions.known`. Reference lists are
 * skipped: they hold the options offered to everyone, not anyone's answers.
 */
export function personalValuesIn(
  state: unknown,
  skip: readonly string[] = ['referenceData'],
): string[] {
  const found = new Set<string>();
  // A value counts when its own key is personal (lastNames, postcode, line1): the fields around it, such as
  // an address lookup's mode or target, are the journey's words, not the customer's.
  const visit = (value: unknown, personal: boolean, depth: number) => {
    if (depth > 10) return;
    if ((typeof value === 'string' || typeof value === 'number') && personal) {
      const text = String(value).trim();
      if (text.length >= 3) found.add(text);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, personal, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, entry] of Object.entries(value)) {
      if (!skip.includes(key)) visit(entry, isPersonalKey(key), depth + 1);
    }
  };
  visit(state, false, 0);
  return [...found];
}

/**
 * Scrubbing options that redact the customer's answers held in `personalState()`, read afresh for each report
 * (they change as the journey goes on) and worked out once per state object.
 */
export function scrubOptionsFrom(personalState: () => unknown): () => ScrubOptions {
  const cache = new WeakMap<object, string[]>();
  return () => {
    const state = personalState();
    if (typeof state !== 'object' || state === null) return { known: personalValuesIn(state) };
    let known = cache.get(state);
    if (!known) {
      known = personalValuesIn(state);
      cache.set(state, known);
    }
    return { known };
  };
}
