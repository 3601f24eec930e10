// The client's worker path runs here on a Node thread (the browser e2e runs the
// real Web Worker); its fallback path runs where Worker is missing or fails.
import { join } from 'node:path';
import { analysisApi } from '@velas/analysis/analysis-api';
import { packRounds, verifyChainRange } from '@velas/analysis/fairness/verify-range';
import { gapContext, nextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import { oddsVsObserved } from '@velas/analysis/odds/observed';
import { describeOdds } from '@velas/analysis/statistics';
import { replayOnHistory } from '@velas/analysis/strategy/replay';
import { simulateStrategy } from '@velas/analysis/strategy/simulate';
import { crashChain, tamperings } from '@velas/analysis/test/crash-chain';
import { crashOdds } from '@velas/analysis/test/crash-odds';
import { strategyRule } from '@velas/analysis/test/strategy-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startNodeAnalysisWorker } from './nodeWorker.ts';
import { createAnalysisClient, type AnalysisClient } from './workerClient.ts';
import { POOL_IDLE_MS } from './workerPool.ts';

const odds = [1.5, 2, 2, 3.33, 10, 1.01];
const clients: AnalysisClient[] = [];
const track = (client: AnalysisClient) => (clients.push(client), client);
afterEach(() => {
  clients.splice(0).forEach((client) => {
    client.terminate();
  });
  vi.useRealTimers();
});

describe('createAnalysisClient', () => {
  it('runs on the main thread where Worker does not exist (Node, jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    const client = track(createAnalysisClient());
    expect(client.usesWorker()).toBe(false);
    expect(await client.describeOdds(odds)).toEqual(describeOdds(odds));
    expect(await client.positionOfLast([1, 40, 2], 30)).toBe(2);
  });

  it('offers every function of the analysis api but the pool’s own segment check', () => {
    const client = track(createAnalysisClient());
    const offered = Object.keys(analysisApi).filter(
      (name) => name !== 'verifySegment' && name !== 'simulateShare',
    );
    expect(Object.keys(client)).toEqual(expect.arrayContaining(offered));
  });

  it('falls back to the main thread when starting the worker throws', async () => {
    const client = track(
      createAnalysisClient({
        startWorker: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      }),
    );
    expect(await client.describeOdds(odds)).toEqual(describeOdds(odds));
  });

  it('falls back to the main thread when the worker script fails to load', async () => {
    const missing = join(import.meta.dirname, 'no-such-worker.ts');
    const client = track(
      createAnalysisClient({ startWorker: () => startNodeAnalysisWorker(missing) }),
    );
    expect(client.usesWorker()).toBe(true);
    expect(await client.describeOdds(odds)).toEqual(describeOdds(odds));
    expect(client.usesWorker()).toBe(false);
    expect(await client.timeEstimate([], 3, 0)).toBeNull();
  });

  it('passes errors of the functions themselves to the caller', async () => {
    const client = track(createAnalysisClient());
    await expect(client.describeOdds([0])).rejects.toThrow(RangeError);
  });

  it('answers through a real worker thread, leaving the caller’s array usable', async () => {
    const client = track(createAnalysisClient({ startWorker: () => startNodeAnalysisWorker() }));
    const window = Float64Array.from(odds);
    expect(await client.describeOdds(window)).toEqual(describeOdds(odds));
    expect(window.length).toBe(odds.length);
    expect(await client.positionOfLast(window, 3)).toBe(4);
    await expect(client.describeOdds([Number.NaN])).rejects.toThrow('positive finite');
    expect(
      await client.positionRepeats([
        { position: 2, intervalTime: '00:01:00', odd: 50, minutes: 1 },
      ]),
    ).toEqual([{ posicao: 2, quantidade: 1, porcentagem: 100 }]);
    expect(client.usesWorker()).toBe(true);
  });

  it('shares the lab among a pool of worker threads with the same figures as one thread', async () => {
    const rule = strategyRule({ gale: { steps: 2, multiplier: 2 }, stopWin: 2_000 });
    const options = { sessions: 1_001, seed: 12 };
    const direct = simulateStrategy(rule, options);
    for (const poolSize of [1, 3]) {
      const client = track(
        createAnalysisClient({ startWorker: () => startNodeAnalysisWorker(), poolSize }),
      );
      expect(client.poolSize()).toBe(poolSize);
      expect(await client.simulateStrategy(rule, options)).toEqual(direct);
    }
    expect(await track(createAnalysisClient()).simulateStrategy(rule, options)).toEqual(direct);
  });

  it('stops the pool’s extra workers once idle, and starts them again for the next shared call', async () => {
    const rule = strategyRule({ gale: { steps: 2, multiplier: 2 }, stopWin: 2_000 });
    const options = { sessions: 301, seed: 5 };
    let started = 0;
    let stopped = 0;
    const startWorker = () => {
      started += 1;
      const worker = startNodeAnalysisWorker();
      return {
        ...worker,
        terminate: () => {
          stopped += 1;
          worker.terminate();
        },
      };
    };
    // Fake timers for the idle release alone; the threads answer for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = track(createAnalysisClient({ startWorker, poolSize: 3 }));
    const first = await client.simulateStrategy(rule, options);
    expect([started, stopped, vi.getTimerCount()]).toEqual([3, 0, 1]);

    vi.advanceTimersByTime(POOL_IDLE_MS);
    // The client's own worker stays for the other analyses.
    expect([started, stopped, client.usesWorker()]).toEqual([3, 2, true]);

    expect(await client.simulateStrategy(rule, options)).toEqual(first);
    expect(started).toBe(5);
  });

  it('serves the probability lab through the worker with the same figures as a direct call', async () => {
    const client = track(createAnalysisClient({ startWorker: () => startNodeAnalysisWorker() }));
    const window = crashOdds(2_000, 11);
    const rule = strategyRule({ gale: { steps: 2, multiplier: 2 }, stopWin: 2_000 });
    const options = { sessions: 500, seed: 3 };
    expect(await client.simulateStrategy(rule, options)).toEqual(simulateStrategy(rule, options));
    expect(await client.replayOnHistory(rule, window)).toEqual(replayOnHistory(rule, window));
    expect(await client.oddsVsObserved(window)).toEqual(oddsVsObserved(window));
    expect(await client.nextRoundAfterGaps(window, 10)).toEqual(nextRoundAfterGaps(window, 10));
    expect(await client.gapContext(window, 10)).toEqual(gapContext(window, 10));
    expect(await client.positionOfLast(window, 10)).toBe(gapContext(window, 10).position);
    expect(window.length).toBe(2_000);
    expect(client.usesWorker()).toBe(true);
  });
});

