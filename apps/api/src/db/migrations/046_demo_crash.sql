-- The demo aggregator's own records (docs/product/games.md#demo-crash-game): a third
-- party's side of the contract, kept apart from the operator's tables.

-- One row per game URL it handed out: the session the game page plays in.
CREATE TABLE demo_crash_sessions (
  id text PRIMARY KEY,
  player_ref text NOT NULL,
  -- The operator's game-session token, which the aggregator sends back with every bet.
  token text NOT NULL,
  game_code text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Bets on the demo house's rounds: the round is the first one stored after
-- `after_ms` (the crash instant of the round before it), settled by its crash point.
CREATE TABLE demo_crash_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL REFERENCES demo_crash_sessions (id),
  bet_house text NOT NULL,
  after_ms bigint NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  auto_cashout numeric(10, 2),
  cashout_at_ms bigint,
  cashout_multiplier numeric(10, 2),
  bet_transaction_uuid text NOT NULL UNIQUE,
  round_id bigint,
  crash_point float8,
  -- The multiplier paid (a tap or the automatic cash-out); null: lost.
  paid_multiplier numeric(10, 2),
  win_cents bigint,
  settled_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX demo_crash_bets_open ON demo_crash_bets (session_id, settled_at);
CREATE UNIQUE INDEX demo_crash_bets_one_per_round ON demo_crash_bets (session_id, bet_house, after_ms);
