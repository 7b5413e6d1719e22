-- Who may see a quote (server/quote-access.ts): each quote access credential, stored as its SHA-256 hash,
-- with the quotes it was given for (the browser priced them, passed their data-protection check or loaded
-- them with the aggregator's token).
create table quote_access (
  credential_hash text not null,
  quote_ref text not null,
  granted_at timestamptz not null,
  primary key (credential_hash, quote_ref)
);
create index quote_access_granted_at on quote_access (granted_at);
