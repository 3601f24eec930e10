// The ingest rules without HTTP (ingest.ts): what a batch stores, counts or
// refuses, with nothing of a refused batch stored.
import { historyMessages } from '@velas/domain/messages/history';
import { describe, expect, it } from 'vitest';
import { Conflict, Refused } from '#/domain-errors.js';
import { useTestApp } from '#/test/use-test-app.js';
import { ingestRounds } from './ingest.js';

const time = Date.parse('2026-03-10T14:00:00-03:00');
const round = (id: number, odd = 1.87) => ({
  id,
  betHouse: 'MINES_BET' as const,
  odd,
  time: time + id,
});

describe('ingestRounds', () => {
  const t = useTestApp();
  const ingest = (rounds: ReturnType<typeof round>[], now = time + 60_000) =>
    ingestRounds(t.db, { source: 'svc', rounds }, now);
  const stored = async () =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rounds WHERE source = 'svc'"))
      .rows[0]?.n;

  it('stores new rounds and counts a repeat, answering the store ids in the order posted', async () => {
    const first = await ingest([round(2), round(1)]);
    expect(first.stored).toBe(2);
    expect(first.duplicates).toBe(0);
    expect(first.rounds.map((row) => row.externalId)).toEqual([2, 1]);
    const again = await ingest([round(1)]);
    expect(again).toEqual({ stored: 0, duplicates: 1, rounds: [first.rounds[1]] });
  });

  it('refuses a round more than a minute ahead of the clock, storing nothing', async () => {
    const before = await stored();
    const refused = ingest([round(3), round(90_000)], time);
    await expect(refused).rejects.toBeInstanceOf(Refused);
    await expect(refused).rejects.toMatchObject({ message: historyMessages.roundInFuture });
    expect(await stored()).toBe(before);
  });

  it('refuses one key twice with different data, and a stored key with other data', async () => {
    const before = await stored();
    const sameKeyTwice = ingest([round(4), round(4, 2)]);
    await expect(sameKeyTwice).rejects.toBeInstanceOf(Conflict);
    await expect(sameKeyTwice).rejects.toMatchObject({ message: historyMessages.roundConflict });
    const storedKey = ingest([round(5), round(1, 3)]);
    await expect(storedKey).rejects.toBeInstanceOf(Conflict);
    await expect(storedKey).rejects.toMatchObject({
      errors: { rounds: [`${historyMessages.roundConflict} (id 1)`] },
    });
    expect(await stored()).toBe(before);
  });
});
