// The money paths serialize on the player's users row, and they must do it
// without blocking the rows that only reference the player (an idempotency
// key being claimed, a withdrawal being inserted): those inserts take FOR KEY
// SHARE on the users row for their foreign key, which FOR UPDATE blocks and
// FOR NO KEY UPDATE does not. Under load the FOR UPDATE of a wallet bet met
// those inserts on the row's update chain and PostgreSQL aborted one side as
// a deadlock: a 500 to the aggregator or the player
// (docs/architecture.md#row-locks-on-money).
//
// Each test holds one side inside a transaction and runs the other beside it
// with a lock timeout: a wait is a deadlock in the making, so it fails.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { lockUser } from '../accounts/accounts-repository.js';
import { insertAlert } from '../alerts/alerts-repository.js';
import { lockPlayer, playerRefOf } from '../games/game-wallet-repository.js';
import { useTestApp } from '../test/use-test-app.js';
import { insertKeyClaim } from '../wallet/idempotency-repository.js';
import type { Queryable } from './database.js';

const postgres = inject('testDatabase').engine === 'postgres';

describe.runIf(postgres)("locks on a player's users row (PostgreSQL)", () => {
  const test = useTestApp();
  let userId = 0;
  let playerRef = '';
  let claims = 0;

  beforeAll(async () => {
    const { rows } = await test.db.query<{ id: number }>(
      'SELECT id FROM users ORDER BY id LIMIT 1',
    );
    userId = rows[0]?.id ?? 0;
    playerRef = await playerRefOf(test.db, userId, () => 'lock-test-player');
  });

  /** An idempotency key claimed for the player: its foreign key takes FOR KEY SHARE on the users row. */
  function claimKey(tx: Queryable): Promise<boolean> {
    claims += 1;
    const key = `lock-test-${String(claims)}`;
    return insertKeyClaim(tx, [userId, 'deposit', key], 'hash', 'claim', new Date());
  }

  /** `work` in a transaction of its own, refused rather than left waiting for a lock. */
  function beside<T>(work: (tx: Queryable) => Promise<T>, timeout = '2s'): Promise<T> {
    return test.db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL lock_timeout = '${timeout}'`);
      return work(tx);
    });
  }

  const alert = { kind: 'oddAtLeast', betHouse: 'VOA_BET', odd: 10 } as const;
  const lockers: [string, (tx: Queryable) => Promise<unknown>][] = [
    ['a wallet call (lockPlayer)', (tx) => lockPlayer(tx, playerRef)],
    ['a deposit or a limit change (lockUser)', (tx) => lockUser(tx, userId)],
    ['a new round alert (insertAlert)', (tx) => insertAlert(tx, userId, alert, 50)],
  ];

  it.each(lockers)('%s does not wait for an insert that references the player', async (_, lock) => {
    await test.db.transaction(async (holder) => {
      expect(await claimKey(holder)).toBe(true);
      await beside(lock);
    });
  });

  it.each(lockers)('an insert that references the player does not wait for %s', async (_, lock) => {
    await test.db.transaction(async (holder) => {
      await lock(holder);
      expect(await beside(claimKey)).toBe(true);
    });
  });

  // The lock still does its one job: two movements of one player queue.
  it.each(lockers)('%s still waits for another of its kind', async (_, lock) => {
    await test.db.transaction(async (holder) => {
      await lock(holder);
      await expect(beside(lock, '100ms')).rejects.toThrow('lock timeout');
    });
  });
});
