-- Brakes on money out (docs/api/money.md#brakes-on-money-out).

-- A withdrawal a brake held: its money left the balance, no payout exists
-- until a person releases it (then processing) or returns it (then failed,
-- with its reversal). review_reason says which brake.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('processing', 'review', 'paid', 'failed'));
ALTER TABLE withdrawals
  ADD COLUMN review_reason text CHECK (
    review_reason IN ('amount', 'daily_cap', 'velocity', 'held_win')
  ),
  ADD COLUMN review_decision text CHECK (review_decision IN ('released', 'returned')),
  ADD COLUMN reviewed_by text,
  ADD COLUMN reviewed_at timestamptz,
  ADD CONSTRAINT withdrawals_review_has_reason CHECK (status <> 'review' OR review_reason IS NOT NULL);
CREATE INDEX withdrawals_in_review ON withdrawals (created_at) WHERE status = 'review';

-- A win above its game's ceiling: recorded (its game transaction answered
-- RS_OK) but not credited. Released: credited through the ledger with the
-- reference the win would have had (game:<transaction_uuid>), so at most once.
-- Returned: never credited; the money stays with the house.
CREATE TABLE held_wins (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_uuid text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer REFERENCES casino_games (id),
  game_name text,
  bet_cents bigint NOT NULL CHECK (bet_cents >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  limit_cents bigint NOT NULL CHECK (limit_cents >= 0),
  status text NOT NULL CHECK (status IN ('held', 'released', 'returned')),
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX held_wins_user ON held_wins (user_id) WHERE status = 'held';
