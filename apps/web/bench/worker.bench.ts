// `pnpm --filter @velas/web bench:worker` (and the web's `bench`): the analysis
// worker's round trip, on crash odds generated in the run; target
// (docs/architecture.md#performance-targets) for 1000 candles over a direct
// call. Then the strategy lab (docs/product/probability-lab.md#strategy-lab): 10,000
// sessions × 1,000 rounds directly, through one worker and across a pool of
// one worker per core, against the
// naive per-round implementation. Then the fairness verifier: the single walk
// against the pool on the same rounds, each held to its target there.
// Verdicts use medians; the pool's gain over one thread is printed as a ratio
// from the same run: on a shared machine the absolute rates move with the load.
// The workers are Node threads (nodeWorker.ts) running the same client.
import { availableParallelism, loadavg } from 'node:os';
import { roundHashBytes } from '@velas/analysis/fairness/hex';
import { packRounds } from '@velas/analysis/fairness/verify-range';
import { verifySegment } from '@velas/analysis/fairness/verify-segment';
import { describeOdds } from '@velas/analysis/statistics';
import { simulateStrategy } from '@velas/analysis/strategy/simulate';
import { crashChain } from '@velas/analysis/test/crash-chain';
import { crashOdds } from '@velas/analysis/test/crash-odds';
import { medianTimes, medianTimesAsync } from '@velas/analysis/test/measure';
import { naiveSimulateSessions } from '@velas/analysis/test/naive-strategy';
import { strategyRule } from '@velas/analysis/test/strategy-rules';
import { startNodeAnalysisWorker } from '#/lib/analysis-worker/nodeWorker.ts';
import { createAnalysisClient } from '#/lib/analysis-worker/workerClient.ts';

const VERIFY_ROUNDS = 500_000;
const PAGE_ROUNDS = 100_000;
/** One worker per core, as the page sizes its pool to navigator.hardwareConcurrency. */
const POOL_SIZE = availableParallelism();

const format = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const ratio = (value: number) => `${value.toFixed(1)}x`;
const verdict = (met: boolean) => (met ? 'target met' : 'TARGET MISSED');

console.log(`Load average (1 min) at start: ${loadavg()[0]?.toFixed(2) ?? '?'}`);
console.log(
  '\nWorker round trip, describeOdds of 1000 candles (Node worker_threads thread + comlink)\n',
);
const candles = crashOdds(1000, 7);
const client = createAnalysisClient({ startWorker: () => startNodeAnalysisWorker() });
const { direct, viaWorker } = await medianTimesAsync(
  {
    direct: () => Promise.resolve(describeOdds(candles)),
    viaWorker: () => client.describeOdds(candles),
  },
  { warmUp: 200, repeats: 1001 },
);
if (!client.usesWorker())
  throw new Error('The worker did not start: the round trip was not measured.');
client.terminate();
const overhead = viaWorker.median - direct.median;
console.log(`direct call ${format(direct.median)}, through the worker ${format(viaWorker.median)}`);
console.log(`round-trip overhead ${format(overhead)} (< 1 ms): ${verdict(overhead < 1)}`);

console.log('\nStrategy lab: 10,000 sessions × 1,000 rounds (gale 2× two steps, target 2x)\n');
const labRule = strategyRule({
  bankroll: 1_000_000,
  stake: 100,
  target: 2,
  gale: { steps: 2, multiplier: 2 },
  roundsPerSession: 1_000,
});
const labRounds = 10_000 * 1_000;
const naiveRounds = 1_000 * 1_000;
const millionsPerSecond = (rounds: number, ms: number) => (rounds / ms / 1000).toFixed(1);
const { fast: fastLab } = medianTimes(
  { fast: () => simulateStrategy(labRule, { sessions: 10_000, seed: 1 }) },
  { warmUp: 2, repeats: 7 },
);
const { naive: naiveLab } = medianTimes(
  { naive: () => naiveSimulateSessions(labRule, 1_000, 1) },
  { warmUp: 1, repeats: 3 },
);
const labClient = createAnalysisClient({
  startWorker: () => startNodeAnalysisWorker(),
  poolSize: 1,
});
const labPool = createAnalysisClient({
  startWorker: () => startNodeAnalysisWorker(),
  poolSize: POOL_SIZE,
});
const labOptions = { sessions: 10_000, seed: 1 };
const { worker: workerLab, pool: poolLab } = await medianTimesAsync(
  {
    worker: () => labClient.simulateStrategy(labRule, labOptions),
    pool: () => labPool.simulateStrategy(labRule, labOptions),
  },
  { warmUp: 2, repeats: 9 },
);
if (!labClient.usesWorker() || labPool.poolSize() !== POOL_SIZE)
  throw new Error('The workers did not start: the lab was not measured.');
if (
  JSON.stringify(await labPool.simulateStrategy(labRule, labOptions)) !==
  JSON.stringify(simulateStrategy(labRule, labOptions))
)
  throw new Error('The pool and one thread gave different figures for one seed.');
