-- Each game's theoretical return to player (percent), shown on its tile and
-- screen (docs/product/player-protection.md#odds-and-risk-warning). The seed fills it from the catalogue.
ALTER TABLE casino_games ADD COLUMN rtp_percent numeric(5, 2);
