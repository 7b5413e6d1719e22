-- The statement of fact a take-up sent (TakeUpQuote's statementOfFact): the customer's answers with each
-- question as the quote pages worded it, kept with the policy as one of its documents. One per policy; it
-- goes with its document and policy when a fixture is seeded again.
create table statements_of_fact (
  document_id text primary key references documents (id) on delete cascade,
  policy_ref text not null unique references policies (policy_ref) on delete cascade,
  wording_version text not null,
  sections jsonb not null,
  created_at timestamptz not null default now()
);

-- The sandbox's outbox (server/store/outbox.ts): every email it would send, in the store so that sandboxes
-- sharing one PostgreSQL share it. `seq` orders them as written; the newest 500 are kept.
create table outbox (
  seq bigserial primary key,
  id text not null unique,
  sent_at timestamptz not null,
  recipient text not null,
  subject text not null,
  body text not null,
  links jsonb not null
);
create index outbox_recipient on outbox (lower(recipient), seq);
