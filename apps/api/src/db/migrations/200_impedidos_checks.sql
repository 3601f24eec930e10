-- The regulator's "Módulo de Impedidos" checks (docs/product/registration.md#registration,
-- docs/api/providers.md#impedidos). Every consultation and its answer or
-- failure is a record kept at least 5 years: retention never purges it
-- (retention/retention.ts).
CREATE TABLE impedidos_checks (
  id bigserial PRIMARY KEY,
  -- The account checked; NULL for a registration (refused, or still pending).
  user_id integer REFERENCES users (id),
  -- The pending registration it was for (its row is deleted once resolved).
  pending_registration_id bigint,
  cpf char(11) NOT NULL,
  checked_at timestamptz NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('registration', 'daily_sign_in', 'sweep', 'retry')),
  outcome text NOT NULL CHECK (outcome IN ('clear', 'barred', 'unavailable')),
  -- The provider's own moment of the answer; NULL when it did not answer.
  answered_at timestamptz,
  -- Each base's verdict as answered: {"autoexclusao_centralizada": false, ...}.
  verdicts jsonb,
  -- Why it did not answer (status class or unreachable), for the operator.
  failure text
);
CREATE INDEX impedidos_checks_user ON impedidos_checks (user_id, checked_at);
CREATE INDEX impedidos_checks_cpf ON impedidos_checks (cpf, checked_at);

-- Per account: the last check that answered, and whether one is owed since a
-- sign-in found the provider down.
CREATE TABLE impedidos_account_state (
  user_id integer PRIMARY KEY REFERENCES users (id),
  last_checked_at timestamptz,
  retry_due boolean NOT NULL DEFAULT false
);
CREATE INDEX impedidos_account_state_retry ON impedidos_account_state (user_id) WHERE retry_due;

-- A registration the check could not answer for: no account opens until a
-- later check answers. Kept at most 7 days (barred-list-checks/pending-registrations.ts).
CREATE TABLE pending_registrations (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  cpf char(11) NOT NULL,
  birth_date date NOT NULL,
  phone text NOT NULL,
  limits jsonb,
  created_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX pending_registrations_due ON pending_registrations (next_attempt_at);
