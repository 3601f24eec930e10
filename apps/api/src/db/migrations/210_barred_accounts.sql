-- Accounts the regulator's "Módulo de Impedidos" (SIGAP) bars
-- (docs/product/player-protection.md#barred-account): when and why, the notice e-mailed to the
-- player, and each step until the balance left and the account closed. Every
-- row is kept at least 5 years, as the norms ask of every such notice: the
-- triggers below refuse a delete before then, and retention never names these
-- tables (retention/retention.ts).

CREATE TABLE barred_accounts (
  user_id integer PRIMARY KEY REFERENCES users (id),
  -- The bases the answer named barred, e.g. ["autoexclusao_centralizada"].
  bases jsonb NOT NULL,
  -- When the regulator's module answered, and when this account was barred.
  answered_at timestamptz NOT NULL,
  barred_at timestamptz NOT NULL,
  -- The end of the player's window to withdraw (barred_at + 2 days).
  withdraw_until timestamptz NOT NULL,
  -- Set once the window ended and the account closed.
  closed_at timestamptz
);
CREATE INDEX barred_accounts_open ON barred_accounts (withdraw_until) WHERE closed_at IS NULL;

-- The notice, word for word, to the address it went to.
CREATE TABLE barred_account_notices (
  user_id integer PRIMARY KEY REFERENCES barred_accounts (user_id),
  address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  -- NULL until the e-mail provider took it; the job sends it again until then.
  sent_at timestamptz
);

CREATE TABLE barred_account_steps (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES barred_accounts (user_id),
  step text NOT NULL CHECK (
    step IN ('barred', 'notice_sent', 'window_ended', 'payout_queued', 'payout_held', 'closed')
  ),
  at timestamptz NOT NULL,
  amount_cents bigint,
  payout_id text
);
CREATE INDEX barred_account_steps_user ON barred_account_steps (user_id, id);

-- A delete before 5 years from the row's instant (the column named by the
-- trigger) is refused, and a step is never rewritten.
CREATE FUNCTION barred_records_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND (to_jsonb(OLD) ->> TG_ARGV[0])::timestamptz < now() - interval '5 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '%: % refused, kept 5 years', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER barred_accounts_kept
  BEFORE DELETE ON barred_accounts
  FOR EACH ROW EXECUTE FUNCTION barred_records_kept('barred_at');
CREATE TRIGGER barred_account_notices_kept
  BEFORE DELETE ON barred_account_notices
  FOR EACH ROW EXECUTE FUNCTION barred_records_kept('created_at');
CREATE TRIGGER barred_account_steps_kept
  BEFORE UPDATE OR DELETE ON barred_account_steps
  FOR EACH ROW EXECUTE FUNCTION barred_records_kept('at');

-- Closed by the end of the barred account's window (barred-accounts.ts).
ALTER TABLE users DROP CONSTRAINT users_closed_reason_check;
ALTER TABLE users ADD CONSTRAINT users_closed_reason_check
  CHECK (closed_reason IN ('cpf_claimed', 'impedido'));
