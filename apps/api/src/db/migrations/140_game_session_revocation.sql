-- Game-session tokens die with the account's security (docs/games.md#game-session-tokens):
-- a password change or reset, "Sair de todos os dispositivos", a pause, a
-- self-exclusion or a closure sets revoked_at, and the wallet refuses the
-- token from then on. The id orders a player's starts (several may share a
-- created_at), so the live-session cap revokes the oldest.
ALTER TABLE game_sessions ADD COLUMN revoked_at timestamptz;
ALTER TABLE game_sessions ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX game_sessions_live ON game_sessions (user_id, id DESC) WHERE revoked_at IS NULL;
