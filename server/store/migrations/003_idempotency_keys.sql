-- Idempotency keys: per operation and client key, the request's fingerprint and the answer first given,
-- replayed to a retry with the same key (MakePaymentIntent, TakeUpQuote).
create table idempotency_keys (
  operation text not null,
  idempotency_key text not null,
  fingerprint text not null,
  status_code integer not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (operation, idempotency_key)
);
