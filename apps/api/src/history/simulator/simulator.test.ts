import { DAY_MS } from '@velas/domain/calendar';
import type { Candle } from '@velas/domain/schemas/history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromHex, hmacKey, independentCrashCents } from '#/test/history/independent-verifier.js';
import { manualTimeouts } from '#/test/manual-timers.js';
import { useTestApp } from '#/test/use-test-app.js';
import { hashToHex, hexToHash, previousHash } from '../fairness/fairness.js';
import { RoundFeed } from '../rounds/round-feed.js';
import { BETTING_PHASE_MS, flightMs } from './schedule.js';
import { RoundSimulator } from './simulator.js';

interface StoredRound {
  id: number;
  odd: number;
  time_ms: number;
  hash: string;
  chain_id: number;
  chain_index: number;
  salt: string;
  terminating_hash: string;
  generation: number;
}

describe('round simulator', () => {
  const t = useTestApp();
  const clock = manualTimeouts();
  let simulator: RoundSimulator;
  const simulate = (
    betHouse: string,
    options: { chainLength: number; backfillMs?: number },
    timers = clock.timers,
  ) =>
    new RoundSimulator({
      db: t.db,
      clock: t.clock.now,
      log: t.app.log,
      betHouses: [betHouse],
      timers,
      ...options,
    });
  const stored = async (betHouse: string) =>
    (
      await t.db.query<StoredRound>(
        `SELECT r.id, r.odd, r.time_ms, r.hash, r.chain_id, r.chain_index, c.salt, c.terminating_hash, c.generation
         FROM rounds r JOIN round_chains c ON c.id = r.chain_id
         WHERE r.bet_house = $1 ORDER BY r.time_ms`,
        [betHouse],
      )
    ).rows;

  /**
   * Every property a player could check, over consecutive rounds of a house:
   * from its first round, or (`fromStart` false) taking the first as given.
   */
  async function expectConsistent(rounds: StoredRound[], fromStart = true) {
    const keys = new Map<string, Awaited<ReturnType<typeof hmacKey>>>();
    for (const [i, round] of rounds.entries()) {
      const before = rounds[i - 1];
      if (before === undefined && !fromStart) {
        // The reference round of a slice.
      } else if (before === undefined || before.chain_id !== round.chain_id) {
        expect(round.chain_index).toBe(1);
        expect(hashToHex(previousHash(hexToHash(round.hash)))).toBe(round.terminating_hash);
      } else {
        expect(round.chain_index).toBe(before.chain_index + 1);
        expect(hashToHex(previousHash(hexToHash(round.hash)))).toBe(before.hash);
      }
      if (before !== undefined)
        expect(round.time_ms - before.time_ms).toBe(BETTING_PHASE_MS + flightMs(round.odd));
      if (!keys.has(round.salt)) keys.set(round.salt, await hmacKey(round.salt));
    }
    const cents = await Promise.all(
      rounds.map((round) => {
        const key = keys.get(round.salt);
        if (key === undefined) throw new Error('no key');
        return independentCrashCents(fromHex(round.hash), key);
      }),
    );
    expect(cents.map(Number)).toEqual(rounds.map((round) => Math.round(round.odd * 100)));
  }

  beforeAll(async () => {
    simulator = simulate('MINES_BET', { chainLength: 60_000 });
    await simulator.start();
  });
  afterAll(() => simulator.stop());

  it('backfills 7 days of provably fair rounds on a first start, spaced like the real game', async () => {
    const now = t.clock.now();
    const rounds = await stored('MINES_BET');
    // A round's average, the betting window plus the mean flight (0.97 over
    // the growth rate per millisecond), puts 7 days between these bounds.
    expect(rounds.length).toBeGreaterThan(20_000);
    expect(rounds.length).toBeLessThan(30_000);
    const first = rounds[0];
    const last = rounds.at(-1);
    expect(first?.time_ms).toBeGreaterThan(now - 7 * DAY_MS);
    expect(first?.time_ms).toBeLessThanOrEqual(
      now - 7 * DAY_MS + BETTING_PHASE_MS + flightMs(first?.odd ?? 1),
    );
    expect(last?.time_ms).toBeLessThanOrEqual(now);
    await expectConsistent(rounds);
  }, 120_000);

  it('then stores each round at its crash instant and announces it live', async () => {
    const feed = new RoundFeed(t.db);
    await feed.ready();
    const announced: Candle[] = [];
    const heard = new Promise<void>((resolve) => {
      feed.subscribe((message) => {
        announced.push(...message.candles);
        if (message.candles.length > 0) resolve();
      });
    });
    const before = await stored('MINES_BET');
    const last = before.at(-1);

    const delay = clock.delay();
    expect(delay).toBeGreaterThan(0);
    t.clock.advance(delay);
    clock.fire();
    await simulator.idle();
    await heard;
    await feed.stop();

    const after = await stored('MINES_BET');
    expect(after).toHaveLength(before.length + 1);
    const live = after.at(-1);
    expect(live?.time_ms).toBe(t.clock.now());
    expect(live?.chain_index).toBe((last?.chain_index ?? 0) + 1);
    expect(announced).toEqual([
      expect.objectContaining({ id: live?.id, odd: live?.odd, time: live?.time_ms }),
    ]);
    await expectConsistent(after.slice(-10), false);
  });

  it('stops between batches of a long backfill instead of finishing it first', async () => {
    // The first batch's commit asks for the stop, as a shutdown mid-backfill would.
    const db: typeof t.db = Object.assign(Object.create(t.db) as typeof t.db, {
      transaction: async <T>(work: Parameters<typeof t.db.transaction<T>>[0]) => {
        const result = await t.db.transaction(work);
        void early.stop();
        return result;
      },
    });
    const early = new RoundSimulator({
      db,
      clock: t.clock.now,
      log: t.app.log,
      betHouses: ['STOP_EARLY'],
      timers: manualTimeouts().timers,
      chainLength: 60_000,
    });
    await early.start();
    const count = (await stored('STOP_EARLY')).length;
    // One batch stored, not the ~25,000 rounds of seven days.
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(5_000);
  }, 120_000);

  it('resumes after a stop where the stored rounds end, filling the gap', async () => {
    await simulator.stop();
    const before = await stored('MINES_BET');
    t.clock.advance(3_600_000);
    const restarted = manualTimeouts();
    simulator = simulate('MINES_BET', { chainLength: 60_000 }, restarted.timers);
    await simulator.start();
    const after = await stored('MINES_BET');
    expect(after.length - before.length).toBeGreaterThan(100);
    expect(after.slice(0, before.length)).toEqual(before);
    await expectConsistent(after.slice(before.length - 5), false);
    expect(restarted.delay()).toBeGreaterThan(0);
  });

  it('stores every round once when two processes simulate the same house', async () => {
    const house = 'TWIN_TEST';
    const a = simulate(
      house,
      { chainLength: 5_000, backfillMs: 3_600_000 },
      manualTimeouts().timers,
    );
    const b = simulate(
      house,
      { chainLength: 5_000, backfillMs: 3_600_000 },
      manualTimeouts().timers,
    );
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.stop(), b.stop()]);
    const rounds = await stored(house);
    expect(new Set(rounds.map((round) => round.chain_index)).size).toBe(rounds.length);
    await expectConsistent(rounds);
  });

  it('starts the next generation of the chain when one is played out', async () => {
    const house = 'ROTATION_TEST';
    const rotating = simulate(
      house,
      { chainLength: 40, backfillMs: 3_600_000 },
      manualTimeouts().timers,
    );
    await rotating.start();
    await rotating.stop();
    const rounds = await stored(house);
    expect(new Set(rounds.map((round) => round.generation)).size).toBeGreaterThanOrEqual(3);
    await expectConsistent(rounds);

    // The verify endpoint answers with the salt of the round's own generation.
    const later = rounds.find((round) => round.generation === 2);
    const response = await t.app.inject({
      method: 'GET',
      url: `/history-api/rounds/${later?.id}/verify`,
    });
    expect(response.json()).toEqual({
      id: later?.id,
      betHouse: house,
      odd: later?.odd,
      hash: later?.hash,
      salt: later?.salt,
      previousHash: hashToHex(previousHash(hexToHash(later?.hash ?? ''))),
    });
  });
});
