/**
 * The sandbox's outbox: every email it would send, kept in the store (not sent) so that QA and tests can
 * read what a customer would receive, and follow its links. Read and cleared at /__sandbox/outbox.
 */
import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

/** Emails kept at once: the newest; an older one is put out as a new one is written. */
export const MAX_OUTBOX_EMAILS = 500;

export interface EmailLink {
  label: string;
  href: string;
}

export interface OutboxEmail {
  id: string;
  /** When it was written, ISO 8601. */
  sentAt: string;
  to: string;
  subject: string;
  /** The plain-text body, links written out in it too. */
  text: string;
  links: EmailLink[];
}

interface OutboxRow {
  id: string;
  sent_at: Date | string;
  recipient: string;
  subject: string;
  body: string;
  links: EmailLink[];
}

const fromRow = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  sentAt: new Date(row.sent_at).toISOString(),
  to: row.recipient,
  subject: row.subject,
  text: row.body,
  links: row.links,
});

/**
 * Writes the email, in the caller's transaction where it has one (the take-up that sends it), and puts out
 * the oldest beyond MAX_OUTBOX_EMAILS. The trimming is left to whichever writer gets the lock: two
 * transactions deleting the same old rows would only wait on each other.
 */
export async function recordEmail(db: Queryable, email: OutboxEmail): Promise<void> {
  await db.query(
    `insert into outbox (id, sent_at, recipient, subject, body, links) values ($1, $2, $3, $4, $5, $6)`,
    [email.id, email.sentAt, email.to, email.subject, email.text, JSON.stringify(email.links)],
  );
  const [trim] = await db.query<{ locked: boolean }>(
    `select pg_try_advisory_xact_lock(hashtextextended('outbox-trim', 0)) as locked`,
  );
  if (!trim?.locked) return;
  await db.query(
    `delete from outbox where seq <= (select seq from outbox order by seq desc offset $1 limit 1)`,
    [MAX_OUTBOX_EMAILS],
  );
}

/** The emails newest first; only those to `to` (any case) when given. */
export async function listEmails(db: Queryable, to?: string): Promise<OutboxEmail[]> {
  const rows = await db.query<OutboxRow>(
    `select id, sent_at, recipient, subject, body, links from outbox
     where $1::text is null or lower(recipient) = lower($1)
     order by seq desc`,
    [to?.trim() ?? null],
  );
  return rows.map(fromRow);
}

export async function clearOutbox(db: Queryable): Promise<void> {
  await db.query('delete from outbox');
}
