// Until metrics-plugin.ts gives their sources, the gauges stay at 0.
import { Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '#/db/database.js';
import type { MoneyBacklog } from './money-backlog-repository.js';

/** Where the gauges read at scrape time: the app's database (metrics-plugin.ts). */
export interface GaugeSources {
  backlog(): Promise<MoneyBacklog>;
  pool(): PoolStats | undefined;
}

/** The gauges' sources once given, and the backlog read a scrape is sharing. */
export interface ScrapeState {
  sources?: GaugeSources;
  reading?: Promise<MoneyBacklog | undefined>;
}

/**
 * The backlog for one scrape: a read under way is shared, so the gauges
 * collecting at the same time cost one statement. Undefined without sources,
 * or when the database does not answer: the gauges keep their last values
 * (readiness reports the database).
 */
export function readBacklog(state: ScrapeState): Promise<MoneyBacklog | undefined> {
  if (state.sources === undefined) return Promise.resolve(undefined);
  state.reading ??= state.sources
    .backlog()
    .catch(() => undefined)
    .finally(() => {
      state.reading = undefined;
    });
  return state.reading;
}

function backlogGauge(
  registers: Registry[],
  state: ScrapeState,
  gauge: { name: string; help: string; value: (read: MoneyBacklog) => number },
): Gauge {
  return new Gauge({
    name: gauge.name,
    help: gauge.help,
    registers,
    async collect() {
      const read = await readBacklog(state);
      if (read !== undefined) this.set(gauge.value(read));
    },
  });
}

export function scrapeGauges(registers: Registry[], state: ScrapeState) {
  return {
    withdrawalsHeld: backlogGauge(registers, state, {
      name: 'velas_withdrawals_held',
      help: "Withdrawals held for a person's review (em análise).",
      value: (read) => read.withdrawalsHeld,
    }),
    payoutsProcessing: backlogGauge(registers, state, {
      name: 'velas_payouts_processing',
      help: 'Payouts queued or sent to the payout provider, not settled yet.',
      value: (read) => read.payoutsProcessing,
    }),
    payoutOldestAge: backlogGauge(registers, state, {
      name: 'velas_payouts_oldest_processing_age_seconds',
      help: 'Age of the oldest payout not settled yet (0 when none).',
      value: (read) => read.oldestPayoutSeconds,
    }),
    withdrawalsNearDeadline: backlogGauge(registers, state, {
      name: 'velas_withdrawals_unfinished_over_100_minutes',
      help: 'Withdrawals not paid nor returned, requested 100 minutes ago or more (the deadline is 120).',
      value: (read) => read.withdrawalsNearDeadline,
    }),
    withdrawalOldestAge: backlogGauge(registers, state, {
      name: 'velas_withdrawals_oldest_unfinished_age_seconds',
      help: 'Age since its request of the oldest withdrawal not paid nor returned (0 when none).',
      value: (read) => read.oldestWithdrawalSeconds,
    }),
    refundsAwaiting: backlogGauge(registers, state, {
      name: 'velas_received_payments_awaiting_refund',
      help: 'Payments received, not credited, whose refund is not paid yet.',
      value: (read) => read.refundsAwaiting,
    }),
    databasePool: new Gauge({
      name: 'velas_database_pool_clients',
      help: 'Database connections of this process, by state (total, idle, waiting for one).',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = state.sources?.pool();
        if (pool === undefined) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    }),
  };
}
