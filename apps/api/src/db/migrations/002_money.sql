-- Money: an append-only ledger, Pix deposits, withdrawals, idempotency keys.

CREATE TABLE ledger_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  kind text NOT NULL CHECK (kind IN ('Deposit', 'Withdraw', 'CasinoTransaction')),
  status text NOT NULL,
  game_name text,
  -- What the entry settles (deposit:<id>, withdrawal:<id>): a deposit is credited once.
  reference text UNIQUE,
  balance_after_cents bigint NOT NULL CHECK (balance_after_cents >= 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_user ON ledger_entries (user_id, kind, created_at DESC, id DESC);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

CREATE TABLE deposits (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  code text NOT NULL,
  image text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz
);
CREATE INDEX deposits_user ON deposits (user_id, created_at DESC);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  pix_type text NOT NULL,
  pix_key text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at DESC);

CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id),
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('in_flight', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, scope, key)
);
