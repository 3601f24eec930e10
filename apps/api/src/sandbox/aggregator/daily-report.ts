// In wallet units, for one UTC day. The demo game never rolls back.
import { DAY_MS } from '@velas/domain/calendar';
import {
  WALLET_CURRENCY,
  centsToWalletUnits,
  type DailyReport,
} from '@velas/domain/schemas/game-wallet';
import type { Queryable } from '#/db/database.js';
import type { ReportSource } from '#/reconciliation/game-money.js';
import { crashDayTotals } from './demo-crash-repository.js';

export async function demoDailyReport(db: Queryable, date: string): Promise<DailyReport> {
  const start = Date.parse(`${date}T00:00:00Z`);
  const totals = await crashDayTotals(db, new Date(start), new Date(start + DAY_MS));
  return {
    date,
    currency: WALLET_CURRENCY,
    bets: { count: totals.bets.count, amount: centsToWalletUnits(totals.bets.cents) },
    wins: { count: totals.wins.count, amount: centsToWalletUnits(totals.wins.cents) },
    rollbacks: { count: 0, amount: 0 },
  };
}

/** Where the game money reconciliation reads the demo aggregator's report (reconciliation/aggregator-report-source.ts). */
export function demoReportSource(db: Queryable): ReportSource {
  return async (date) => ({ ok: true, report: await demoDailyReport(db, date) });
}
