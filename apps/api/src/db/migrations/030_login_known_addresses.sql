-- Addresses (IPv6 by /64) an account has signed in from: the account-wide
-- slowdown does not apply to them, so an owner keeps signing in while wrong
-- guesses arrive from elsewhere (docs/api/settings.md#login-throttling).
CREATE TABLE login_known_addresses (
  account text NOT NULL,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (account, address)
);
