// The seamless wallet's answer when something it did not expect fails inside
// a call (a statement the database refuses, a bug): the contract says every
// answer is HTTP 200 (docs/product/games.md#seamless-wallet), so the aggregator gets
// RS_ERROR_UNKNOWN with its request_uuid, nothing moved (the transaction
// rolled back), the call is stored, and the cause goes to the log. A retry of
// the same transaction then moves the money once.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#/db/database.js';
import {
  aPlayerWithBalance,
  keyedGameSettings,
  walletCall,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';

/** While set, the ledger's statement fails as a database would. */
let failLedger = false;
function failing(db: Database): Database {
  const wrap = <Q extends Queryable>(q: Q): Q => ({
    ...q,
    query: (sql, params) => {
      if (failLedger && sql.includes('INSERT INTO ledger_entries'))
        return Promise.reject(new Error('the database refused the ledger statement'));
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...db, ...wrap(db), transaction: (work) => db.transaction((tx) => work(wrap(tx))) };
}

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const { keys, settings } = keyedGameSettings();
let t: TestApp;
let p: WalletPlayerFixture;
beforeAll(async () => {
  t = await createTestApp({
    settings,
    env: { LOG_LEVEL: 'error' },
    wrapDatabase: failing,
    logStream,
  });
  p = await aPlayerWithBalance(t, 10_000);
});
afterAll(() => t.close());

describe('an unexpected failure inside a wallet call', () => {
  it('answers HTTP 200 RS_ERROR_UNKNOWN, moves nothing, and a retry moves the money once', async () => {
    const bet = {
      user: p.user,
      transaction_uuid: randomUUID(),
      token: p.token,
      game_code: p.gameCode,
      round: 'r1',
      round_closed: false,
      currency: 'BRL',
      amount: 100_000,
    };
    const before = await walletCall(t.app, keys, {
      path: '/user/balance',
      body: { user: p.user, request_uuid: randomUUID() },
    });

    failLedger = true;
    const requestUuid = randomUUID();
    const failed = await walletCall(t.app, keys, {
      path: '/transaction/bet',
      body: { ...bet, request_uuid: requestUuid },
    });
    failLedger = false;
    expect(failed).toEqual({ status: 'RS_ERROR_UNKNOWN', request_uuid: requestUuid });
    const stored = await t.db.query<{ status: string }>(
      'SELECT status FROM game_wallet_calls WHERE request_uuid = $1',
      [requestUuid],
    );
    expect(stored.rows).toEqual([{ status: 'RS_ERROR_UNKNOWN' }]);
    expect(logLines.join('')).toContain('the database refused the ledger statement');

    const retried = await walletCall(t.app, keys, {
      path: '/transaction/bet',
      body: { ...bet, request_uuid: randomUUID() },
    });
    expect(retried.status).toBe('RS_OK');
    expect(retried.balance).toBe((before.balance ?? 0) - 100_000);
  });
});
