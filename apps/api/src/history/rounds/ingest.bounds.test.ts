// Ingestion refuses rounds from the future and ids beyond 2^53.
import { historyMessages } from '@velas/domain/messages/history';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

const post = (rounds: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/history-api/rounds',
    headers: { 'x-api-key': 'test-ingest-key-0123456789', 'content-type': 'application/json' },
    payload: JSON.stringify({ rounds }),
  });
const round = (id: number, time: number) => ({ id, betHouse: 'MINES_BET', odd: 2.5, time });

describe('POST /history-api/rounds bounds', () => {
  it('refuses a round more than a minute in the future, and stores none of the request', async () => {
    const now = t.clock.now();
    const response = await post([round(1, now - 20_000), round(2, now + 61_000)]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: historyMessages.roundInFuture });
    const { rows } = await t.db.query('SELECT id FROM rounds');
    expect(rows).toEqual([]);
    expect((await post([round(3, now + 60_000)])).statusCode).toBe(201);
  });

  it('refuses ids beyond 2^53, where JSON numbers stop being exact', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/history-api/rounds',
      headers: { 'x-api-key': 'test-ingest-key-0123456789', 'content-type': 'application/json' },
      payload: `{"rounds":[{"id":9007199254740993,"betHouse":"MINES_BET","odd":2.5,"time":${String(t.clock.now())}}]}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
