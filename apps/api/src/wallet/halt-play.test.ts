// haltPlay: the player's open charges are cancelled and their game tokens
// ended, in the caller's transaction, and a rollback undoes both.
import { describe, expect, it } from 'vitest';
import { verifiedAccount } from '../test/accounts.js';
import { walletPlayer } from '../test/game-wallet.js';
import { useTestApp } from '../test/use-test-app.js';
import { haltPlay } from './halt-play.js';

const t = useTestApp();

async function openPlay(index: 1 | 2) {
  const player = await verifiedAccount(t.app, index);
  const deposit = await t.injectAs(player.token, {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount: 1_000 },
  });
  expect(deposit.statusCode).toBe(201);
  await walletPlayer(t.db, player.id, t.clock.now(), { expiresAt: t.clock.now() + 3_600_000 });
  return player.id;
}

async function playState(userId: number) {
  const charges = await t.db.query<{ status: string }>(
    'SELECT status FROM deposits WHERE user_id = $1',
    [userId],
  );
  const live = await t.db.query(
    'SELECT 1 FROM game_sessions WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  return { charges: charges.rows.map((row) => row.status), liveTokens: live.rowCount };
}

describe('haltPlay', () => {
  it('cancels the open charges and ends the game tokens', async () => {
    const userId = await openPlay(1);
    expect(await playState(userId)).toEqual({ charges: ['pending'], liveTokens: 1 });
    const halted = await t.db.transaction((tx) => haltPlay(tx, userId, t.clock.now()));
    expect(halted).toEqual({ cancelledCharges: 1 });
    expect(await playState(userId)).toEqual({ charges: ['cancelled'], liveTokens: 0 });
  });

  it('is undone with the transaction that called it', async () => {
    const userId = await openPlay(2);
    await expect(
      t.db.transaction(async (tx) => {
        await haltPlay(tx, userId, t.clock.now());
        throw new Error('the block failed');
      }),
    ).rejects.toThrow('the block failed');
    expect(await playState(userId)).toEqual({ charges: ['pending'], liveTokens: 1 });
  });
});
