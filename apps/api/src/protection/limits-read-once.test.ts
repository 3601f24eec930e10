// The limits in force are read once per request and handed to every rule that
// needs them (protection-hook.ts); a deposit reads them once more, under the
// account's lock, inside its transaction (protection.ts assertDepositAllowed).
import { GAME_IDS } from '@velas/domain/constants';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#/db/database.js';
import { loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

let limitReads = 0;
// protection_limits_in_force (migration 290), called alone or by
// protection_play_state asked for the limits: playState's third parameter,
// or `true` written in the statement (a bet's context).
const isLimitRead = (sql: string, params?: readonly unknown[]) =>
  sql.includes('protection_limits_in_force(') ||
  (sql.includes('protection_play_state(') && (params?.[2] === true || /, true\)/.test(sql)));

function counting<T extends Queryable>(db: T): T {
  return {
    ...db,
    query: <Row>(sql: string, params?: readonly unknown[]) => {
      if (isLimitRead(sql, params)) limitReads += 1;
      return db.query<Row>(sql, params);
    },
  };
}

const countingDatabase = (db: Database): Database => ({
  ...counting(db),
  transaction: (work) => db.transaction((tx) => work(counting(tx))),
});

const t = useTestApp({ wrapDatabase: countingDatabase });
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});
beforeEach(() => {
  limitReads = 0;
});

describe('the limits in force', () => {
  it('are read once for an authenticated request', async () => {
    expect((await t.injectAs(demo, { url: '/api/auth/me' })).statusCode).toBe(200);
    expect(limitReads).toBe(1);
  });

  it('are read once for a game start, which checks every play rule', async () => {
    const start = await t.injectAs(demo, {
      url: `/api/casino-games/${GAME_IDS.minesPro}/start?demo=0&isMobileDevice=1`,
    });
    expect(start.statusCode).toBe(200);
    expect(limitReads).toBe(1);
  });

  it('are read once more by a deposit, under the lock of its transaction', async () => {
    const deposit = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 5_000 },
    });
    expect(deposit.statusCode).toBe(201);
    expect(limitReads).toBe(2);
  });
});
