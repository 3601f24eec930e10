// Label values come only from closed sets: never a URL, an id, an e-mail or a
// CPF (metrics.test.ts checks the exposition;
// docs/operations/what-to-watch.md#what-to-watch).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { scrapeGauges, type GaugeSources, type ScrapeState } from './scrape-gauges.js';

export type MoneyFlow = 'deposit_credited' | 'payout_paid' | 'payout_failed' | 'refund';

export type CallbackResult =
  'accepted' | 'signature_refused' | 'late' | 'replayed' | 'not_configured' | 'refused';

export interface Metrics {
  readonly registry: Registry;
  /** Gives the gauges their sources; without them they stay at 0. */
  watch(sources: GaugeSources): void;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly httpErrors: Counter<'method' | 'route' | 'status'>;
  readonly liveStreams: Gauge;
  readonly ingestionLag: Histogram<'bet_house'>;
  readonly lastRound: Gauge<'bet_house'>;
  readonly providerCalls: Counter<'provider' | 'result'>;
  readonly providerCallbacks: Counter<'provider' | 'result'>;
  readonly moneyCents: Counter<'flow'>;
  readonly ledgerCents: Counter<'kind' | 'direction'>;
  readonly protectionRefusals: Counter<'rule'>;
  readonly loginThrottled: Counter;
  readonly auditRows: Counter<'category'>;
  readonly withdrawalsHeld: Gauge;
  readonly payoutsProcessing: Gauge;
  readonly payoutOldestAge: Gauge;
  readonly refundsAwaiting: Gauge;
  readonly withdrawalsNearDeadline: Gauge;
  readonly withdrawalOldestAge: Gauge;
  readonly databasePool: Gauge<'state'>;
  readonly databaseConnectionErrors: Counter;
  readonly auditChainBroken: Gauge;
  readonly auditChainRows: Gauge;
  readonly auditChainVerified: Gauge;
  readonly barredListChecks: Counter<'trigger' | 'outcome'>;
  readonly barredListOverdue: Gauge;
  readonly barredListFailingSeconds: Gauge;
}

const httpMetrics = (registers: Registry[]) => ({
  httpRequests: new Counter({
    name: 'velas_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers,
  }),
  httpDuration: new Histogram({
    name: 'velas_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  }),
  httpErrors: new Counter({
    name: 'velas_http_server_errors_total',
    help: 'Answers with a 5xx status, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers,
  }),
});

const roundMetrics = (registers: Registry[]) => ({
  liveStreams: new Gauge({
    name: 'velas_live_streams',
    help: 'Open round streams (SSE) of this process.',
    registers,
  }),
  ingestionLag: new Histogram({
    name: 'velas_round_ingestion_lag_seconds',
    help: 'From a round crashing to this process hearing of it, by betting house.',
    labelNames: ['bet_house'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers,
  }),
  lastRound: new Gauge({
    name: 'velas_round_last_timestamp_seconds',
    help: 'Crash time of the newest round heard, by betting house.',
    labelNames: ['bet_house'],
    registers,
  }),
});

const providerMetrics = (registers: Registry[]) => ({
  providerCalls: new Counter({
    name: 'velas_provider_calls_total',
    help: 'Calls to providers, by provider and result (HTTP status class, or unreachable).',
    labelNames: ['provider', 'result'],
    registers,
  }),
  providerCallbacks: new Counter({
    name: 'velas_provider_callbacks_total',
    help: 'Signed callbacks received, by provider and outcome.',
    labelNames: ['provider', 'result'],
    registers,
  }),
});

const moneyMetrics = (registers: Registry[]) => ({
  moneyCents: new Counter({
    name: 'velas_money_cents_total',
    help: 'Money moved, in cents, by flow (counted after commit).',
    labelNames: ['flow'],
    registers,
  }),
  ledgerCents: new Counter({
    name: 'velas_ledger_cents_total',
    help: 'Ledger entries, in cents, by kind and direction (counted after commit).',
    labelNames: ['kind', 'direction'],
    registers,
  }),
  protectionRefusals: new Counter({
    name: 'velas_protection_refusals_total',
    help: 'Deposits, games and signals refused by player protection, by rule.',
    labelNames: ['rule'],
    registers,
  }),
  loginThrottled: new Counter({
    name: 'velas_login_throttled_total',
    help: 'Logins refused by the login throttle.',
    registers,
  }),
});

const databaseMetrics = (registers: Registry[]) => ({
  databaseConnectionErrors: new Counter({
    name: 'velas_database_connection_errors_total',
    help: 'PostgreSQL connections lost (idle in the pool or checked out); the pool opens new ones.',
    registers,
  }),
});

const barredListMetrics = (registers: Registry[]) => ({
  barredListChecks: new Counter({
    name: 'velas_impedidos_checks_total',
    help: "Consultations of the regulator's barred list, by trigger (registration, daily_sign_in, sweep, retry) and outcome (clear, barred, unavailable).",
    labelNames: ['trigger', 'outcome'],
    registers,
  }),
  barredListOverdue: new Gauge({
    name: 'velas_impedidos_overdue_accounts',
    help: 'Open accounts whose last answered barred-list check is 15 days old or more (set each minute).',
    registers,
  }),
  barredListFailingSeconds: new Gauge({
    name: 'velas_impedidos_provider_failing_seconds',
    help: "Seconds since the first failure of the barred-list provider's current failing streak; 0 while it answers.",
    registers,
  }),
});

const auditMetrics = (registers: Registry[]) => ({
  auditRows: new Counter({
    name: 'velas_audit_rows_total',
    help: 'Audit rows written, by category (counted after commit).',
    labelNames: ['category'],
    registers,
  }),
  auditChainBroken: new Gauge({
    name: 'velas_audit_chain_broken',
    help: '1 when the last audit verify found the hash chain broken (audit verify names the row), else 0.',
    registers,
  }),
  auditChainRows: new Gauge({
    name: 'velas_audit_chain_rows',
    help: 'Audit rows the last audit verify found intact.',
    registers,
  }),
  auditChainVerified: new Gauge({
    name: 'velas_audit_chain_verified_timestamp_seconds',
    help: 'When the last audit verify finished (0: not yet since the process started).',
    registers,
  }),
});

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true)
    collectDefaultMetrics({ register: registry, prefix: 'velas_' });
  const registers = [registry];
  const scrape: ScrapeState = {};
  return {
    registry,
    watch: (sources) => {
      scrape.sources = sources;
    },
    ...scrapeGauges(registers, scrape),
    ...httpMetrics(registers),
    ...roundMetrics(registers),
    ...providerMetrics(registers),
    ...moneyMetrics(registers),
    ...databaseMetrics(registers),
    ...barredListMetrics(registers),
    ...auditMetrics(registers),
  };
}

/** The status code's class for provider calls ("2xx", "4xx", ...), or "unreachable". */
export function statusClass(status: number | 'unreachable'): string {
  return status === 'unreachable' ? status : `${Math.floor(status / 100)}xx`;
}
