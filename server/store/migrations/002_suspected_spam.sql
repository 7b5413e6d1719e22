-- spec 1 §5: a quote requested with the form's honeypot filled is still priced, and marked for review.
alter table quotes add column is_suspected_spam boolean not null default false;
