/**
 * Saved quotes ("save my quote and come back later"): the wizard's answers as the browser keeps them, saved
 * against a quote reference with the details its data-protection check compares (SavedQuoteDpaCheck) and the
 * address its link went to. Saving again under the same reference replaces the answers and renews the 30 days.
 */
import type { SavedQuoteDocument } from '../contract';
import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

/** How long a save lasts after it was last made: its emailed link works for 30 days. */
export const SAVED_QUOTE_DAYS = 30;

export interface SavedQuoteRecord {
  /** Upper case: a saved reference (SAV-…) or the priced quote's own. */
  quoteRef: string;
  email: string;
  surname: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  /** As normalisePostcode writes it (SW1A 1AA). */
  postcode: string;
  /** The wizard's furthest step, 1 to 7. */
  activeStep: number;
  answers: SavedQuoteDocument;
  savedAt: Date;
  expiresAt: Date;
}

interface SavedQuoteRow {
  quote_ref: string;
  email: string;
  surname: string;
  date_of_birth: string;
  postcode: string;
  active_step: number;
  answers: SavedQuoteDocument;
  saved_at: Date | string;
  expires_at: Date | string;
}

const fromRow = (row: SavedQuoteRow): SavedQuoteRecord => ({
  quoteRef: row.quote_ref,
  email: row.email,
  surname: row.surname,
  dateOfBirth: row.date_of_birth,
  postcode: row.postcode,
  activeStep: row.active_step,
  answers: row.answers,
  savedAt: new Date(row.saved_at),
  expiresAt: new Date(row.expires_at),
});

/** Keeps the save, replacing an earlier one under the same reference (its answers, details and expiry). */
export async function upsertSavedQuote(
  db: Queryable,
  record: SavedQuoteRecord,
): Promise<SavedQuoteRecord> {
  const rows = await db.query<SavedQuoteRow>(
    `insert into saved_quotes (quote_ref, email, surname, date_of_birth, postcode, active_step, answers,
       saved_at, expires_at)
     values (upper($1), $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (quote_ref) do update set
       email = excluded.email,
       surname = excluded.surname,
       date_of_birth = excluded.date_of_birth,
       postcode = excluded.postcode,
       active_step = excluded.active_step,
       answers = excluded.answers,
       saved_at = excluded.saved_at,
       expires_at = excluded.expires_at
     returning *`,
    [
      record.quoteRef.trim(),
      record.email,
      record.surname,
      record.dateOfBirth,
      record.postcode,
      record.activeStep,
      JSON.stringify(record.answers),
      record.savedAt,
      record.expiresAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('The database returned no row');
  return fromRow(row);
}

/** The save under the reference (any case), expired or not. */
export async function findSavedQuote(
  db: Queryable,
  quoteRef: string,
): Promise<SavedQuoteRecord | undefined> {
  const rows = await db.query<SavedQuoteRow>(
    'select * from saved_quotes where quote_ref = upper($1)',
    [quoteRef.trim()],
  );
  return rows[0] && fromRow(rows[0]);
}
