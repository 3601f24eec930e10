// The wallet's cost per call (docs/games.md#speed): a bet is a handful of
// statements in one transaction, so its latency is not a chain of round trips
// to the database. Counts every statement the api sends while one bet, one
// win and one rollback are answered.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#/db/database.js';
import {
  aPlayerWithBalance,
  keyedGameSettings,
  walletCall,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';

const statements: string[] = [];
function counting(db: Database): Database {
  const count = <Q extends Queryable>(q: Q): Q => ({
    ...q,
    query: (sql, params) => {
      statements.push(sql);
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return {
    ...db,
    ...count(db),
    transaction: (work) =>
      db.transaction((tx) => {
        statements.push('BEGIN');
        return work(count(tx));
      }),
  };
}

const { keys, settings } = keyedGameSettings();
let t: TestApp;
let p: WalletPlayerFixture;
beforeAll(async () => {
  t = await createTestApp({ settings, wrapDatabase: counting });
  p = await aPlayerWithBalance(t, 10_000);
});
afterAll(() => t.close());

async function statementsOf(path: string, body: Record<string, unknown>): Promise<number> {
  statements.length = 0;
  const response = await walletCall(t.app, keys, {
    path,
    body: { request_uuid: randomUUID(), ...body },
  });
  expect(response.status).toBe('RS_OK');
  return statements.length;
}

describe('wallet round trips', () => {
  it('answers a bet, a win and a rollback with few statements each', async () => {
    const common = { user: p.user, token: p.token, game_code: p.gameCode, round: 'r1' };
    const bet = randomUUID();
    const betCount = await statementsOf('/transaction/bet', {
      ...common,
      transaction_uuid: bet,
      currency: 'BRL',
      amount: 100_000,
      round_closed: false,
    });
    const winCount = await statementsOf('/transaction/win', {
      ...common,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet,
      currency: 'BRL',
      amount: 0,
      round_closed: true,
    });
    const other = randomUUID();
    await statementsOf('/transaction/bet', {
      ...common,
      transaction_uuid: other,
      currency: 'BRL',
      amount: 100_000,
      round_closed: false,
    });
    const rollbackCount = await statementsOf('/transaction/rollback', {
      ...common,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: other,
      round_closed: true,
    });
    // BEGIN, the locked player, the call's context with the player's limits,
    // block and play session, the session's touch, the money move (balance,
    // ledger entry and audit row in one statement), and the transaction stored
    // with the call's log: 6. A win of 0 moves no money: BEGIN, player,
    // context, transaction with log.
    expect(betCount).toBeLessThanOrEqual(6);
    expect(winCount).toBeLessThanOrEqual(4);
    expect(rollbackCount).toBeLessThanOrEqual(5);
  });
});
