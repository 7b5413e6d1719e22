import type { StatementOfFact } from '../contract';
import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

/** A statement of fact kept with its policy, listed among its documents as `documentId`. */
export interface StatementOfFactRecord {
  documentId: string;
  policyRef: string;
  statement: StatementOfFact;
}

interface StatementRow {
  document_id: string;
  policy_ref: string;
  wording_version: string;
  sections: StatementOfFact['sections'];
}

/** Keeps the statement; its document row is inserted first (insertDocuments). */
export async function insertStatementOfFact(
  db: Queryable,
  record: StatementOfFactRecord,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into statements_of_fact (document_id, policy_ref, wording_version, sections, created_at)
     values ($1, $2, $3, $4, $5)`,
    [
      record.documentId,
      record.policyRef,
      record.statement.wordingVersion,
      JSON.stringify(record.statement.sections),
      now,
    ],
  );
}

/** The statement a document shows, if the document is a kept statement of fact. */
export async function findStatementOfFact(
  db: Queryable,
  documentId: string,
): Promise<StatementOfFactRecord | undefined> {
  const rows = await db.query<StatementRow>(
    'select document_id, policy_ref, wording_version, sections from statements_of_fact where document_id = $1',
    [documentId],
  );
  const row = rows[0];
  return (
    row && {
      documentId: row.document_id,
      policyRef: row.policy_ref,
      statement: { wordingVersion: row.wording_version, sections: row.sections },
    }
  );
}
