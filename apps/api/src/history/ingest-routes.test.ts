import { messages } from '@velas/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const KEY = 'test-ingest-key-0123456789';
const time = Date.parse('2026-03-10T14:00:00-03:00');
const round = (id: number, odd = 1.87) => ({
  id,
  betHouse: 'MINES_BET',
  odd,
  time: time + id * 20_000,
});

describe('POST /history-api/rounds', () => {
  let t: TestApp;
  const post = (payload: unknown, key: string | null = KEY) =>
    t.app.inject({
      method: 'POST',
      url: '/history-api/rounds',
      headers: key === null ? {} : { 'x-api-key': key },
      payload: payload as object,
    });
  const storedIds = async () =>
    (await t.db.query<{ id: number }>('SELECT id FROM rounds ORDER BY id')).rows.map(
      (row) => row.id,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong key with 401 and stores nothing', async () => {
    for (const key of [null, 'wrong-key-0123456789']) {
      const response = await post({ rounds: [round(1)] }, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.ingestKeyInvalid, errors: {} });
    }
    expect(await storedIds()).toEqual([]);
  });

  it('stores valid rounds (201) and counts a repeat as a duplicate (200), never twice', async () => {
    const first = await post({ rounds: [round(100), round(101, 25.5)] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ stored: 2, duplicates: 0 });

    const again = await post({ rounds: [round(100), round(101, 25.5)] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ stored: 0, duplicates: 2 });

    const mixed = await post({ rounds: [round(101, 25.5), round(102), round(102)] });
    expect(mixed.json()).toEqual({ stored: 1, duplicates: 1 });
    expect(await storedIds()).toEqual([100, 101, 102]);
  });

  it('refuses a different round under a stored id (409) and stores none of the request', async () => {
    const response = await post({ rounds: [round(103), round(101, 3)] });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(messages.roundConflict);
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

  it('moves the id sequence past ingested ids so later simulated rounds do not collide', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO rounds (bet_house, odd, time_ms) VALUES ('MINES_BET', 2, $1) RETURNING id`,
      [time],
    );
    expect(rows[0]?.id).toBeGreaterThan(102);
  });
});
