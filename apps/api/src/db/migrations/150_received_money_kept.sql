-- No received money is lost, and the ids we send a provider outlive a restore
-- (docs/api/money.md#refunds, docs/operations/backup-and-restore.md#backup-and-restore).

-- A payout's id is a UUIDv7 now (payouts/payout-ids.ts), never built from a
-- sequence a restore rewinds: a withdrawal's payout names its withdrawal in
-- a column instead of in its id. Payouts made before keep their `saque-N`
-- ids, which the provider already holds.
ALTER TABLE payouts ADD COLUMN withdrawal_id integer REFERENCES withdrawals (id);
UPDATE payouts SET withdrawal_id = substring(id FROM 7)::integer
  WHERE purpose = 'withdrawal' AND id ~ '^saque-[0-9]+$';
ALTER TABLE payouts ADD CONSTRAINT payouts_withdrawal_named
  CHECK ((purpose = 'withdrawal') = (withdrawal_id IS NOT NULL));
CREATE UNIQUE INDEX payouts_withdrawal ON payouts (withdrawal_id) WHERE withdrawal_id IS NOT NULL;

-- A signed payment of a charge we do not have (purged after its week, never
-- created here, or created after the backup a restore went back to) is
-- recorded and refunded too: `charge_id` is the charge the provider named,
-- which may not exist, and such a payment has no player. Its refund goes
-- back to whoever paid (the payment's end-to-end id), so it needs none.
ALTER TABLE received_payments DROP CONSTRAINT received_payments_charge_id_fkey;
ALTER TABLE received_payments ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE received_payments DROP CONSTRAINT received_payments_outcome_check;
ALTER TABLE received_payments ADD CONSTRAINT received_payments_outcome_check CHECK (
  outcome IN ('credited', 'late', 'duplicate', 'cancelled', 'amount_mismatch', 'unknown_charge')
);
ALTER TABLE received_payments ADD CONSTRAINT received_payments_player_known
  CHECK ((outcome = 'unknown_charge') = (user_id IS NULL));
-- The purge keeps every charge a payment names (retention-repository.ts).
CREATE INDEX received_payments_charge ON received_payments (charge_id);

ALTER TABLE payouts ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE payouts ADD CONSTRAINT payouts_player_known
  CHECK (purpose = 'refund' OR user_id IS NOT NULL);
