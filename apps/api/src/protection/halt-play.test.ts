// haltPlay: the player's open charges are cancelled and their game tokens
// ended, in the caller's transaction, and a rollback undoes both.
import { describe, expect, it } from 'vitest';
import { openPlay, playState } from '#/test/open-play.js';
import { useTestApp } from '#/test/use-test-app.js';
import { haltPlay } from './halt-play.js';

const t = useTestApp();

describe('haltPlay', () => {
  it('cancels the open charges and ends the game tokens', async () => {
    const userId = await openPlay(t, 1);
    expect(await playState(t.db, userId)).toEqual({ charges: ['pending'], liveTokens: 1 });
    const halted = await t.db.transaction((tx) => haltPlay(tx, userId, t.clock.now()));
    expect(halted).toEqual({ cancelledCharges: 1 });
    expect(await playState(t.db, userId)).toEqual({ charges: ['cancelled'], liveTokens: 0 });
  });

  it('is undone with the transaction that called it', async () => {
    const userId = await openPlay(t, 2);
    await expect(
      t.db.transaction(async (tx) => {
        await haltPlay(tx, userId, t.clock.now());
        throw new Error('the block failed');
      }),
    ).rejects.toThrow('the block failed');
    expect(await playState(t.db, userId)).toEqual({ charges: ['pending'], liveTokens: 1 });
  });
});
