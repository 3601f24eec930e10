-- Login failures are counted per account AND client address (docs/api/settings.md#login-throttling):
-- a stranger's wrong guesses lock only their own address out of an account,
-- never the owner.

ALTER TABLE login_failures ADD COLUMN address text NOT NULL DEFAULT '';
CREATE INDEX login_failures_account_address ON login_failures (account, address, created_at);
