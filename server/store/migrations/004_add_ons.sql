-- The add-ons a quote was last priced with (RepriceQuoteWithAddOnsQuote): kept when it is priced again for
-- another reason (no-claims protection, registration, a re-rate at the contact save).
alter table quotes add column add_ons jsonb not null default '[]'::jsonb;
