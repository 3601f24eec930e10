-- Identity bound to the CPF (docs/product/kyc.md#kyc, #cpf-claim) and account
-- recovery (docs/product/accounts.md#password-change-and-reset).

-- Why the latest full verification was rejected, for the player's screen.
ALTER TABLE users ADD COLUMN kyc_rejection text
  CHECK (kyc_rejection IN ('provider', 'cpf_mismatch', 'underage', 'cpf_verified_elsewhere'));

-- 'holder': the account owns its CPF; 'claimant': it registered with a CPF an
-- account that never passed KYC holds, and gets it by passing KYC; 'released':
-- a claimant took the CPF and this account was closed.
ALTER TABLE users ADD COLUMN cpf_role text NOT NULL DEFAULT 'holder'
  CHECK (cpf_role IN ('holder', 'claimant', 'released'));
-- Why an account was closed when the player did not close it.
ALTER TABLE users ADD COLUMN closed_reason text CHECK (closed_reason IN ('cpf_claimed'));
ALTER TABLE users DROP CONSTRAINT users_cpf_key;
CREATE UNIQUE INDEX users_cpf_holder ON users (cpf) WHERE cpf_role = 'holder';
CREATE INDEX users_cpf ON users (cpf);

-- A CPF handed to the person who proved it: the closed account and the
-- balance it still held, kept (never moved) for the operator's review.
CREATE TABLE cpf_claims (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cpf char(11) NOT NULL,
  claimant_id integer NOT NULL REFERENCES users (id),
  released_id integer NOT NULL REFERENCES users (id),
  held_balance_cents bigint NOT NULL CHECK (held_balance_cents >= 0),
  review_status text NOT NULL DEFAULT 'pending' CHECK (review_status IN ('pending', 'settled')),
  claimed_at timestamptz NOT NULL
);

-- Password reset links: only the SHA-256 of the token, single use, expiring.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_id, created_at);
