-- The card payment a policy was bought with: the price in full, or the deposit of a Direct Debit plan
-- (docs/decisions/0010-direct-debit-deposit.md). Policies seeded or bought before it have none.
alter table policies add column payment_intent_id text references payments (payment_intent_id);
