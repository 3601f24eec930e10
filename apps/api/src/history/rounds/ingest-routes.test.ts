import { historyMessages } from '@velas/domain/messages/history';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const KEY = 'test-ingest-key-0123456789';
const time = Date.parse('2026-03-10T14:00:00-03:00');
const round = (id: number, odd = 1.87) => ({
  id,
  betHouse: 'MINES_BET',
  odd,
  time: time + id * 20_000,
});

describe('POST /history-api/rounds', () => {
  const t = useTestApp();
  const post = (payload: unknown, key: string | null = KEY) =>
    t.app.inject({
      method: 'POST',
      url: '/history-api/rounds',
      headers: key === null ? {} : { 'x-api-key': key },
      payload: payload as object,
    });
  /** The feed's ids of the stored rounds. */
  const storedIds = async () =>
    (
      await t.db.query<{ external_id: number }>(
        'SELECT external_id FROM rounds ORDER BY external_id',
      )
    ).rows.map((row) => row.external_id);

  it('refuses a missing or wrong key with 401 and stores nothing', async () => {
    for (const key of [null, 'wrong-key-0123456789']) {
      const response = await post({ rounds: [round(1)] }, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'unauthenticated',
        message: historyMessages.ingestKeyInvalid,
        errors: {},
      });
    }
    expect(await storedIds()).toEqual([]);
  });

  it('stores valid rounds (201) and counts a repeat as a duplicate (200), never twice', async () => {
    const first = await post({ rounds: [round(100), round(101, 25.5)] });
    expect(first.statusCode).toBe(201);
    const firstBody = first.json<{ rounds: { externalId: number; id: number }[] }>();
    expect(first.json()).toMatchObject({ stored: 2, duplicates: 0 });
    expect(firstBody.rounds.map((r) => r.externalId)).toEqual([100, 101]);

    const again = await post({ rounds: [round(100), round(101, 25.5)] });
    expect(again.statusCode).toBe(200);
    // A repeat answers the same store ids as the first time.
    expect(again.json()).toEqual({ stored: 0, duplicates: 2, rounds: firstBody.rounds });

    const mixed = await post({ rounds: [round(101, 25.5), round(102), round(102)] });
    expect(mixed.json()).toMatchObject({ stored: 1, duplicates: 1 });
    expect(await storedIds()).toEqual([100, 101, 102]);
  });

  it('refuses a different round under a stored id (409) and stores none of the request', async () => {
    const response = await post({ rounds: [round(103), round(101, 3)] });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(historyMessages.roundConflict);
    expect(await storedIds()).toEqual([100, 101, 102]);
  });

  it('refuses one id with two different rounds in the same request', async () => {
    const response = await post({ rounds: [round(104), round(104, 9)] });
    expect(response.statusCode).toBe(409);
    expect(await storedIds()).toEqual([100, 101, 102]);
  });

  it.each([
    ['no rounds', { rounds: [] }, 'rounds'],
    ['an odd below 1', { rounds: [round(105, 0.5)] }, 'rounds.0.odd'],
    ['an odd with three decimals', { rounds: [round(105, 1.234)] }, 'rounds.0.odd'],
    [
      'an unknown betting house',
      { rounds: [{ ...round(105), betHouse: 'OUTRA' }] },
      'rounds.0.betHouse',
    ],
    [
      'a hash that is not 64 hex digits',
      { rounds: [{ ...round(105), hash: 'abc' }] },
      'rounds.0.hash',
    ],
  ])('answers 400 for %s', async (_case, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).not.toBe('');
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('gives feed rounds ids of the store, apart from the feed ids', async () => {
    const response = await post({ rounds: [{ ...round(5_000_000), time }] });
    const [mapped] = response.json<{ rounds: { externalId: number; id: number }[] }>().rounds;
    expect(mapped?.externalId).toBe(5_000_000);
    expect(mapped?.id).toBeLessThan(5_000_000);
    // The next simulated round takes the following store id, not the feed's.
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO rounds (bet_house, odd, time_ms) VALUES ('MINES_BET', 2, $1) RETURNING id`,
      [time],
    );
    expect(rows[0]?.id).toBe((mapped?.id ?? 0) + 1);
  });

  it('keys rounds by house and source: the same feed id elsewhere is another round', async () => {
    const other = await post({ source: 'outro-feed', rounds: [round(100, 7)] });
    expect(other.statusCode).toBe(201);
    const voa = await post({ rounds: [{ ...round(100, 8), betHouse: 'VOA_BET' }] });
    expect(voa.statusCode).toBe(201);
    const { rows } = await t.db.query<{ bet_house: string; source: string; odd: number }>(
      'SELECT bet_house, source, odd FROM rounds WHERE external_id = 100 ORDER BY id',
    );
    expect(rows).toEqual([
      { bet_house: 'MINES_BET', source: 'feed', odd: 1.87 },
      { bet_house: 'MINES_BET', source: 'outro-feed', odd: 7 },
      { bet_house: 'VOA_BET', source: 'feed', odd: 8 },
    ]);
  });
});
