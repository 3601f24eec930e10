-- Player protection (docs/product/player-protection.md#player-protection): limit changes, pauses
-- and self-exclusions, play sessions, the reality check interval, closed accounts.

-- Every limit the player asked for, kept for their records. The limits in force
-- at an instant are those of the latest request, not cancelled, whose
-- effective_at has passed; a new request cancels any still waiting.
CREATE TABLE protection_limit_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  loss_limit_cents bigint NOT NULL CHECK (loss_limit_cents > 0),
  loss_period text NOT NULL CHECK (loss_period IN ('day', 'week', 'month')),
  session_minutes integer NOT NULL CHECK (session_minutes > 0),
  requested_at timestamptz NOT NULL,
  effective_at timestamptz NOT NULL,
  cancelled_at timestamptz
);
CREATE INDEX protection_limit_changes_user ON protection_limit_changes (user_id, id DESC);

-- Pauses and self-exclusions. Rows are only added: the block in force is the
-- one that ends last, so nothing can shorten an exclusion.
CREATE TABLE protection_blocks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('pause', 'exclusion')),
  starts_at timestamptz NOT NULL,
  -- NULL: indefinite.
  ends_at timestamptz
);
CREATE INDEX protection_blocks_user ON protection_blocks (user_id, starts_at);

-- One row per play session (see src/protection/session-rule.ts for the rule).
CREATE TABLE play_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX play_sessions_user ON play_sessions (user_id, started_at DESC);

CREATE TABLE protection_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id),
  reality_check_minutes integer NOT NULL CHECK (reality_check_minutes > 0)
);

-- 'Encerrar conta': users.status becomes 'closed' and closed_at says when; the
-- row stays (its ledger, records and CPF are kept), and it can no longer sign in.
ALTER TABLE users ADD COLUMN closed_at timestamptz;
