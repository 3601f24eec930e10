-- The request budgets per signed-in account (deposits, KYC sessions, postal
-- code look-ups, game starts: auth/account-budgets.ts), counted here so every
-- api process sharing the database spends the same budget
-- (docs/architecture.md#abuse-limits). One fixed window per budget and
-- account: it starts at the first call and restarts with the first call
-- after it ended.
CREATE TABLE account_budget_windows (
  budget text NOT NULL,
  user_id integer NOT NULL,
  window_start timestamptz NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (budget, user_id)
);
