-- The operator's back office (docs/operations/back-office-queues.md#back-office-queues-and-actions):
-- blocks an operator puts on an account, staff notes on a player, and the
-- four-eyes proposals a second staff member approves. Staff are named by id
-- only (no foreign key): the trail outlives any staff account.

-- A block by the operator: deposits, bets and game starts are refused while it
-- is open (lifted_at NULL); withdrawals stay open. At most one open per player.
CREATE TABLE account_blocks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000),
  blocked_by integer NOT NULL,
  blocked_at timestamptz NOT NULL,
  lifted_by integer,
  lifted_at timestamptz,
  lift_reason text,
  CHECK ((lifted_at IS NULL) = (lifted_by IS NULL)),
  CHECK ((lifted_at IS NULL) = (lift_reason IS NULL))
);
CREATE UNIQUE INDEX account_blocks_open ON account_blocks (user_id) WHERE lifted_at IS NULL;

CREATE TABLE staff_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  staff_id integer NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_notes_user ON staff_notes (user_id, id DESC);

-- A money action two people decide: proposed by one, applied only when a
-- different one with the right role approves before expires_at.
--   adjustment          amount_cents signed: a credit (> 0) or a debit (< 0)
--   withdrawal_release  the release of a held withdrawal above the configured amount
CREATE TABLE four_eyes_proposals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('adjustment', 'withdrawal_release')),
  user_id integer NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  withdrawal_id integer REFERENCES withdrawals (id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000),
  proposed_by integer NOT NULL,
  proposed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- expired: past expires_at, closed when a new proposal for the same withdrawal is made.
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'applied', 'rejected', 'expired')),
  decided_by integer,
  decided_at timestamptz,
  CHECK ((kind = 'withdrawal_release') = (withdrawal_id IS NOT NULL)),
  CHECK (status IN ('pending', 'expired') OR decided_by IS NOT NULL),
  -- Nobody approves their own proposal, whatever the code above does.
  CHECK (status <> 'applied' OR decided_by <> proposed_by)
);
CREATE INDEX four_eyes_pending ON four_eyes_proposals (proposed_at) WHERE status = 'pending';
CREATE UNIQUE INDEX four_eyes_one_release ON four_eyes_proposals (withdrawal_id)
  WHERE kind = 'withdrawal_release' AND status = 'pending';

-- A KYC result that needs a person (cpf_mismatch, a provider error) leaves the
-- back office's queue when someone reviews it: kept as it is (this column) or
-- opened for a new attempt (kyc_status back to 'none', this column cleared).
ALTER TABLE users ADD COLUMN kyc_reviewed_at timestamptz;
