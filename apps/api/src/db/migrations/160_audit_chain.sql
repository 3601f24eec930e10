-- An audit trail no one can rewrite (docs/operations/audit-trail.md#audit-trail).
--
-- 1. A hash chain: each row carries its place in the chain, the hash of the
--    row before it and its own hash (canonical form: docs/operations/audit-trail.md#the-hash-chain).
--    The chain is sealed when the inserting transaction commits, by a
--    deferred trigger that serializes on one advisory lock: at commit the
--    transaction holds every row lock it will ever take, and the sealer waits
--    for nothing but that lock, so no cycle of waits can form with the row
--    locks on money (docs/architecture.md#row-locks-on-money).
-- 2. Retention from the database's own clock: a row may be deleted only once
--    it is older than now() minus audit_retention_years(), a function the
--    owner sets when it migrates (db/database-roles.ts); no session setting
--    unlocks anything any more.
-- 3. The owner's functions run SECURITY DEFINER, so the api's role needs no
--    UPDATE or DELETE on audit_events (docs/operations/deploy.md#database-roles).

ALTER TABLE audit_events
  ADD COLUMN chain_position bigint,
  ADD COLUMN prev_hash bytea,
  ADD COLUMN hash bytea;
CREATE UNIQUE INDEX audit_events_chain ON audit_events (chain_position);

-- Where each purge cut the chain: the first row kept follows `through_hash`.
CREATE TABLE audit_purges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  cutoff timestamptz NOT NULL,
  rows_deleted bigint NOT NULL,
  through_position bigint NOT NULL,
  through_hash bytea NOT NULL
);

-- Replaced at every migration by the owner with AUDIT_RETENTION_YEARS.
CREATE FUNCTION audit_retention_years() RETURNS integer
LANGUAGE sql IMMUTABLE AS 'SELECT 5';

-- The hash of one row given the hash before it: sha256 of the previous hash
-- followed by the UTF-8 text of a jsonb array of the row's fields, the
-- instant as whole microseconds since 1970 (no time zone in it).
CREATE FUNCTION audit_row_hash(
  prev bytea, chain_position bigint, id bigint, at timestamptz, user_id integer,
  actor text, category text, action text, amount_cents bigint, details jsonb, request_id text
) RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(prev || convert_to(jsonb_build_array(
    chain_position, id, (extract(epoch FROM at) * 1000000)::bigint, user_id,
    actor, category, action, amount_cents, details, request_id)::text, 'UTF8'))
$$;

-- The row allowed to change or go: the seal's one update of a row's own chain
-- columns, and a delete of a row past the retention. Everything else is refused.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.hash IS NULL
     AND (NEW.id, NEW.at, NEW.user_id, NEW.actor, NEW.category, NEW.action,
          NEW.amount_cents, NEW.details, NEW.request_id)
         IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.user_id, OLD.actor, OLD.category,
          OLD.action, OLD.amount_cents, OLD.details, OLD.request_id) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND OLD.at < now() - make_interval(years => audit_retention_years()) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

-- Any fixed number: every sealer and the purge take it.
CREATE FUNCTION audit_chain_lock() RETURNS bigint
LANGUAGE sql IMMUTABLE AS 'SELECT 7415920262::bigint';

-- The end of the chain: the last sealed row, else the last purge's cut, else
-- the genesis (32 zero bytes at position 0).
CREATE FUNCTION audit_chain_end(OUT chain_position bigint, OUT hash bytea)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  SELECT e.chain_position, e.hash INTO chain_position, hash FROM audit_events e
  WHERE e.chain_position IS NOT NULL ORDER BY e.chain_position DESC LIMIT 1;
  IF chain_position IS NULL THEN
    SELECT p.through_position, p.through_hash INTO chain_position, hash FROM audit_purges p
    ORDER BY p.id DESC LIMIT 1;
  END IF;
  IF chain_position IS NULL THEN
    chain_position := 0;
    hash := decode(repeat('00', 32), 'hex');
  END IF;
END;
$$;

CREATE FUNCTION audit_events_seal() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  last_position bigint;
  last_hash bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(audit_chain_lock());
  SELECT c.chain_position, c.hash INTO last_position, last_hash FROM audit_chain_end() c;
  UPDATE audit_events SET
    chain_position = last_position + 1,
    prev_hash = last_hash,
    hash = audit_row_hash(last_hash, last_position + 1, NEW.id, NEW.at, NEW.user_id,
      NEW.actor, NEW.category, NEW.action, NEW.amount_cents, NEW.details, NEW.request_id)
  WHERE id = NEW.id;
  RETURN NULL;
END;
$$;

-- The chain's columns of existing rows, in id order, before the seal exists.
ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only_rows;
DO $$
DECLARE
  r audit_events%ROWTYPE;
  n bigint := 0;
  previous bytea := decode(repeat('00', 32), 'hex');
  sealed bytea;
BEGIN
  FOR r IN SELECT * FROM audit_events ORDER BY id LOOP
    n := n + 1;
    sealed := audit_row_hash(previous, n, r.id, r.at, r.user_id, r.actor,
      r.category, r.action, r.amount_cents, r.details, r.request_id);
    UPDATE audit_events SET chain_position = n, prev_hash = previous, hash = sealed
    WHERE id = r.id;
    previous := sealed;
  END LOOP;
END;
$$;
ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only_rows;

CREATE CONSTRAINT TRIGGER audit_events_seal
  AFTER INSERT ON audit_events
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION audit_events_seal();

-- The purge (audit/purge-audit.ts): deletes the chain's oldest rows while they
-- are older than the retention, stops at the first younger one, and records
-- the cut so the chain still verifies from there. Rows deleted.
CREATE FUNCTION purge_audit_trail() RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  cutoff timestamptz := now() - make_interval(years => audit_retention_years());
  keep_from bigint;
  through bigint;
  through_hash bytea;
  deleted bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(audit_chain_lock());
  SELECT e.chain_position INTO keep_from FROM audit_events e
  WHERE e.chain_position IS NOT NULL AND e.at >= cutoff ORDER BY e.chain_position LIMIT 1;
  SELECT e.chain_position, e.hash INTO through, through_hash FROM audit_events e
  WHERE e.chain_position IS NOT NULL AND (keep_from IS NULL OR e.chain_position < keep_from)
  ORDER BY e.chain_position DESC LIMIT 1;
  IF through IS NULL THEN
    RETURN 0;
  END IF;
  DELETE FROM audit_events WHERE chain_position <= through;
  GET DIAGNOSTICS deleted = ROW_COUNT;
  INSERT INTO audit_purges (cutoff, rows_deleted, through_position, through_hash)
  VALUES (cutoff, deleted, through, through_hash);
  RETURN deleted;
END;
$$;

-- ledger_entries refused UPDATE and DELETE row by row; TRUNCATE too now.
CREATE TRIGGER ledger_entries_append_only_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
