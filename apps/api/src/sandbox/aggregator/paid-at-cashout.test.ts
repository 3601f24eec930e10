// A cash-out is paid at the cash-out (docs/product/games.md#demo-crash-game): the
// demo aggregator knows the round in flight from the demo house's published
// hash chain, as a real crash game's server does, so a tap before the crash
// instant sends its win to the wallet at once, a tap after it is refused even
// before the round is stored, and an automatic cash-out is paid once the
// multiplier reaches it. The stored round then names the bet's round.
import { GAME_IDS } from '@velas/domain/constants';
import { gamesMessages } from '@velas/domain/messages/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { crashPoint, HashChain, hashToHex } from '#/history/fairness/fairness.js';
import { insertRounds } from '#/history/rounds/rounds-repository.js';
import { BETTING_PHASE_MS, flightMs, nextCrashTime } from '#/history/simulator/schedule.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const HOUSE = 'MINES_BET';
const LENGTH = 60;
const SEED = Buffer.alloc(32, 7);
const SALT = 'paid-at-cashout';
const t = useTestApp({
  settings: demoRuntimeSettings({ ...DEMO_SETTINGS, simulatedBetHouses: [] }),
});

/** The chain's crash points in order of play (index 1 first). */
const chain = HashChain.of(SEED, LENGTH);
const played = [...chain.roundsFrom(1)].map((round) => ({
  index: round.index,
  hash: round.hash,
  odd: crashPoint(round.hash, SALT),
}));
let chainId = 0;
let next = 0;
let latestCrash = 0;
let demo = '';
let session = '';

async function storeNextRound(): Promise<{ odd: number; timeMs: number }> {
  const round = played[next];
  if (round === undefined) throw new Error('chain too short for this test');
  next += 1;
  latestCrash = latestCrash === 0 ? t.clock.now() - 1_000 : nextCrashTime(latestCrash, round.odd);
  await insertRounds(t.db, [
    {
      betHouse: HOUSE,
      odd: round.odd,
      timeMs: latestCrash,
      hash: hashToHex(round.hash),
      chainId,
      chainIndex: round.index,
    },
  ]);
  return { odd: round.odd, timeMs: latestCrash };
}

/** Stores rounds until the next one in flight crashes at `atLeast` or more (or below `below`). */
async function playUntilNext(wanted: (odd: number) => boolean): Promise<number> {
  for (;;) {
    const upcoming = played[next];
    if (upcoming === undefined) throw new Error('no such round in the chain');
    if (next > 0 && wanted(upcoming.odd)) return upcoming.odd;
    await storeNextRound();
    if (t.clock.now() < latestCrash) t.clock.set(latestCrash);
  }
}

const page = async (path: string, body: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/demo-aggregator/crash/${path}`,
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ session, ...body }),
  });
  return response.json<Record<string, unknown>>();
};
interface StateBet {
  cashout: number | null;
  settled: boolean;
  roundId: number | null;
  crashPoint: number | null;
  winCents: number | null;
}
const newestBet = async () => ((await page('state')) as { bets: StateBet[] }).bets[0];
const balance = () => balanceOf(t.app, demo);
const takeoff = () => latestCrash + BETTING_PHASE_MS;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO round_chains (bet_house, generation, salt, terminating_hash, seed, length)
     VALUES ($1, 1, $2, $3, $4, $5) RETURNING id`,
    [HOUSE, SALT, hashToHex(chain.terminatingHash), hashToHex(SEED), LENGTH],
  );
  chainId = rows[0]?.id ?? 0;
  demo = await loginDemo(t.app);
  const start = await t.injectAs(demo, {
    url: `/api/casino-games/${String(GAME_IDS.aviator)}/start?demo=0&isMobileDevice=1`,
  });
  session = new URL(start.json<{ link: string }>().link, 'http://any.host').searchParams.get(
    'session',
  ) as string;
});

describe('a cash-out paid at the cash-out', () => {
  it('pays a tap before the crash at once, and names the round once it is stored', async () => {
    const odd = await playUntilNext((value) => value >= 1.6);
    const before = await balance();
    expect(await page('bet', { amountCents: 1_000, autoCashout: null })).toEqual({ ok: true });
    t.clock.set(takeoff() + flightMs(1.5));
    expect(await page('cashout')).toEqual({ ok: true, multiplier: 1.5 });
    // Paid now: the round is still in flight, nothing of it is stored.
    expect(await balance()).toBe(before - 1_000 + 1_500);
    expect(await newestBet()).toMatchObject({ settled: true, cashout: 1.5, winCents: 1_500 });
    expect((await newestBet())?.roundId).toBeNull();

    const round = await storeNextRound();
    t.clock.set(round.timeMs);
    expect(await newestBet()).toMatchObject({ crashPoint: odd, cashout: 1.5, winCents: 1_500 });
    expect((await newestBet())?.roundId).not.toBeNull();
    // Paid once: the stored round moves no more money.
    expect(await balance()).toBe(before + 500);
  });

  it('refuses a tap after the crash instant though the round is not stored yet', async () => {
    const odd = await playUntilNext((value) => value >= 1.2 && value < 5);
    const before = await balance();
    expect(await page('bet', { amountCents: 500, autoCashout: null })).toEqual({ ok: true });
    t.clock.set(takeoff() + flightMs(odd) + 5);
    expect(await page('cashout')).toEqual({ message: gamesMessages.crashTooLate });
    expect(await balance()).toBe(before - 500);
    const round = await storeNextRound();
    t.clock.set(round.timeMs + 10);
    expect(await newestBet()).toMatchObject({ settled: true, cashout: null, winCents: 0 });
    expect(await balance()).toBe(before - 500);
  });

  it('pays an automatic cash-out when the multiplier reaches it, before the round ends', async () => {
    await playUntilNext((value) => value >= 2.5);
    const before = await balance();
    expect(await page('bet', { amountCents: 200, autoCashout: 2 })).toEqual({ ok: true });
    t.clock.set(takeoff() + flightMs(2) - 1);
    expect((await newestBet())?.settled).toBe(false);
    t.clock.set(takeoff() + flightMs(2));
    expect(await newestBet()).toMatchObject({ settled: true, cashout: 2, winCents: 400 });
    expect(await balance()).toBe(before + 200);
  });
});
