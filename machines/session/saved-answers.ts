/**
 * A saved quote's answers read back (issue #29): the document Save my quote sent (persistence.ts
 * `savedAnswersOf`), checked as stored answers are and laid over a fresh journey's. Read by the saved quote's
 * check when it answers (src/app/journey/journey-calls.ts), so the first page does not carry it.
 */
import * as v from 'valibot';
import type { SavedQuoteAnswers } from '../core/contract';
import { initialContext } from '../core/context';
import type { JourneyContext } from '../core/types';
import {
  PERSISTENCE_VERSION,
  contactSchema,
  draftsSchema,
  nullableString,
  quoteSchema,
  record,
  vehicleLookupSchema,
} from './persistence';

/** The answers a saved quote brings back: what the journey takes from them. */
export type SavedAnswers = Pick<
  JourneyContext,
  'quote' | 'drafts' | 'vehicleLookup' | 'contact'
> & {
  email: string | null;
};

const savedDocumentSchema = v.object({
  version: v.literal(PERSISTENCE_VERSION),
  journey: v.looseObject({
    quote: v.optional(record, {}),
    drafts: v.optional(draftsSchema, {}),
    vehicleLookup: v.optional(record, {}),
    contact: v.optional(record, {}),
    entry: v.optional(v.looseObject({ email: v.optional(nullableString, null) }), {}),
  }),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `saved` over `fresh`, section by section: what a save made before a field existed leaves it as it starts. */
function overSections<T extends object>(fresh: T, saved: Record<string, unknown>): T {
  // Typed as the fresh section's until the caller checks it against the stored schema.
  return Object.fromEntries(
    [...new Set([...Object.keys(fresh), ...Object.keys(saved)])].map((key) => {
      const start: unknown = (fresh as Record<string, unknown>)[key];
      const kept = saved[key];
      if (kept === undefined) return [key, start];
      return [key, isPlainObject(start) && isPlainObject(kept) ? { ...start, ...kept } : kept];
    }),
  ) as T;
}

/**
 * A saved quote's answers as the journey takes them, over a fresh journey's (`fresh`), checked as stored
 * answers are: null when the document is of another version or does not hold the answers the journey needs.
 */
export function readSavedAnswers(
  document: unknown,
  fresh: JourneyContext = initialContext(undefined),
): SavedAnswers | null {
  const parsed = v.safeParse(savedDocumentSchema, document);
  if (!parsed.success) return null;
  const { journey } = parsed.output;
  const quote = overSections(fresh.quote, journey.quote);
  const vehicleLookup = overSections(fresh.vehicleLookup, journey.vehicleLookup);
  const contact = overSections(fresh.contact, journey.contact);
  if (
    !v.is(quoteSchema, quote) ||
    !v.is(vehicleLookupSchema, vehicleLookup) ||
    !v.is(contactSchema, contact)
  )
    return null;
  return {
    quote: { ...quote, aggLoading: false },
    drafts: journey.drafts,
    vehicleLookup,
    contact,
    email: journey.entry.email,
  };
}

/** The saved quote's check answered: its answers read back, null when this journey cannot read them. */
export type CheckedSavedQuote = SavedQuoteAnswers & { restored: SavedAnswers | null };

export const withRestoredAnswers = (saved: SavedQuoteAnswers): CheckedSavedQuote => ({
  ...saved,
  restored: readSavedAnswers(saved.answers),
});
