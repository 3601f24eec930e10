-- A feed's round ids are its own, not the store's keys. Until now
-- ingestion wrote the feed's id into rounds.id and moved the shared identity
-- sequence past it, so the simulator's next round took the id of the feed's
-- next batch (which was then refused as a conflict). From here on every
-- round's id comes from the sequence; a feed round also keeps (source,
-- external_id), unique per betting house.
ALTER TABLE rounds ADD COLUMN source text;
ALTER TABLE rounds ADD COLUMN external_id bigint;

-- Rounds ingested before this migration were stored under the feed's own id.
UPDATE rounds SET source = 'feed', external_id = id WHERE chain_id IS NULL;

ALTER TABLE rounds ADD CONSTRAINT rounds_feed_round_complete
  CHECK ((source IS NULL) = (external_id IS NULL));
ALTER TABLE rounds ADD CONSTRAINT rounds_feed_round_or_simulated
  CHECK (chain_id IS NULL OR source IS NULL);
-- NULLs are distinct: simulated rounds (no source) never collide here.
ALTER TABLE rounds ADD CONSTRAINT rounds_feed_round_once
  UNIQUE (bet_house, source, external_id);
