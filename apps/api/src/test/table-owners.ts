// Which src/ folder owns each table (docs/architecture.md#api-code-rules).
// table-ownership.test.ts fails on a write or read from elsewhere that the lists
// below do not name, and on an exception no longer used, so the lists only shrink.

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
  password_resets: 'auth',
  // The games create a session and the sign-out revokes it; auth/ is shared,
  // so the games can call it and not the other way round.
  game_sessions: 'auth',
  deposits: 'deposits',
  idempotency_keys: 'idempotency',
  ledger_entries: 'money',
  presence: 'auth',
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

/** The known debt: writes outside the owner, each with its reason. */
export const WRITE_EXCEPTIONS: readonly WriteException[] = [
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
];

interface ReadModel {
  /** A folder or a file, relative to src/, that may read any table. */
  path: string;
  /** Why it is a read model by design: `read-model: <what it reports across modules>`. */
  reason: string;
}

/** The reports across modules by design: each reads other modules' tables in one statement. */
export const READ_MODELS: readonly ReadModel[] = [
  {
    path: 'reconciliation',
    reason: "read-model: each check holds one module's money against another's in one statement",
  },
  {
    path: 'backoffice/queues',
    reason:
      'read-model: the staff queues list payouts, received payments, KYC results and releases across the money modules',
  },
  {
    path: 'metrics/money-backlog-repository.ts',
    reason: 'read-model: the money gauges count the backlog of three modules in one scrape',
  },
  {
    path: 'money/statement-repository.ts',
    reason:
      'read-model: a statement line names itself from the withdrawal or game transaction its ledger entry references',
  },
  {
    path: 'platform/transactions-repository.ts',
    reason: "read-model: the transactions screen pages the ledger with each withdrawal's state",
  },
  {
    path: 'protection/records-repository.ts',
    reason:
      "read-model: the player's records list deposits, withdrawals, refunds and protection changes on one page",
  },
  {
    path: 'protection/player-rounds-repository.ts',
    reason: "read-model: the player's play groups the wallet's game transactions by round",
  },
  {
    path: 'protection/account-closing-repository.ts',
    reason: 'read-model: what may stop a closing is the open money of four modules, read at once',
  },
];

interface ReadException {
  /** The reading file, relative to src/. */
  file: string;
  tables: readonly string[];
  /** Why it is allowed: a kind (join, one statement, cross-cutting) or `to move: <where>`. */
  reason: string;
}

/** The known debt: reads of another module's tables outside a read model, each with its reason. */
export const READ_EXCEPTIONS: readonly ReadException[] = [
  {
    file: 'accounts/accounts-repository.ts',
    tables: ['game_players'],
    reason:
      "join: the wallet call's lock finds the account by the aggregator's player id in the statement that locks it",
  },
  {
    file: 'auth/one-time-links-repository.ts',
    tables: ['users'],
    reason:
      'one statement: a link is spent only while its account is open, in the UPDATE that spends it',
  },
  {
    file: 'auth/device-trust-repository.ts',
    tables: ['users'],
    reason:
      "one statement: the devices are forgotten by the account's address in the DELETE that forgets them",
  },
  {
    file: 'backoffice/players/players-repository.ts',
    tables: ['users'],
    reason: 'join: the player search reads the account with its block, which this module owns',
  },
  {
    file: 'barred-accounts/barred-accounts-repository.ts',
    tables: ['users'],
    reason:
      "join: a barred address is a bar's account address or a notice's, read in one statement",
  },
  {
    file: 'barred-list-checks/barred-list-repository.ts',
    tables: ['users'],
    reason: "join: the checks pick accounts by CPF and status with this module's check state",
  },
  {
    file: 'deposits/deposits-repository.ts',
    tables: ['received_payments'],
    reason:
      'one statement: the purge keeps an expired charge a payment arrived for, in the DELETE that purges the others',
  },
  {
    file: 'games/game-wallet-repository.ts',
    tables: ['game_sessions', 'users'],
    reason:
      "join: a wallet call resolves the aggregator's player and session to the account and its balance",
  },
  {
    file: 'health/health-repository.ts',
    tables: ['rounds'],
    reason: 'cross-cutting: the readiness check probes the newest round of each house',
  },
  {
    file: 'kyc/cpf-claims-review-repository.ts',
    tables: ['users'],
    reason: "join: a claim names its two accounts' addresses and the released balance",
  },
  {
    file: 'protection/protection-repository.ts',
    tables: ['withdrawals'],
    reason:
      "to move: wallet/ (a period's withdrawals, for the limits), once its sum is handed in from above protection/ (wallet/ sits above it)",
  },
  {
    file: 'seed/demo-data-repository.ts',
    tables: ['document_registry', 'rounds', 'users'],
    reason: 'cross-cutting: the demo seed checks what of a demo the database already holds',
  },
  {
    file: 'wallet/received-payments-repository.ts',
    tables: ['payouts'],
    reason:
      "join: a payment not credited is listed and locked with its refund payout's state, in the statement that locks it",
  },
  {
    file: 'wallet/withdrawals/withdrawals-repository.ts',
    tables: ['held_wins', 'payouts'],
    reason:
      "join: a withdrawal reads its payout's acceptance and the player's held wins with its limits",
  },
];
