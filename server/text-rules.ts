import type { NextFunction, Request, Response } from 'express';
import { badRequest } from './errors';

/** Why a text is refused: PostgreSQL's text and jsonb cannot hold U+0000 or half of a surrogate pair. */
export const UNSTORABLE_TEXT_MESSAGE =
  'must not contain the NUL character or an unpaired surrogate';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Whether PostgreSQL's text and jsonb can hold `text`. */
export const isStorable = (text: string) =>
  !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** The most a text may hold, in UTF-8 bytes: below what a PostgreSQL index entry can (2,704 bytes). */
export const MAX_TEXT_BYTES = 2000;
export const TOO_LONG_TEXT_MESSAGE = `must be at most ${String(MAX_TEXT_BYTES)} bytes`;
/** How deeply a request may nest its objects and arrays: the contracts' own go about eight deep. */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = `must not nest more than ${String(MAX_NESTING)} deep`;

/** What is wrong with one text, if anything. */
function textProblem(text: string): string | undefined {
  if (!isStorable(text)) return UNSTORABLE_TEXT_MESSAGE;
  // A UTF-8 character is at most 4 bytes: only a long text needs measuring.
  if (text.length * 4 > MAX_TEXT_BYTES && Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES)
    return TOO_LONG_TEXT_MESSAGE;
  return undefined;
}

/**
 * The first text in `value` the store cannot keep (or a nesting too deep to read), with its path
 * (`body.quote.proposerDetails.lastNames`) and why. Walked without recursion, so no depth of nesting can
 * exhaust the stack.
 */
export function textProblemIn(
  value: unknown,
  path: string,
): { field: string; message: string } | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const message = textProblem(next.value);
      if (message) return { field: next.path, message };
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_NESTING) return { field: next.path, message: TOO_DEEP_MESSAGE };
    const entries: [string, unknown][] = Object.entries(next.value);
    // Reversed onto the stack, so the first field is looked at first.
    for (let at = entries.length - 1; at >= 0; at -= 1) {
      const entry = entries[at];
      if (!entry) continue;
      const [key, item] = entry;
      const message = textProblem(key);
      if (message) return { field: next.path, message };
      pending.push({ value: item, path: `${next.path}.${key}`, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/** The path of the first text in `value` the store cannot keep, for the checks that only need where. */
export function unstorableTextIn(value: unknown, path: string): string | undefined {
  return textProblemIn(value, path)?.field;
}

/**
 * Refuses, with the contract's 400, a request whose query or body holds text the store cannot keep; the
 * schemas allow any string, so this runs after them, before any handler reads the store. A path names
 * something to find, and the store has nothing under such a name: those operations answer not found.
 */
export function refuseUnstorableText(req: Request, _res: Response, next: NextFunction) {
  const problem = textProblemIn(req.query, 'query') ?? textProblemIn(req.body, 'body');
  if (problem) throw badRequest('Validation error', [problem]);
  next();
}
