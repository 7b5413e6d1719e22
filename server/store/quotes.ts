import type { AddOnCode, Quote, QuoteResult } from '../contract';
import type { Database } from './database';
import { timestampParam } from './timestamps';

export type QuoteSource = 'direct' | 'aggregator' | 'restart' | 'reminder' | 'thirtyDay';

export interface QuoteRecord {
  quoteRef: string;
  source: QuoteSource;
  aggregatorToken: string | null;
  risk: Quote;
  result: QuoteResult;
  surname: string;
  dateOfBirth: string;
  postcode: string;
  registration: string;
  expiresAt: Date;
  takenUpAt: Date | null;
  contactSaves: number;
  dpaVisitedAt: Date | null;
  viewedAt: Date | null;
  /** A request for this quote came with the honeypot filled (spec 1 §5); once set it stays set. */
  isSuspectedSpam: boolean;
  /** The add-ons the quote was last priced with (RepriceQuoteWithAddOnsQuote); kept by every later pricing. */
  addOns: AddOnCode[];
  createdAt: Date;
}

interface QuoteRow {
  quote_ref: string;
  source: QuoteSource;
  aggregator_token: string | null;
  risk: Quote;
  result: QuoteResult;
  surname: string;
  date_of_birth: string;
  postcode: string;
  registration: string;
  expires_at: Date;
  taken_up_at: Date | null;
  contact_saves: number;
  dpa_visited_at: Date | null;
  viewed_at: Date | null;
  is_suspected_spam: boolean;
  add_ons: AddOnCode[] | null;
  created_at: Date;
}

const fromRow = (row: QuoteRow): QuoteRecord => ({
  quoteRef: row.quote_ref,
  source: row.source,
  aggregatorToken: row.aggregator_token,
  risk: row.risk,
  result: row.result,
  surname: row.surname,
  dateOfBirth: row.date_of_birth,
  postcode: row.postcode,
  registration: row.registration,
  expiresAt: new Date(row.expires_at),
  takenUpAt: row.taken_up_at ? new Date(row.taken_up_at) : null,
  contactSaves: row.contact_saves,
  dpaVisitedAt: row.dpa_visited_at,
  viewedAt: row.viewed_at,
  isSuspectedSpam: row.is_suspected_spam,
  addOns: row.add_ons ?? [],
  createdAt: new Date(row.created_at),
});

export type NewQuote = Pick<
  QuoteRecord,
  | 'quoteRef'
  | 'source'
  | 'aggregatorToken'
  | 'risk'
  | 'result'
  | 'surname'
  | 'dateOfBirth'
  | 'postcode'
  | 'registration'
  | 'expiresAt'
> &
  Partial<Pick<QuoteRecord, 'isSuspectedSpam'>>;

type Queryable = Pick<Database, 'query'>;

export async function insertQuote(db: Queryable, quote: NewQuote, now: Date): Promise<QuoteRecord> {
  const rows = await db.query<QuoteRow>(
    `insert into quotes (quote_ref, source, aggregator_token, risk, result, surname, date_of_birth,
       postcode, registration, expires_at, is_suspected_spam, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     returning *`,
    [
      quote.quoteRef,
      quote.source,
      quote.aggregatorToken,
      JSON.stringify(quote.risk),
      JSON.stringify(quote.result),
      quote.surname,
      quote.dateOfBirth,
      quote.postcode,
      quote.registration,
      quote.expiresAt,
      quote.isSuspectedSpam ?? false,
      now,
    ],
  );
  return fromRow(required(rows[0]));
}

/**
 * The quote by its reference (any case). With `hold`, its row is held until the transaction `db` runs in ends:
 * a take-up of it waits until then, and one that got there first is seen taken up.
 */
export async function findQuote(
  db: Queryable,
  quoteRef: string,
  { hold = false }: { hold?: boolean } = {},
): Promise<QuoteRecord | undefined> {
  const rows = await db.query<QuoteRow>(
    `select * from quotes where upper(quote_ref) = upper($1)${hold ? ' for share' : ''}`,
    [quoteRef.trim()],
  );
  return rows[0] && fromRow(rows[0]);
}

