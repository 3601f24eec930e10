-- A charge is reserved before the payment provider is asked for it, and the
-- provider is asked with no transaction open
-- (docs/architecture.md#provider-calls-outside-transactions): until its answer
-- the row has no BR Code nor QR image; one the provider never issued stays
-- without them, cancelled, so a payment to its id is still refunded.
ALTER TABLE deposits ALTER COLUMN code DROP NOT NULL;
ALTER TABLE deposits ALTER COLUMN image DROP NOT NULL;
