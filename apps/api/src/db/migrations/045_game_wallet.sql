-- Games through an aggregator (docs/product/games.md#seamless-wallet).

-- The id an aggregator knows a player by: random, so it says nothing about the person.
CREATE TABLE game_players (
  user_id integer PRIMARY KEY REFERENCES users (id),
  player_ref text NOT NULL UNIQUE
);

-- Game-session tokens minted at each game start; only their SHA-256 is stored.
CREATE TABLE game_sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES casino_games (id),
  game_code text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_sessions_user ON game_sessions (user_id, created_at DESC);

-- One row per transaction_uuid the aggregator sent (bet, win or rollback),
-- with the first answer given, so a repeat answers it again. A rollback for a
-- bet not seen yet is a row too: the bet is refused when it arrives.
CREATE TABLE game_transactions (
  transaction_uuid text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  user_id integer NOT NULL REFERENCES users (id),
  request_hash text NOT NULL,
  reference_transaction_uuid text,
  game_id integer REFERENCES casino_games (id),
  round text,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  -- Whether money moved (RS_OK with an amount); refusals are kept to answer repeats.
  status text NOT NULL,
  ledger_entry_id integer REFERENCES ledger_entries (id),
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX game_transactions_reference ON game_transactions (reference_transaction_uuid);
CREATE INDEX game_transactions_user_round ON game_transactions (user_id, created_at DESC);

-- Every wallet call as received and answered, for support ("what happened to my bet").
CREATE TABLE game_wallet_calls (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint text NOT NULL,
  request_uuid text,
  transaction_uuid text,
  player_ref text,
  body text NOT NULL,
  status text NOT NULL,
  response jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX game_wallet_calls_transaction ON game_wallet_calls (transaction_uuid);
CREATE INDEX game_wallet_calls_player ON game_wallet_calls (player_ref, received_at DESC);

-- The code the aggregator knows each catalogue game by; unset: not connected.
ALTER TABLE casino_games ADD COLUMN game_code text UNIQUE;
