import type { Database } from './database';

type Queryable = Pick<Database, 'query'>;

/** requires_confirmation: a STRIPE intent the browser confirms itself; the sandbox cannot confirm it. */
export type PaymentStatus = 'succeeded' | 'requires_action' | 'requires_confirmation' | 'failed';

export interface PaymentRecord {
  paymentIntentId: string;
  quoteRef: string;
  provider: string;
  amount: number;
  status: PaymentStatus;
  failureCode: string | null;
  cardLast4: string | null;
  used: boolean;
}

interface PaymentRow {
  payment_intent_id: string;
  quote_ref: string;
  provider: string;
  amount: string | number;
  status: PaymentStatus;
  failure_code: string | null;
  card_last4: string | null;
  used: boolean;
}

export async function insertPayment(
  db: Queryable,
  payment: Omit<PaymentRecord, 'used'>,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into payments (payment_intent_id, quote_ref, provider, amount, status, failure_code, card_last4, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      payment.paymentIntentId,
      payment.quoteRef,
      payment.provider,
      payment.amount,
      payment.status,
      payment.failureCode,
      payment.cardLast4,
      now,
    ],
  );
}

export async function findPayment(
  db: Queryable,
  paymentIntentId: string,
): Promise<PaymentRecord | undefined> {
  const rows = await db.query<PaymentRow>('select * from payments where payment_intent_id = $1', [
    paymentIntentId,
  ]);
  const row = rows[0];
  return (
    row && {
      paymentIntentId: row.payment_intent_id,
      quoteRef: row.quote_ref,
      provider: row.provider,
      amount: Number(row.amount),
      status: row.status,
      failureCode: row.failure_code,
      cardLast4: row.card_last4,
      used: row.used,
    }
  );
}

/** Marks a payment as spent on a take-up; false when it already was (a token can pay once). */
export async function usePayment(db: Queryable, paymentIntentId: string): Promise<boolean> {
  const rows = await db.query<{ payment_intent_id: string }>(
    'update payments set used = true where payment_intent_id = $1 and not used returning payment_intent_id',
    [paymentIntentId],
  );
  return rows.length > 0;
}

/** Settles a payment waiting on 3-D Secure; false when it was not waiting (unknown or already settled). */
export async function settlePayment(
  db: Queryable,
  paymentIntentId: string,
  outcome: { status: 'succeeded' | 'failed'; failureCode: string | null },
): Promise<boolean> {
  const rows = await db.query<{ payment_intent_id: string }>(
    `update payments set status = $2, failure_code = $3
     where payment_intent_id = $1 and status = 'requires_action' returning payment_intent_id`,
    [paymentIntentId, outcome.status, outcome.failureCode],
  );
  return rows.length > 0;
}
