/**
 * The customer's own answers, found in the journey's state, for redacting wherever they appear (names, say,
 * that no pattern finds).
 */
import { isPersonalKey } from './personal-data';
import type { ScrubOptions } from './scrub-text';
import { isRecord } from '../../../shared/is-record';

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
