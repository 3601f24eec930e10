// The pause's and the self-exclusion's rules, without HTTP: an exclusion is
// never shortened, and a block halts play in its own transaction.
import { protectionRefusals } from '@velas/domain/protection';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { walletPlayer } from '#/test/game-wallet.js';
import { openPlay, playState } from '#/test/open-play.js';
import { useTestApp } from '#/test/use-test-app.js';
import { selfExclude, startPause } from './blocks.js';
import { activeBlock } from './protection-repository.js';

const t = useTestApp();
const MONTH_MS = 31 * 24 * 3_600_000;
const HALTED = { charges: ['cancelled'], liveTokens: 0 };

let excluded: number;
let paused: number;
beforeAll(async () => {
  excluded = await openPlay(t, 1);
  paused = await openPlay(t, 2);
});

describe('selfExclude', () => {
  it('halts play in the transaction that writes the exclusion', async () => {
    const now = t.clock.now();
    await expect(
      t.db.transaction(async (tx) => {
        await selfExclude(tx, { userId: excluded, months: 6, now, actor: SYSTEM_ACTOR });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await activeBlock(t.db, excluded, now)).toBeNull();
    expect(await playState(t.db, excluded)).toEqual({ charges: ['pending'], liveTokens: 1 });

    await t.db.transaction((tx) =>
      selfExclude(tx, { userId: excluded, months: 6, now, actor: SYSTEM_ACTOR }),
    );
    expect((await activeBlock(t.db, excluded, now))?.kind).toBe('exclusion');
    expect(await playState(t.db, excluded)).toEqual(HALTED);
  });

  it('refuses an exclusion that would end before the one in force, halting nothing', async () => {
    const now = t.clock.now();
    await walletPlayer(t.db, excluded, now);
    await expect(
      t.db.transaction((tx) =>
        selfExclude(tx, { userId: excluded, months: 3, now, actor: SYSTEM_ACTOR }),
      ),
    ).rejects.toMatchObject({ message: protectionRefusals.exclusionCannotShorten });
    expect(await playState(t.db, excluded)).toEqual({ charges: ['cancelled'], liveTokens: 1 });
    const block = await activeBlock(t.db, excluded, now);
    expect(block?.endsAt).toBeGreaterThan(now + 5 * MONTH_MS);
  });

  it('lengthens one, and then nothing ends an exclusion with no end', async () => {
    const now = t.clock.now();
    await t.db.transaction((tx) =>
      selfExclude(tx, { userId: excluded, months: 12, now, actor: SYSTEM_ACTOR }),
    );
    await t.db.transaction((tx) =>
      selfExclude(tx, { userId: excluded, months: null, now, actor: SYSTEM_ACTOR }),
    );
    for (const months of [6, 12]) {
      await expect(
        t.db.transaction((tx) =>
          selfExclude(tx, { userId: excluded, months, now, actor: SYSTEM_ACTOR }),
        ),
      ).rejects.toMatchObject({ message: protectionRefusals.exclusionCannotShorten });
    }
    expect((await activeBlock(t.db, excluded, now))?.endsAt).toBeNull();
  });
});

describe('startPause', () => {
  it('pauses for the chosen time and halts play', async () => {
    const now = t.clock.now();
    await t.db.transaction((tx) =>
      startPause(tx, { userId: paused, duration: '24h', now, actor: SYSTEM_ACTOR }),
    );
    expect(await activeBlock(t.db, paused, now)).toMatchObject({
      kind: 'pause',
      endsAt: now + 24 * 3_600_000,
    });
    expect(await playState(t.db, paused)).toEqual(HALTED);
  });
});
