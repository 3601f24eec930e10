-- Player protection's reads of a player at an instant, as functions
-- (protection/protection-repository.ts): each is the one definition of its
-- rule. Protection's own reads call them, and a statement of another module
-- that decides on the same state in one round trip (a bet's context,
-- games/game-wallet-repository.ts, docs/games.md#speed) joins
-- protection_play_state instead of splicing protection's SQL text. SQL,
-- STABLE and not STRICT, so the planner inlines each call into the statement
-- that makes it, as if its text were written there.

-- The latest limits request (not cancelled) already effective at the instant.
CREATE FUNCTION protection_limits_in_force(player integer, instant timestamptz)
RETURNS SETOF protection_limit_changes
LANGUAGE sql STABLE AS $$
  SELECT * FROM protection_limit_changes
   WHERE user_id = player AND cancelled_at IS NULL AND effective_at <= instant
   ORDER BY id DESC LIMIT 1
$$;

-- The latest limits request (not cancelled) still waiting for its effective time.
CREATE FUNCTION protection_limits_waiting(player integer, instant timestamptz)
RETURNS SETOF protection_limit_changes
LANGUAGE sql STABLE AS $$
  SELECT * FROM protection_limit_changes
   WHERE user_id = player AND cancelled_at IS NULL AND effective_at > instant
   ORDER BY id DESC LIMIT 1
$$;

-- The pause or exclusion in force at the instant that ends last (an indefinite one first).
CREATE FUNCTION protection_active_block(player integer, instant timestamptz)
RETURNS SETOF protection_blocks
LANGUAGE sql STABLE AS $$
  SELECT * FROM protection_blocks
   WHERE user_id = player AND starts_at <= instant AND (ends_at IS NULL OR ends_at > instant)
   ORDER BY ends_at DESC NULLS FIRST LIMIT 1
$$;

-- The player's latest play session.
CREATE FUNCTION protection_latest_play_session(player integer)
RETURNS SETOF play_sessions
LANGUAGE sql STABLE AS $$
  SELECT * FROM play_sessions
   WHERE user_id = player ORDER BY started_at DESC, id DESC LIMIT 1
$$;

-- Everything a play refusal reads, as one row (all null or false when the
-- player has none of it): the limits in force (null when `with_limits` is
-- false: the caller has the limits of its request), the block in force, the
-- latest play session, whether the operator blocked the account and whether
-- the regulator's list bars it.
CREATE FUNCTION protection_play_state(player integer, instant timestamptz, with_limits boolean)
RETURNS TABLE (
  limit_id integer,
  loss_limit_cents bigint,
  loss_period text,
  session_minutes integer,
  requested_at timestamptz,
  effective_at timestamptz,
  block_kind text,
  block_starts_at timestamptz,
  block_ends_at timestamptz,
  session_id integer,
  session_started_at timestamptz,
  session_last_seen_at timestamptz,
  account_blocked boolean,
  barred boolean
)
LANGUAGE sql STABLE AS $$
  SELECT l.id, l.loss_limit_cents, l.loss_period, l.session_minutes, l.requested_at,
         l.effective_at,
         b.kind, b.starts_at, b.ends_at,
         s.id, s.started_at, s.last_seen_at,
         EXISTS (SELECT 1 FROM account_blocks a WHERE a.user_id = player AND a.lifted_at IS NULL),
         EXISTS (SELECT 1 FROM barred_accounts r WHERE r.user_id = player)
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (SELECT * FROM protection_limits_in_force(player, instant)
                        WHERE with_limits) AS l ON true
    LEFT JOIN LATERAL protection_active_block(player, instant) AS b ON true
    LEFT JOIN LATERAL protection_latest_play_session(player) AS s ON true
$$;
