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
//
// The accounts module owns the users row and its lock (lockUser): the last
// block reads every statement of the api's code and fails on a users-row lock
// taken anywhere else, so a new one cannot skip the rule above.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { lockUser, lockUserByPlayerRef } from '#/accounts/accounts-repository.js';
import { insertAlert } from '#/alerts/alerts-repository.js';
import { playerRefOf } from '#/games/game-wallet-repository.js';
import { insertKeyClaim } from '#/idempotency/idempotency-repository.js';
import { useTestApp } from '#/test/use-test-app.js';
import type { Queryable, Tx } from './database.js';

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
    return insertKeyClaim(tx, {
      identity: [userId, 'deposit', key],
      requestHash: 'hash',
      claim: 'claim',
      at: new Date(),
    });
  }

  /** `work` in a transaction of its own, refused rather than left waiting for a lock. */
  function beside<T>(work: (tx: Tx) => Promise<T>, timeout = '2s'): Promise<T> {
    return test.db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL lock_timeout = '${timeout}'`);
      return work(tx);
    });
  }

  const alert = { kind: 'oddAtLeast', betHouse: 'VOA_BET', odd: 10 } as const;
  const lockers: [string, (tx: Tx) => Promise<unknown>][] = [
    ['a wallet call (lockUserByPlayerRef)', (tx) => lockUserByPlayerRef(tx, playerRef)],
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

/** The file that locks a users row: the accounts module's repository. */
const LOCK_OWNER = 'accounts/accounts-repository.ts';

const USERS_TABLE = /\b(?:FROM|JOIN)\s+users\b(?:\s+(?:AS\s+)?(?!WHERE\b|ON\b|JOIN\b)(\w+))?/gi;
const ROW_LOCK =
  /\bFOR\s+(?:NO\s+KEY\s+UPDATE|UPDATE|KEY\s+SHARE|SHARE)\b(?:\s+OF\s+(\w+(?:\s*,\s*\w+)*))?/gi;

/** The SQL literals of a source file that lock a users row (a lock `OF` other tables only does not). */
export function usersRowLocks(source: string): string[] {
  const literals = source.match(/`[^`]*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  return literals.filter((sql) => {
    const names = [...sql.matchAll(USERS_TABLE)].map((match) =>
      (match[1] ?? 'users').toLowerCase(),
    );
    if (names.length === 0) return false;
    return [...sql.matchAll(ROW_LOCK)].some((lock) => {
      const of = lock[1];
      if (of === undefined) return true;
      const locked = of.split(',').map((name) => name.trim().toLowerCase());
      return names.some((name) => locked.includes(name));
    });
  });
}

describe('who locks a users row', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('test/'),
  );

  it('is the accounts module', () => {
    const locks = (path: string) => usersRowLocks(readFileSync(`${src}${path}`, 'utf8'));
    const elsewhere = sources
      .filter((path) => path !== LOCK_OWNER)
      .flatMap((path) => locks(path).map((sql) => `${path}: ${sql}`));
    expect(elsewhere).toEqual([]);
    expect(locks(LOCK_OWNER)).toHaveLength(4);
  });

  it.each([
    "'SELECT 1 FROM users WHERE id = $1 FOR UPDATE'",
    '`SELECT u.status FROM users u WHERE u.id = $1 FOR UPDATE OF u`',
    '`SELECT u.id FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.player_ref = $1\n FOR NO KEY UPDATE OF u`',
    '"SELECT id FROM users WHERE cpf = $1 FOR SHARE"',
  ])('is found in %s', (sql) => {
    expect(usersRowLocks(`await tx.query(${sql}, [id]);`)).toEqual([sql]);
  });

  it.each([
    "'SELECT id FROM users WHERE id = $1'",
    '`SELECT r.id FROM received_payments r JOIN users u ON u.id = r.user_id WHERE r.id = $1 FOR UPDATE OF r`',
    "'SELECT id FROM withdrawals WHERE id = $1 FOR UPDATE'",
  ])('is not found in %s', (sql) => {
    expect(usersRowLocks(`await tx.query(${sql}, [id]);`)).toEqual([]);
  });
});
