// Where the game money reconciliation reads the aggregator's daily report
// (oversight/money-reconciliation.ts): the `reconcile` command and the back
// office's reconciliation screen use the same source.
import type { Queryable } from '../db/database.js';
import { aggregatorClient } from '../games/aggregator-client.js';
import { demoDailyReport } from '../games/demo-aggregator/daily-report.js';
import type { ReportSource } from '../games/game-money-reconciliation.js';
import type { RuntimeSettings } from '../settings/runtime.js';

/**
 * The operator's aggregator, or in a demo the built-in one's own book (read
 * from the database: the command runs while the api, which holds the demo
 * aggregator's keys, is stopped).
 */
export function reportSource(settings: RuntimeSettings, db: Queryable): ReportSource | null {
  const games = settings.operator.games;
  if (games?.enabled === true && games.aggregator !== undefined) {
    const client = aggregatorClient(games.aggregator);
    return (date) => client.dailyReport(date);
  }
  if (games === undefined && settings.mode === 'demo')
    return async (date) => ({ ok: true, report: await demoDailyReport(db, date) });
  return null;
}
