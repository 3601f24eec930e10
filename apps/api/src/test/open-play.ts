// Tests: a verified player with what haltPlay stops (protection/halt-play.ts),
// an open Pix charge and a live game-session token, and a read of both.
import { expect } from 'vitest';
import type { Queryable } from '#/db/database.js';
import { verifiedAccount } from './accounts.js';
import { walletPlayer } from './game-wallet.js';
import type { TestApp } from './test-app.js';

/** A verified player with one open charge and one live game token; their id. */
export async function openPlay(
  t: Pick<TestApp, 'app' | 'db' | 'clock' | 'injectAs'>,
  index: Parameters<typeof verifiedAccount>[1],
): Promise<number> {
  const player = await verifiedAccount(t.app, index);
  const deposit = await t.injectAs(player.token, {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount: 1_000 },
  });
  expect(deposit.statusCode).toBe(201);
  await walletPlayer(t.db, player.id, t.clock.now());
  return player.id;
}

/** The statuses of the player's charges and how many of their game tokens are live. */
export async function playState(db: Queryable, userId: number) {
  const charges = await db.query<{ status: string }>(
    'SELECT status FROM deposits WHERE user_id = $1',
    [userId],
  );
  const live = await db.query(
    'SELECT 1 FROM game_sessions WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  return { charges: charges.rows.map((row) => row.status), liveTokens: live.rowCount };
}
