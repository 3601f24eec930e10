-- The audit trail (docs/operations/audit-trail.md#audit-trail): one row per change of
-- money, identity, limits, pauses, exclusions and closures, written in the
-- change's own transaction (audit/audit-trail.ts). Append-only: the trigger
-- below refuses every UPDATE and TRUNCATE, and every DELETE except the
-- operator's purge of rows older than the retention (audit/purge-audit.ts),
-- which names its cutoff in the transaction setting velas.audit_purge_before.
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  -- The player the change is about; no foreign key, the trail outlives any row it names.
  user_id integer,
  -- Who acted: user:<id>, provider:<name>, operator or system.
  actor text NOT NULL,
  category text NOT NULL
    CHECK (category IN ('money', 'identity', 'limits', 'pause', 'exclusion', 'closure')),
  action text NOT NULL,
  amount_cents bigint,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  request_id text
);

CREATE INDEX audit_events_user ON audit_events (user_id, id);
CREATE INDEX audit_events_at ON audit_events (at);

CREATE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  purge_before text := current_setting('velas.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND purge_before IS NOT NULL AND purge_before <> ''
     AND OLD.at < purge_before::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_events_append_only_rows
  BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();

CREATE TRIGGER audit_events_append_only_truncate
  BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
