-- Device cookies (docs/architecture.md#abuse-limits): a browser that signed in
-- to an account is trusted by it, so its attempts are limited only by its own
-- failures, never by the account-wide slowdown that guesses from rotating
-- addresses build. Only the SHA-256 of the cookie's device id is stored.
CREATE TABLE trusted_devices (
  device_hash text PRIMARY KEY,
  account text NOT NULL,
  last_success_at timestamptz NOT NULL
);
CREATE INDEX trusted_devices_last_success ON trusted_devices (last_success_at);

-- A failure of a trusted device counts against that device only: NULL is an
-- attempt without (valid) device cookie, the shared pool of before.
ALTER TABLE login_failures ADD COLUMN device_hash text;
CREATE INDEX login_failures_device ON login_failures (device_hash, created_at)
  WHERE device_hash IS NOT NULL;

-- One-time sign-in links (docs/product/accounts.md#password-change-and-reset): a new
-- device can enter while the account is slowed down. Like password_resets:
-- only the token's SHA-256, single use, expiring.
CREATE TABLE sign_in_links (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sign_in_links_user ON sign_in_links (user_id, created_at);
