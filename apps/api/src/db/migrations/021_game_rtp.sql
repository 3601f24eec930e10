-- Each game's theoretical return to player (percent), shown on its tile and
-- screen (issue 15 §5). The seed fills it from the catalogue.
ALTER TABLE casino_games ADD COLUMN rtp_percent numeric(5, 2);
