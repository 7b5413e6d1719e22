import type { Database } from './database';
import { isStorable } from '../text-rules';
import { timestampParam } from './timestamps';

type Queryable = Pick<Database, 'query'>;

export interface PolicyRecord {
  policyRef: string;
  quoteRef: string;
  optionId: string | null;
  paymentCollectionCode: string | null;
  paymentMethod: string | null;
  paymentDate: string | null;
  restartQuoteRef: string | null;
  cancelledAt: Date | null;
  /** The card payment spent on it: the price in full, or a Direct Debit plan's deposit. */
  paymentIntentId: string | null;
}

interface PolicyRow {
  policy_ref: string;
  quote_ref: string;
  option_id: string | null;
  payment_collection_code: string | null;
  payment_method: string | null;
  payment_date: string | null;
  restart_quote_ref: string | null;
  cancelled_at: Date | null;
  payment_intent_id: string | null;
}

const fromRow = (row: PolicyRow): PolicyRecord => ({
  policyRef: row.policy_ref,
  quoteRef: row.quote_ref,
  optionId: row.option_id,
  paymentCollectionCode: row.payment_collection_code,
  paymentMethod: row.payment_method,
  paymentDate: row.payment_date,
  restartQuoteRef: row.restart_quote_ref,
  cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
  paymentIntentId: row.payment_intent_id,
});

export async function insertPolicy(db: Queryable, policy: PolicyRecord, now: Date): Promise<void> {
  await db.query(
    `insert into policies (policy_ref, quote_ref, option_id, payment_collection_code, payment_method,
       payment_date, restart_quote_ref, cancelled_at, payment_intent_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      policy.policyRef,
      policy.quoteRef,
      policy.optionId,
      policy.paymentCollectionCode,
      policy.paymentMethod,
      policy.paymentDate,
      policy.restartQuoteRef,
      policy.cancelledAt,
      policy.paymentIntentId,
      now,
    ],
  );
}

export async function findPolicy(
  db: Queryable,
  policyRef: string,
): Promise<PolicyRecord | undefined> {
  if (!isStorable(policyRef)) return undefined;
  const rows = await db.query<PolicyRow>(
    'select * from policies where upper(policy_ref) = upper($1)',
    [policyRef.trim()],
  );
  return rows[0] && fromRow(rows[0]);
}

/** The policy a quote was taken up as, if it was. */
export async function policyOfQuote(
  db: Queryable,
  quoteRef: string,
): Promise<PolicyRecord | undefined> {
  const rows = await db.query<PolicyRow>(
    'select * from policies where upper(quote_ref) = upper($1) order by created_at desc limit 1',
    [quoteRef],
  );
  return rows[0] && fromRow(rows[0]);
}

export async function setRestartQuote(
  db: Queryable,
  policyRef: string,
  quoteRef: string,
): Promise<void> {
  await db.query('update policies set restart_quote_ref = $2 where policy_ref = $1', [
    policyRef,
    quoteRef,
  ]);
}

/** Cancelled or lapsed policies cancelled on or after `since`, with their restart quote if made. */
export async function restartablePolicies(
  db: Queryable,
  since: Date | undefined,
): Promise<PolicyRecord[]> {
  const rows = await db.query<PolicyRow>(
    `select * from policies where cancelled_at is not null and ($1::timestamptz is null or cancelled_at >= $1)
     order by cancelled_at desc`,
    [since ? timestampParam(since) : null],
  );
  return rows.map(fromRow);
}

export interface DocumentRecord {
  id: string;
  policyRef: string;
  fileName: string;
  title: string;
}

export async function insertDocuments(
  db: Queryable,
  documents: DocumentRecord[],
  now: Date,
): Promise<void> {
  for (const document of documents) {
    await db.query(
      'insert into documents (id, policy_ref, file_name, title, created_at) values ($1, $2, $3, $4, $5)',
      [document.id, document.policyRef, document.fileName, document.title, now],
    );
  }
}

export async function documentsForPolicy(
  db: Queryable,
  policyRef: string,
): Promise<DocumentRecord[]> {
  const rows = await db.query<{ id: string; policy_ref: string; file_name: string; title: string }>(
    'select * from documents where upper(policy_ref) = upper($1) order by file_name',
    [policyRef.trim()],
  );
  return rows.map((row) => ({
    id: row.id,
    policyRef: row.policy_ref,
    fileName: row.file_name,
    title: row.title,
  }));
}

export async function findDocument(db: Queryable, id: string): Promise<DocumentRecord | undefined> {
  if (!isStorable(id)) return undefined;
  const rows = await db.query<{ id: string; policy_ref: string; file_name: string; title: string }>(
    'select * from documents where id = $1',
    [id],
  );
  const row = rows[0];
  return (
    row && { id: row.id, policyRef: row.policy_ref, fileName: row.file_name, title: row.title }
  );
}
