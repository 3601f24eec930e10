// The pause's and the self-exclusion's rules, without HTTP: an exclusion is
// never shortened, and a block halts play in its own transaction.
import { protectionRefusals } from '@velas/domain/protection';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../db/database.js';
import { bearer, registerAndLogin } from '../test/accounts.js';
import { useTestApp } from '../test/use-test-app.js';
import { selfExclude, startPause } from './blocks.js';
import { activeBlock } from './protection-repository.js';

const t = useTestApp();
const MONTH_MS = 31 * 24 * 3_600_000;

async function playerId(index: 1 | 2 | 3): Promise<number> {
  const { token } = await registerAndLogin(t.app, index);
  const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  return me.json<{ id: number }>().id;
}

/** A haltPlay that records its calls and checks it runs inside the block's transaction. */
function recordingHalt() {
  const calls: { userId: number; at: number }[] = [];
  const halt = async (tx: Tx, userId: number, at: number) => {
    const block = await activeBlock(tx, userId, at);
    expect(block).not.toBeNull();
    calls.push({ userId, at });
  };
  return { calls, halt };
}

let excluded: number;
let paused: number;
beforeAll(async () => {
  excluded = await playerId(1);
  paused = await playerId(2);
});

describe('selfExclude', () => {
  it('halts play in the transaction that writes the exclusion', async () => {
    const now = t.clock.now();
    const { calls, halt } = recordingHalt();
    await t.db.transaction((tx) => selfExclude(tx, excluded, 6, now, halt));
    expect(calls).toEqual([{ userId: excluded, at: now }]);
    expect((await activeBlock(t.db, excluded, now))?.kind).toBe('exclusion');
  });

  it('refuses an exclusion that would end before the one in force, halting nothing', async () => {
    const now = t.clock.now();
    const { calls, halt } = recordingHalt();
    await expect(
      t.db.transaction((tx) => selfExclude(tx, excluded, 3, now, halt)),
    ).rejects.toMatchObject({ message: protectionRefusals.exclusionCannotShorten });
    expect(calls).toEqual([]);
    const block = await activeBlock(t.db, excluded, now);
    expect(block?.endsAt).toBeGreaterThan(now + 5 * MONTH_MS);
  });

  it('lengthens one, and then nothing ends an exclusion with no end', async () => {
    const now = t.clock.now();
    const { halt } = recordingHalt();
    await t.db.transaction((tx) => selfExclude(tx, excluded, 12, now, halt));
    await t.db.transaction((tx) => selfExclude(tx, excluded, null, now, halt));
    for (const months of [6, 12]) {
      await expect(
        t.db.transaction((tx) => selfExclude(tx, excluded, months, now, halt)),
      ).rejects.toMatchObject({ message: protectionRefusals.exclusionCannotShorten });
    }
    expect((await activeBlock(t.db, excluded, now))?.endsAt).toBeNull();
  });
});

describe('startPause', () => {
  it('pauses for the chosen time and halts play', async () => {
    const now = t.clock.now();
    const { calls, halt } = recordingHalt();
    await t.db.transaction((tx) => startPause(tx, paused, '24h', now, halt));
    expect(calls).toEqual([{ userId: paused, at: now }]);
    expect(await activeBlock(t.db, paused, now)).toMatchObject({
      kind: 'pause',
      endsAt: now + 24 * 3_600_000,
    });
  });
});
