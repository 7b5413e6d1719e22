-- Saved quotes ("save my quote and come back later", server/store/saved-quotes.ts): the wizard's answers as
-- the browser keeps them, saved against a quote reference (a saved one, SAV-…, or a priced quote's), with the
-- details its data-protection check compares and the address its link was sent to. A save lasts 30 days
-- from the last time it was saved.
create table saved_quotes (
  quote_ref text primary key,
  email text not null,
  surname text not null,
  date_of_birth text not null,
  -- Upper case with one space before the inward code, as the other checks keep it (normalisePostcode).
  postcode text not null,
  active_step integer not null,
  answers jsonb not null,
  saved_at timestamptz not null,
  expires_at timestamptz not null
);
create index saved_quotes_expires_at on saved_quotes (expires_at);

-- The saved quote's check (SavedQuoteDpaCheck) counts towards the same lock-out as the others.
alter table dpa_attempts drop constraint dpa_attempts_kind_check;
alter table dpa_attempts
  add constraint dpa_attempts_kind_check check (kind in ('restart', 'reminder', 'quote', 'saved'));