export async function findQuoteByToken(
  db: Queryable,
  token: string,
): Promise<QuoteRecord | undefined> {
  const rows = await db.query<QuoteRow>('select * from quotes where aggregator_token = $1', [
    token,
  ]);
  return rows[0] && fromRow(rows[0]);
}

/** Quotes of one person, newest first, for the reminder check (surname, date of birth, postcode). */
export async function findQuotesByIdentity(
  db: Queryable,
  identity: { surname: string; dateOfBirth: string; postcode: string },
): Promise<QuoteRecord[]> {
  const rows = await db.query<QuoteRow>(
    `select * from quotes
     where lower(surname) = lower($1) and date_of_birth = $2
       and replace(upper(postcode), ' ', '') = replace(upper($3), ' ', '')
     order by created_at desc`,
    [identity.surname.trim(), identity.dateOfBirth, identity.postcode],
  );
  return rows.map(fromRow);
}

export async function updateQuote(
  db: Queryable,
  quoteRef: string,
  changes: {
    risk?: Quote;
    result?: QuoteResult;
    registration?: string;
    isSuspectedSpam?: boolean;
    addOns?: AddOnCode[];
  },
  now: Date,
): Promise<QuoteRecord | undefined> {
  // The spam mark is only ever added: a later clean request does not clear it. A quote taken up is what was
  // bought and is not changed (undefined): a change racing the take-up's claim waits for its row lock, then
  // finds it taken up.
  const rows = await db.query<QuoteRow>(
    `update quotes set
       risk = coalesce($2, risk),
       result = coalesce($3, result),
       registration = coalesce($4, registration),
       is_suspected_spam = is_suspected_spam or $6,
       add_ons = coalesce($7, add_ons),
       updated_at = $5
     where quote_ref = $1 and taken_up_at is null returning *`,
    [
      quoteRef,
      changes.risk ? JSON.stringify(changes.risk) : null,
      changes.result ? JSON.stringify(changes.result) : null,
      changes.registration ?? null,
      now,
      changes.isSuspectedSpam ?? false,
      changes.addOns ? JSON.stringify(changes.addOns) : null,
    ],
  );
  return rows[0] && fromRow(rows[0]);
}

/** Counts one save of the contact details and returns how many there have been. */
export async function recordContactSave(
  db: Queryable,
  quoteRef: string,
  preferences: unknown,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ contact_saves: number }>(
    `update quotes set contact_saves = contact_saves + 1, contact_preferences = $2, updated_at = $3
     where quote_ref = $1 returning contact_saves`,
    [quoteRef, JSON.stringify(preferences), now],
  );
  return required(rows[0]).contact_saves;
}

export async function markTakenUp(db: Queryable, quoteRef: string, at: Date): Promise<void> {
  await db.query('update quotes set taken_up_at = $2, updated_at = $2 where quote_ref = $1', [
    quoteRef,
    at,
  ]);
}

export async function markVisited(
  db: Queryable,
  quoteRef: string,
  column: 'dpa_visited_at' | 'viewed_at',
  at: Date,
): Promise<boolean> {
  const rows = await db.query<{ quote_ref: string }>(
    `update quotes set ${column} = coalesce(${column}, $2) where quote_ref = $1 returning quote_ref`,
    [quoteRef, timestampParam(at)],
  );
  return rows.length > 0;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The database returned no row');
  return value;
}

/** Marks the quote taken up unless it already was; false when another take-up got there first. */
export async function claimTakeUp(db: Queryable, quoteRef: string, at: Date): Promise<boolean> {
  const rows = await db.query<{ quote_ref: string }>(
    `update quotes set taken_up_at = $2, updated_at = $2
     where quote_ref = $1 and taken_up_at is null returning quote_ref`,
    [quoteRef, at],
  );
  return rows.length > 0;
}

/** The last UpdateContactPreferences body saved for the quote, as sent (null when none). */
export async function findContactPreferences(db: Queryable, quoteRef: string): Promise<unknown> {
  const rows = await db.query<{ contact_preferences: unknown }>(
    'select contact_preferences from quotes where quote_ref = $1',
    [quoteRef],
  );
  return rows[0]?.contact_preferences ?? null;
}