describe('the fairness verifier through the client', () => {
  const chain = crashChain('worker range', 3_000, 'velas-salt-MINES_BET');
  const start = { hash: chain.roundsNewestFirst[0]?.hash ?? '', salt: chain.salt };
  const request = {
    count: 3_000,
    terminatingHash: chain.terminatingHash,
    stored: packRounds(chain.roundsNewestFirst),
    progressEvery: 1_000,
  };

  it.each([
    ['a real worker thread', () => startNodeAnalysisWorker()],
    ['the main thread', () => undefined],
  ])(
    'verifies a range with progress in %s, leaving the caller’s rounds usable',
    async (_, startWorker) => {
      const client = track(createAnalysisClient({ startWorker: startWorker }));
      const progress: number[] = [];
      const result = await client.verifyChainRange(start, request, {
        onProgress: (p) => progress.push(p.checked),
      });
      expect(result).toMatchObject({
        checked: 3_000,
        reachedTerminatingHash: true,
        mismatches: 0,
        cancelled: false,
      });
      expect(result.elapsedMs).toBeGreaterThan(0);
      expect(progress).toEqual([1_000, 2_000, 3_000]);
      expect(request.stored.hashes.length).toBe(3_000 * 32);
    },
  );

  it.each([
    ['a real worker thread', () => startNodeAnalysisWorker()],
    ['the main thread', () => undefined],
  ])('cancels a range in %s at the next progress report', async (_, startWorker) => {
    const client = track(createAnalysisClient({ startWorker: startWorker }));
    const controller = new AbortController();
    const result = await client.verifyChainRange(start, request, {
      onProgress: (p) => {
        if (p.checked === 1_000) controller.abort();
      },
      signal: controller.signal,
    });
    expect(result).toMatchObject({ checked: 1_000, cancelled: true });
  });

  it('marks the candles through the worker, flagging a tampered odd by id', async () => {
    const client = track(createAnalysisClient({ startWorker: () => startNodeAnalysisWorker() }));
    const candles = chain.roundsNewestFirst
      .slice(0, 10)
      .map((round, i) => (i === 4 ? tamperings.odd(round) : round));
    const verdicts = await client.verifyRounds(candles);
    expect(verdicts.filter((v) => !v.crashMatches).map((v) => v.id)).toEqual([candles[4]?.id]);
    expect(client.usesWorker()).toBe(true);
  });

  it('checks pages on a pool of worker threads, naming a tampered round as the single walk does', async () => {
    const client = track(
      createAnalysisClient({ startWorker: () => startNodeAnalysisWorker(), poolSize: 3 }),
    );
    expect(client.poolSize()).toBe(3);
    const tampered = chain.roundsNewestFirst.map((round, i) =>
      i === 1_700 ? tamperings.link(round) : i === 2_400 ? tamperings.odd(round) : round,
    );
    const stored = packRounds(tampered);
    const single = await verifyChainRange(start, {
      count: 3_000,
      terminatingHash: chain.terminatingHash,
      stored,
      now: () => performance.now(),
    });
    const pages = [0, 1_000, 2_000].map((first) => ({
      stored: {
        ids: stored.ids.slice(first, first + 1_000),
        hashes: stored.hashes.slice(first * 32, (first + 1_000) * 32),
        odds: stored.odds.slice(first, first + 1_000),
      },
    }));
    const progress: number[] = [];
    const pooled = await client.verifyChainPages(
      start,
      pages,
      { terminatingHash: chain.terminatingHash, total: 3_000 },
      { onProgress: (p) => progress.push(p.checked) },
    );
    expect({ ...pooled, elapsedMs: 0 }).toEqual({ ...single, elapsedMs: 0 });
    expect(pooled.firstMismatch).toEqual({ offset: 1_700, id: tampered[1_700]?.id, kind: 'link' });
    // The substituted round breaks its own link and the one behind it; then the odd.
    expect(pooled.mismatches).toBe(3);
    expect(progress).toEqual([1_000, 2_000, 3_000]);
    expect(pages[0]?.stored.hashes.length).toBe(32_000);
  });
});
