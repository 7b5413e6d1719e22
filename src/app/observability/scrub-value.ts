/** Scrubbing of structured values (objects, arrays, strings) by their keys and their text. */
import { isPersonalKey, normaliseKey, REDACTED, TRUSTED_KEYS } from './personal-data';
import { scrubText, scrubUrl, type ScrubOptions } from './scrub-text';
import { isRecord } from '../../../shared/is-record';

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
