import type { NextFunction, Request, Response } from 'express';
import { badRequest } from './errors';

/** Why a text is refused: PostgreSQL's text and jsonb cannot hold U+0000 or half of a surrogate pair. */
export const UNSTORABLE_TEXT_MESSAGE =
  'must not contain the NUL character or an unpaired surrogate';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Whether PostgreSQL's text and jsonb can hold `text`. */
export const isStorable = (text: string) =>
  !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** The path (`body.quote.proposerDetails.lastNames`) of the first text in `value` the store cannot keep. */
export function unstorableTextIn(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorable(key)) return path;
    const found = unstorableTextIn(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, with the contract's 400, a request whose query or body holds text the store cannot keep; the
 * schemas allow any string, so this runs after them, before any handler reads the store. A path names
 * something to find, and the store has nothing under such a name: those operations answer not found.
 */
export function refuseUnstorableText(req: Request, _res: Response, next: NextFunction) {
  const field = unstorableTextIn(req.query, 'query') ?? unstorableTextIn(req.body, 'body');
  if (field) throw badRequest('Validation error', [{ field, message: UNSTORABLE_TEXT_MESSAGE }]);
  next();
}
