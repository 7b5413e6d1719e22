/**
 * Scrubbing of free text and URLs: the customer's own answers and anything shaped like a personal value are
 * redacted, and URLs lose their query, fragment, credentials and variable path segments.
 */
import { REDACTED, VALUE_PATTERNS } from './personal-data';

/** What a variable path segment becomes. */
export const REDACTED_SEGMENT = ':redacted';

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
