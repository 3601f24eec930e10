-- How many reality checks the player answered in a play session, so a reload
-- does not ask again (docs/product/player-protection.md#play-session).
ALTER TABLE play_sessions
  ADD COLUMN reality_checks_answered integer NOT NULL DEFAULT 0
  CHECK (reality_checks_answered >= 0);
