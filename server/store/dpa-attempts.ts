import { subMinutes } from 'date-fns';
import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

export type DpaKind = 'restart' | 'reminder' | 'quote';

/** Failed data-protection checks allowed within the window before the quote is locked. */
export const DPA_MAX_FAILURES = 5;
export const DPA_WINDOW_MINUTES = 30;

export async function recordDpaAttempt(
  db: Queryable,
  attempt: { quoteRef: string; kind: DpaKind; succeeded: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    'insert into dpa_attempts (quote_ref, kind, succeeded, attempted_at) values ($1, $2, $3, $4)',
    [attempt.quoteRef.trim().toUpperCase(), attempt.kind, attempt.succeeded, now],
  );
}

/** True when the quote has seen too many failed checks in the recent window. */
export async function isDpaLocked(db: Queryable, quoteRef: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ failures: string | number }>(
    `select count(*) as failures from dpa_attempts
     where quote_ref = $1 and not succeeded and attempted_at > $2`,
    [quoteRef.trim().toUpperCase(), subMinutes(now, DPA_WINDOW_MINUTES)],
  );
  return Number(rows[0]?.failures ?? 0) >= DPA_MAX_FAILURES;
}
