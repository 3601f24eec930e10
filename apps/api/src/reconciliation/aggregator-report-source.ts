import { aggregatorClient } from '#/games/aggregator-client.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import type { ReportSource } from './game-money.js';

/**
 * The operator's aggregator, or in a demo without games settings the fake
 * the composition hands in (the sandbox's demo aggregator, whose book is read
 * from the database: the command runs while the api, which holds the demo
 * aggregator's keys, is stopped).
 */
export function reportSource(
  settings: RuntimeSettings,
  fake: ReportSource | null,
): ReportSource | null {
  const games = settings.operator.games;
  if (games?.enabled === true && games.aggregator !== undefined) {
    const client = aggregatorClient(games.aggregator);
    return (date) => client.dailyReport(date);
  }
  if (games === undefined && settings.mode === 'demo') return fake;
  return null;
}
