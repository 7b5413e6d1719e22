import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

/** The answer first given to a request with an idempotency key, and what that request was. */
export interface StoredAnswer {
  /** A hash of what identifies the request (its body, and for payments its provider header). */
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

interface AnswerRow {
  fingerprint: string;
  status_code: number;
  response: unknown;
}

export async function findAnswer(
  db: Queryable,
  operation: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const rows = await db.query<AnswerRow>(
    `select fingerprint, status_code, response from idempotency_keys
     where operation = $1 and idempotency_key = $2`,
    [operation, key],
  );
  const row = rows[0];
  return row && { fingerprint: row.fingerprint, statusCode: row.status_code, body: row.response };
}

/** Keeps the first answer for the key; a later one for the same key leaves it as it was. */
export async function saveAnswer(
  db: Queryable,
  operation: string,
  key: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into idempotency_keys (operation, idempotency_key, fingerprint, status_code, response, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (operation, idempotency_key) do nothing`,
    [operation, key, answer.fingerprint, answer.statusCode, JSON.stringify(answer.body), now],
  );
}
