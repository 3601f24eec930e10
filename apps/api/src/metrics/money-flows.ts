import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { countAfterCommit } from './count-after-commit.js';
import type { MoneyFlow } from './metrics.js';

export function countMoneyFlow(db: Queryable, flow: MoneyFlow, cents: Cents): void {
  countAfterCommit(db, (metrics) => {
    metrics.moneyCents.inc({ flow }, cents);
  });
}
