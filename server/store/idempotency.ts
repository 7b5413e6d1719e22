import { subSeconds } from 'date-fns';
import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

/** The answer first given to a request with an idempotency key, and what that request was. */
export interface StoredAnswer {
  /** A hash of what identifies the request (its body, and for payments its provider header). */
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

/** A key's row while its first request is still being worked on: no answer yet. */
export const PENDING_STATUS = 0;

/** A claim older than this is taken over: the process that held it stopped before it answered. */
export const CLAIM_ABANDONED_AFTER_SECONDS = 60;

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

/**
 * Claims the key for a request before any work is done, in one statement, so two processes sharing the store
 * cannot both do it: true when this request holds the key now (a new key, or a claim left abandoned by a
 * process that stopped), false when another request has it or has answered it.
 */
export async function claimKey(
  db: Queryable,
  operation: string,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ claimed: boolean }>(
    `insert into idempotency_keys (operation, idempotency_key, fingerprint, status_code, response, created_at)
     values ($1, $2, $3, $4, 'null', $5)
     on conflict (operation, idempotency_key) do update
       set fingerprint = excluded.fingerprint, created_at = excluded.created_at
       where idempotency_keys.status_code = $4 and idempotency_keys.created_at < $6
     returning true as claimed`,
    [
      operation,
      key,
      fingerprint,
      PENDING_STATUS,
      now,
      subSeconds(now, CLAIM_ABANDONED_AFTER_SECONDS),
    ],
  );
  return rows.length > 0;
}

/** Keeps the answer with the claimed key. */
export async function saveAnswer(
  db: Queryable,
  operation: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db.query(
    `update idempotency_keys set status_code = $3, response = $4
     where operation = $1 and idempotency_key = $2 and fingerprint = $5`,
    [operation, key, answer.statusCode, JSON.stringify(answer.body), answer.fingerprint],
  );
}

/** Gives the key up without an answer (the work failed for want of a definite one): a retry tries again. */
export async function releaseKey(db: Queryable, operation: string, key: string): Promise<void> {
  await db.query(
    'delete from idempotency_keys where operation = $1 and idempotency_key = $2 and status_code = $3',
    [operation, key, PENDING_STATUS],
  );
}
