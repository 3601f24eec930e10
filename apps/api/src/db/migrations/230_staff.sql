-- The operator's team (docs/operations/back-office.md#back-office): named staff accounts
-- with a role, a password and a TOTP second factor, their sessions on the ops
-- listener, the one-time enrolment links `staff create` prints, and the
-- single-use recovery codes. Staff actions go into the audit trail as actor
-- `staff:<id>` with their role in the row's details, so the hash chain
-- (migration 160) covers them unchanged.
CREATE TABLE staff (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('support', 'finance', 'compliance', 'admin')),
  -- Null until the enrolment link was used.
  password_hash text,
  -- Base32; set at enrolment, confirmed once a first code matched.
  totp_secret text,
  totp_confirmed_at timestamptz,
  -- The last TOTP time step accepted: a code of that step or an older one is a replay.
  totp_last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  disabled_at timestamptz
);

-- One-time enrolment links: only the token's SHA-256 is kept.
CREATE TABLE staff_enrolments (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- stage 'totp': the password matched, the second factor has not yet.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  stage text NOT NULL CHECK (stage IN ('totp', 'full')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

CREATE TABLE staff_recovery_codes (
  staff_id integer NOT NULL REFERENCES staff (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

-- Staff actions (and refusals) are a category of their own; the audit screen
-- filters by actor.
ALTER TABLE audit_events DROP CONSTRAINT audit_events_category_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_category_check
  CHECK (category IN ('money', 'identity', 'limits', 'pause', 'exclusion', 'closure', 'staff'));
CREATE INDEX audit_events_actor ON audit_events (actor, id);
