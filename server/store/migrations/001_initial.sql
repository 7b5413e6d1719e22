-- Quotes: one row per quote reference, holding the risk data as sent and the latest priced result.
create table quotes (
  quote_ref text primary key,
  source text not null check (source in ('direct', 'aggregator', 'restart', 'reminder', 'thirtyDay')),
  aggregator_token text unique,
  risk jsonb not null,
  result jsonb not null,
  surname text not null,
  date_of_birth text not null,
  postcode text not null,
  registration text not null,
  expires_at timestamptz not null,
  taken_up_at timestamptz,
  contact_saves integer not null default 0,
  contact_preferences jsonb,
  dpa_visited_at timestamptz,
  viewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quotes_identity on quotes (lower(surname), date_of_birth, postcode);

-- Policies: a taken-up quote, or a lapsed/cancelled policy that can be restarted.
create table policies (
  policy_ref text primary key,
  quote_ref text not null references quotes (quote_ref),
  option_id text,
  payment_collection_code text,
  payment_method text,
  payment_date text,
  restart_quote_ref text references quotes (quote_ref),
  cancelled_at timestamptz,
  created_at timestamptz not null default now()
);
create index policies_quote on policies (quote_ref);

-- Payments: every payment intent the sandbox has seen, successful or not.
create table payments (
  payment_intent_id text primary key,
  quote_ref text not null references quotes (quote_ref),
  provider text not null,
  amount numeric(12, 2) not null,
  status text not null,
  failure_code text,
  card_last4 text,
  used boolean not null default false,
  created_at timestamptz not null default now()
);
create index payments_quote on payments (quote_ref);

-- Data-protection check attempts (restart, reminder, quote DPA): too many failures lock the quote.
create table dpa_attempts (
  id bigserial primary key,
  quote_ref text not null,
  kind text not null check (kind in ('restart', 'reminder', 'quote')),
  succeeded boolean not null,
  attempted_at timestamptz not null default now()
);
create index dpa_attempts_quote on dpa_attempts (quote_ref, attempted_at);

-- Policy documents issued at take-up.
create table documents (
  id text primary key,
  policy_ref text not null references policies (policy_ref),
  file_name text not null,
  title text not null,
  created_at timestamptz not null default now()
);
create index documents_policy on documents (policy_ref);