labClient.terminate();
labPool.terminate();
console.table({
  'fast, direct': {
    rounds: labRounds,
    time: `${format(fastLab.median)} (${format(fastLab.fastest)})`,
    'M rounds/s': millionsPerSecond(labRounds, fastLab.median),
  },
  'fast, through one worker': {
    rounds: labRounds,
    time: `${format(workerLab.median)} (${format(workerLab.fastest)})`,
    'M rounds/s': millionsPerSecond(labRounds, workerLab.median),
  },
  [`fast, pool of ${String(POOL_SIZE)} workers`]: {
    rounds: labRounds,
    time: `${format(poolLab.median)} (${format(poolLab.fastest)})`,
    'M rounds/s': millionsPerSecond(labRounds, poolLab.median),
  },
  'naive (objects, closures, push)': {
    rounds: naiveRounds,
    time: `${format(naiveLab.median)} (${format(naiveLab.fastest)})`,
    'M rounds/s': millionsPerSecond(naiveRounds, naiveLab.median),
  },
});
const poolLabRate = labRounds / (poolLab.median / 1000);
console.log(
  `fast / naive: ${ratio(labRounds / fastLab.median / (naiveRounds / naiveLab.median))} rounds per second`,
);
console.log(
  `pool / one worker, same run: ${ratio(workerLab.median / poolLab.median)} (cores: ${String(POOL_SIZE)})`,
);
console.log(
  `pool: ${(poolLabRate / 1e6).toFixed(1)} M rounds/s, 10,000 × 1,000 in ${format(poolLab.median)} (>= 100 M/s, < 100 ms): ${verdict(poolLabRate >= 1e8)}`,
);

console.log(
  `\nFairness verifier: ${VERIFY_ROUNDS.toLocaleString('en-US')} stored rounds walked back to the terminating hash, pages of ${PAGE_ROUNDS.toLocaleString('en-US')} (target: >= 1,000,000 rounds/s across a pool of ${String(POOL_SIZE)} workers, one per core)\n`,
);
const chain = crashChain('velas bench chain', VERIFY_ROUNDS, 'velas-salt-MINES_BET');
const rangeStart = { hash: chain.roundsNewestFirst[0]?.hash ?? '', salt: chain.salt };
const stored = packRounds(chain.roundsNewestFirst);
chain.roundsNewestFirst.length = 0;
function* benchPages() {
  for (let first = 0; first < VERIFY_ROUNDS; first += PAGE_ROUNDS)
    yield {
      stored: {
        ids: stored.ids.subarray(first, first + PAGE_ROUNDS),
        hashes: stored.hashes.subarray(first * 32, (first + PAGE_ROUNDS) * 32),
        odds: stored.odds.subarray(first, first + PAGE_ROUNDS),
      },
    };
}
const poolClient = createAnalysisClient({
  startWorker: () => startNodeAnalysisWorker(),
  poolSize: POOL_SIZE,
});
const oneWorker = createAnalysisClient({
  startWorker: () => startNodeAnalysisWorker(),
  poolSize: 1,
});
const rates = { single: [] as number[], oneWorker: [] as number[], pool: [] as number[] };
const rateOf = (ms: number) => (VERIFY_ROUNDS / ms) * 1000;
for (let run = 0; run < 4; run++) {
  // The single walk: one segment of every round, on this thread.
  let began = performance.now();
  const single = verifySegment({
    salt: chain.salt,
    firstOffset: 0,
    stored,
    steps: VERIFY_ROUNDS,
    terminatingHash: roundHashBytes(chain.terminatingHash),
  });
  const singleMs = performance.now() - began;
  began = performance.now();
  const alone = await oneWorker.verifyChainPages(rangeStart, benchPages(), {
    terminatingHash: chain.terminatingHash,
  });
  const aloneMs = performance.now() - began;
  began = performance.now();
  const pooled = await poolClient.verifyChainPages(rangeStart, benchPages(), {
    terminatingHash: chain.terminatingHash,
  });
  const poolMs = performance.now() - began;
  for (const result of [alone, pooled])
    if (!result.reachedTerminatingHash || result.checked !== VERIFY_ROUNDS)
      throw new Error('The benchmark chain did not verify.');
  if (!single.reached || single.mismatches > 0)
    throw new Error('The benchmark chain did not verify.');
  // The first run warms the engine up (and starts the workers).
  if (run === 0) continue;
  rates.single.push(rateOf(singleMs));
  rates.oneWorker.push(rateOf(aloneMs));
  rates.pool.push(rateOf(poolMs));
}
if (!poolClient.usesWorker() || poolClient.poolSize() !== POOL_SIZE)
  throw new Error('The pool did not start: the verifier was not measured in it.');
poolClient.terminate();
oneWorker.terminate();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} rounds/s`;
console.table({
  'single walk, this thread': {
    median: perSecond(median(rates.single)),
    best: perSecond(Math.max(...rates.single)),
  },
  'one worker (pages, transfer included)': {
    median: perSecond(median(rates.oneWorker)),
    best: perSecond(Math.max(...rates.oneWorker)),
  },
  [`pool of ${String(POOL_SIZE)} workers (pages, transfer included)`]: {
    median: perSecond(median(rates.pool)),
    best: perSecond(Math.max(...rates.pool)),
  },
});
const poolRate = median(rates.pool);
console.log(
  `pool / single walk, same run: ${ratio(poolRate / median(rates.single))} (cores: ${String(POOL_SIZE)})`,
);
console.log(`pool: ${perSecond(poolRate)} (>= 1,000,000): ${verdict(poolRate >= 1_000_000)}`);
