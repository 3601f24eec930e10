-- Money out through the payout provider (docs/product/wallet.md#wallet-withdrawals)
-- and every received Pix payment accounted for (docs/product/wallet.md#wallet-deposits).

-- One request to the payout provider: a withdrawal to the player's Pix key or
-- the refund of a received payment. Its id is the provider's idempotency key.
--   queued  written with the money movement, not yet accepted by the provider
--   sent    accepted; waiting for the signed callback
--   paid / failed  the callback's verdict (final)
CREATE TABLE payouts (
  id text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('withdrawal', 'refund')),
  user_id integer NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  pix_type text,
  pix_key text,
  payment_id text,
  status text NOT NULL CHECK (status IN ('queued', 'sent', 'paid', 'failed')),
  failure_reason text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  settled_at timestamptz,
  CHECK ((purpose = 'withdrawal') = (pix_key IS NOT NULL)),
  CHECK ((purpose = 'refund') = (payment_id IS NOT NULL))
);
CREATE INDEX payouts_unsettled ON payouts (status, created_at) WHERE status IN ('queued', 'sent');

-- Withdrawals were marked 'completed' at once before; those rows debited the
-- ledger and are counted as paid.
ALTER TABLE withdrawals ADD COLUMN settled_at timestamptz;
UPDATE withdrawals SET status = 'paid', settled_at = created_at WHERE status = 'completed';
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('processing', 'paid', 'failed'));

-- Every payment the payment provider reported, credited or refunded: the
-- reconciliation lists these against the ledger.
CREATE TABLE received_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The provider's payment id (Pix end-to-end id), or its event id.
  payment_id text NOT NULL UNIQUE,
  charge_id text NOT NULL REFERENCES deposits (id),
  user_id integer NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  received_at timestamptz NOT NULL,
  -- credited: the deposit's ledger entry; otherwise why it is refunded.
  outcome text NOT NULL CHECK (
    outcome IN ('credited', 'late', 'duplicate', 'cancelled', 'amount_mismatch')
  ),
  -- The refund's payout (set in the same transaction, right after the row).
  payout_id text REFERENCES payouts (id)
);
CREATE INDEX received_payments_user ON received_payments (user_id, received_at DESC);

-- A pause or self-exclusion cancels the player's open charges.
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check
  CHECK (status IN ('pending', 'paid', 'cancelled'));

ALTER TABLE provider_events DROP CONSTRAINT provider_events_provider_check;
ALTER TABLE provider_events ADD CONSTRAINT provider_events_provider_check
  CHECK (provider IN ('payment', 'kyc', 'payout'));

-- Demo only: the built-in payout provider's own book of the payouts it
-- accepted, so a restart still delivers their callbacks.
CREATE TABLE demo_payout_orders (
  payout_id text PRIMARY KEY,
  amount_cents bigint NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('paid', 'failed')),
  due_at timestamptz NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX demo_payout_orders_due ON demo_payout_orders (due_at) WHERE delivered_at IS NULL;
