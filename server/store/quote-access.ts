import { subDays } from 'date-fns';
import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

/** How long a quote access credential opens its quotes: a quote's life (spec 2 §2 validity). */
export const QUOTE_ACCESS_DAYS = 30;

/** Binds the quote to the credential (by its hash): granting again renews it. */
export async function bindQuote(
  db: Queryable,
  credentialHash: string,
  quoteRef: string,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into quote_access (credential_hash, quote_ref, granted_at) values ($1, upper($2), $3)
     on conflict (credential_hash, quote_ref) do update set granted_at = excluded.granted_at`,
    [credentialHash, quoteRef.trim(), now],
  );
}

/** Whether the credential was given for the quote within the last 30 days. */
export async function isBound(
  db: Queryable,
  credentialHash: string,
  quoteRef: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ bound: number }>(
    `select 1 as bound from quote_access
     where credential_hash = $1 and quote_ref = upper($2) and granted_at > $3`,
    [credentialHash, quoteRef.trim(), subDays(now, QUOTE_ACCESS_DAYS)],
  );
  return rows.length > 0;
}
