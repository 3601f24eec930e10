// Which src/ folder owns each table's writes (docs/architecture.md#api-code-rules):
// its repositories hold every statement that writes the table, and another
// module calls them. A table's owner is the folder whose migration made it and
// that writes it most; table-ownership.test.ts fails on a write from anywhere
// else that WRITE_EXCEPTIONS does not name, on a migrated table missing here,
// and on an exception that no longer happens, so the list below only shrinks.

export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  users: 'accounts',
  audit_events: 'audit',
  audit_purges: 'audit',
  sessions: 'auth',
  login_failures: 'auth',
  login_known_addresses: 'auth',
  account_budget_windows: 'auth',
  trusted_devices: 'auth',
  sign_in_links: 'auth',
  // The games create a session and the sign-out revokes it; auth/ is shared,
  // so the games can call it and not the other way round.
  game_sessions: 'auth',
  deposits: 'deposits',
  idempotency_keys: 'idempotency',
  ledger_entries: 'money',
  presence: 'presence',
  round_alerts: 'alerts',
  rounds: 'history',
  round_chains: 'history',
  kyc_sessions: 'kyc',
  cpf_claims: 'kyc',
  cpf_claim_reviews: 'kyc',
  payouts: 'payouts',
  play_sessions: 'protection',
  protection_preferences: 'protection',
  protection_limit_changes: 'protection',
  protection_blocks: 'protection',
  second_system_users: 'user-records',
  staff: 'staff',
  staff_enrolments: 'staff',
  staff_recovery_codes: 'staff',
  staff_sessions: 'staff',
  document_lookups: 'providers',
  document_registry: 'providers',
  withdrawals: 'wallet',
  received_payments: 'wallet',
  casino_categories: 'games',
  casino_games: 'games',
  game_players: 'games',
  game_transactions: 'games',
  game_wallet_calls: 'games',
  held_wins: 'games',
  barred_accounts: 'barred-accounts',
  barred_account_steps: 'barred-accounts',
  barred_account_notices: 'barred-accounts',
  impedidos_checks: 'barred-list-checks',
  impedidos_account_state: 'barred-list-checks',
  pending_registrations: 'barred-list-checks',
  provider_events: 'provider-callbacks',
  cpf_holder_notices: 'platform',
  password_resets: 'platform',
  account_blocks: 'backoffice/players',
  staff_notes: 'backoffice/players',
  staff_searches: 'backoffice/players',
  four_eyes_proposals: 'backoffice/adjustments',
  demo_crash_sessions: 'sandbox/aggregator',
  demo_crash_bets: 'sandbox/aggregator',
  demo_payout_orders: 'sandbox/payouts',
};

interface WriteException {
  /** The writing file, relative to src/. */
  file: string;
  table: string;
  /** Why it is allowed: a kind (read-model, migration function, cross-cutting, one statement) or `to move: <where>`. */
  reason: string;
}

const RETENTION = 'cross-cutting: the retention job deletes every kept table by age in one place';

/** The known debt: writes outside the owner, each with its reason. */
export const WRITE_EXCEPTIONS: readonly WriteException[] = [
  ...[
    'account_budget_windows',
    'cpf_holder_notices',
    'deposits',
    'idempotency_keys',
    'kyc_sessions',
    'login_failures',
    'provider_events',
    'sessions',
    'sign_in_links',
    'staff_sessions',
    'trusted_devices',
  ].map((table) => ({ file: 'retention/retention-repository.ts', table, reason: RETENTION })),
  {
    file: 'money/ledger-repository.ts',
    table: 'users',
    reason:
      'one statement: the balance moves in the same statement that appends its ledger entry and audit row',
  },
  {
    file: 'money/ledger-repository.ts',
    table: 'audit_events',
    reason: 'cross-cutting audit table, written in the statement that appends the ledger entry',
  },
  {
    file: 'seed/demo-account.ts',
    table: 'users',
    reason:
      'to move: accounts/accounts-repository.ts (the demo account arrives KYC-approved with an address, which insertAccount cannot make)',
  },
  {
    file: 'seed/demo-account.ts',
    table: 'withdrawals',
    reason:
      'to move: wallet/withdrawals-repository.ts (the demo withdrawals arrive paid, which insertWithdrawal cannot make)',
  },
  {
    file: 'payouts/payouts-repository.ts',
    table: 'withdrawals',
    reason:
      'to move: wallet/withdrawals-repository.ts, once the settlement is called from above payouts/ (wallet/ sits above it)',
  },
];
