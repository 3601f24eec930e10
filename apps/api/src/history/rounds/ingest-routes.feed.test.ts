// Tried as a feed would: the documented maximum batch fits the
// body limit, and a feed and the simulator write the same house at once
// without taking each other's ids.
import { HOUR_MS } from '@velas/domain/calendar';
import { INGEST_MAX_ROUNDS } from '@velas/domain/schemas/history';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';
import { RoundSimulator, type Timers } from '../simulator/simulator.js';
import { INGEST_BODY_LIMIT } from './ingest-routes.js';

const KEY = 'test-ingest-key-0123456789';

const t = useTestApp();

const post = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/history-api/rounds',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    payload: body,
  });

/** `count` feed rounds of the longest form (16-digit ids, big odds, hashes), 20 s apart. */
function feedBatch(firstId: number, count: number, startMs: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: 1_000_000_000_000_000 + firstId + index,
    betHouse: 'MINES_BET',
    odd: 123_456.78,
    time: startMs + index * 20_000,
    hash: (firstId + index).toString(16).padStart(64, 'f'),
  }));
}

/** Timers that never fire: the test drives the simulator through start(). */
const idleTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };

describe('ingestion as a feed uses it', () => {
  it('accepts the documented maximum batch, even indented, within the route body limit', async () => {
    const rounds = feedBatch(0, INGEST_MAX_ROUNDS, t.clock.now() - 30 * HOUR_MS);
    const indented = JSON.stringify({ source: 'feed-principal', rounds }, null, 2);
    // Larger than the app-wide body limit that refused it, within the route's.
    expect(indented.length).toBeGreaterThan(64 * 1024);
    expect(indented.length).toBeLessThan(INGEST_BODY_LIMIT);
    const response = await post(indented);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ stored: INGEST_MAX_ROUNDS, duplicates: 0 });
    // Beyond the maximum: a validation error, not a body-size refusal.
    const tooMany = feedBatch(5_000, INGEST_MAX_ROUNDS + 1, t.clock.now() - 20 * HOUR_MS);
    expect((await post(JSON.stringify({ rounds: tooMany }))).statusCode).toBe(400);
  });

  it('lets a feed and the simulator write the same house at once, then each its next batch', async () => {
    const simulator = new RoundSimulator({
      db: t.db,
      clock: t.clock.now,
      log: t.app.log,
      betHouses: ['MINES_BET'],
      chainLength: 5_000,
      backfillMs: 6 * HOUR_MS,
      timers: idleTimers,
    });
    const feedStart = t.clock.now() - 5 * HOUR_MS;
    const feedPosts = [0, 1, 2].map((n) =>
      post(
        JSON.stringify({
          source: 'feed-principal',
          rounds: feedBatch(10_000 + n * 200, 200, feedStart + n * 200 * 20_000),
        }),
      ),
    );
    const [, ...responses] = await Promise.all([simulator.start(), ...feedPosts]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);

    // The feed's next batch and the simulator's next rounds after it: no 409.
    t.clock.advance(HOUR_MS);
    const next = post(
      JSON.stringify({
        source: 'feed-principal',
        rounds: feedBatch(20_000, 100, t.clock.now() - 40 * 60_000),
      }),
    );
    const [nextResponse] = await Promise.all([next, simulator.start()]);
    expect(nextResponse.statusCode).toBe(201);
    await simulator.stop();

    const { rows } = await t.db.query<{ simulated: number; fed: number; ids: number }>(
      `SELECT count(*) FILTER (WHERE chain_id IS NOT NULL)::int AS simulated,
              count(*) FILTER (WHERE source = 'feed-principal')::int AS fed,
              count(DISTINCT id)::int AS ids
       FROM rounds WHERE bet_house = 'MINES_BET'`,
    );
    const counts = rows[0];
    expect(counts?.fed).toBe(INGEST_MAX_ROUNDS + 700);
    // How far back the simulator fills depends on whether the feed's rounds
    // landed first (it continues after the house's latest round), so only its
    // presence is fixed; what matters is that no id was taken twice.
    expect(counts?.simulated).toBeGreaterThan(0);
    expect(counts?.ids).toBe((counts?.simulated ?? 0) + (counts?.fed ?? 0));
  });
});
