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

const fromRow = (row: PaymentRow): PaymentRecord => ({
  paymentIntentId: row.payment_intent_id,
  quoteRef: row.quote_ref,
  provider: row.provider,
  amount: Number(row.amount),
  status: row.status,
  failureCode: row.failure_code,
  cardLast4: row.card_last4,
  used: row.used,
});

/** The quote's payments of `amount` not yet spent on a take-up that succeeded or still wait on 3-D Secure. */
export async function openPaymentsOf(
  db: Queryable,
  quoteRef: string,
  amount: number,
): Promise<PaymentRecord[]> {
  const rows = await db.query<PaymentRow>(
    `select * from payments
     where quote_ref = $1 and abs(amount - $2) < 0.005 and not used
       and status in ('succeeded', 'requires_action')
     order by created_at`,
    [quoteRef, amount],
  );
  return rows.map(fromRow);
}

/** Payments waiting on 3-D Secure given up for a new attempt: their challenge can no longer succeed. */
export async function abandonPayments(db: Queryable, payments: PaymentRecord[]): Promise<void> {
  if (payments.length === 0) return;
  await db.query(
    `update payments set status = 'failed', failure_code = 'PAYMENT_FAILED'
     where payment_intent_id = any($1) and status = 'requires_action'`,
    [payments.map((payment) => payment.paymentIntentId)],
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
  return row && fromRow(row);
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
