import { addMinutes, subMinutes } from 'date-fns';
import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

export type DpaKind = 'restart' | 'reminder' | 'quote' | 'saved';

/** Failed data-protection checks allowed within the window before the quote is locked. */
export const DPA_MAX_FAILURES = 5;
export const DPA_WINDOW_MINUTES = 30;

/** The window in which one client's failed checks over different quote references are counted. */
export const DPA_CLIENT_WINDOW_MINUTES = 10;
/** Quote references one client may fail checks on within the window (SANDBOX_DPA_CLIENT_LIMIT). */
export const DPA_CLIENT_MAX_REFERENCES = 20;

export async function recordDpaAttempt(
  db: Queryable,
  attempt: { quoteRef: string; kind: DpaKind; succeeded: boolean; client?: string },
  now: Date,
): Promise<void> {
  await db.query(
    'insert into dpa_attempts (quote_ref, kind, succeeded, attempted_at, client) values ($1, $2, $3, $4, $5)',
    [
      attempt.quoteRef.trim().toUpperCase(),
      attempt.kind,
      attempt.succeeded,
      now,
      attempt.client ?? null,
    ],
  );
}

/**
 * When `client` may check again: null while it has failed checks on fewer than `limit` quote references in
 * the window, else the moment the oldest of them leaves it. One client cannot lock out customers in bulk;
 * a customer mistyping their own details fails on one reference only.
 */
export async function clientBlockedUntil(
  db: Queryable,
  client: string,
  limit: number,
  now: Date,
): Promise<Date | null> {
  const rows = await db.query<{ first_failed: Date | string }>(
    `select min(attempted_at) as first_failed from dpa_attempts
     where client = $1 and not succeeded and attempted_at > $2
     group by quote_ref order by first_failed desc limit $3`,
    [client, subMinutes(now, DPA_CLIENT_WINDOW_MINUTES), limit],
  );
  const oldest = rows.length >= limit ? rows[rows.length - 1] : undefined;
  return oldest ? addMinutes(new Date(oldest.first_failed), DPA_CLIENT_WINDOW_MINUTES) : null;
}

/** Where a quote reference stands with its data-protection checks (spec 2 §4 Restart). */
export interface DpaStanding {
  /** Failed checks still allowed before the reference is locked; 0 while it is. */
  attemptsRemaining: number;
  /** When a locked reference can be checked again: its oldest failure that still counts leaves the window. */
  lockedUntil: Date | null;
}

/** The failed checks of the recent window: DPA_MAX_FAILURES or more lock the quote until they age out. */
export async function dpaStanding(
  db: Queryable,
  quoteRef: string,
  now: Date,
): Promise<DpaStanding> {
  const rows = await db.query<{ attempted_at: Date | string }>(
    `select attempted_at from dpa_attempts
     where quote_ref = $1 and not succeeded and attempted_at > $2
     order by attempted_at desc limit $3`,
    [quoteRef.trim().toUpperCase(), subMinutes(now, DPA_WINDOW_MINUTES), DPA_MAX_FAILURES],
  );
  const oldestCounted = rows[DPA_MAX_FAILURES - 1];
  return {
    attemptsRemaining: Math.max(0, DPA_MAX_FAILURES - rows.length),
    lockedUntil: oldestCounted
      ? addMinutes(new Date(oldestCounted.attempted_at), DPA_WINDOW_MINUTES)
      : null,
  };
}
