// `pnpm bench`: describeOdds against the naive simple-statistics bundle and the
// memory floor (one summing pass), and the worker round trip, on crash odds
// generated in the run. Targets (issue 3): at 1e6 odds >= 40x faster than the
// naive bundle and within 10x of the floor; worker round trip < 1 ms over a
// direct call for 1000 candles.
import { medianTimes, medianTimesAsync } from './bench/measure.js';
import { describeOdds } from './statistics.js';
import { crashOdds } from './test/crash-odds.js';
import { naiveStatistics } from './test/naive-statistics.js';
import { startNodeAnalysisWorker } from './test/node-worker.js';
import { createAnalysisClient } from './worker-client.js';

const format = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const verdict = (met: boolean) => (met ? 'target met' : 'TARGET MISSED');

function sumPass(odds: Float64Array): number {
  let total = 0;
  const n = odds.length;
  for (let index = 0; index < n; index++) total += odds[index] as number;
  return total;
}

const plans = [
  { size: 1e3, fast: { warmUp: 200, repeats: 500 }, naive: { warmUp: 20, repeats: 100 } },
  { size: 1e5, fast: { warmUp: 20, repeats: 51 }, naive: { warmUp: 2, repeats: 9 } },
  { size: 1e6, fast: { warmUp: 5, repeats: 21 }, naive: { warmUp: 1, repeats: 5 } },
];

console.log('describeOdds on crash odds (median of repeated runs after warm-up)\n');
const rows = plans.map(({ size, fast, naive }) => {
  const odds = crashOdds(size, size);
  const plain = [...odds];
  const { describe, floor } = medianTimes(
    { describe: () => describeOdds(odds), floor: () => sumPass(odds) },
    fast,
  );
  const { simple } = medianTimes({ simple: () => naiveStatistics(plain) }, naive);
  return { size, describe, simple, floor };
});
console.table(
  Object.fromEntries(
    rows.map(({ size, describe, simple, floor }) => [
      size.toExponential(0),
      {
        describeOdds: format(describe),
        'simple-statistics': format(simple),
        'floor (sum pass)': format(floor),
        'speed-up vs simple-statistics': `${(simple / describe).toFixed(1)}x`,
        'x floor': `${(describe / floor).toFixed(1)}x`,
      },
    ]),
  ),
);
const million = rows.at(-1);
if (million) {
  console.log(
    `1e6: ${(million.simple / million.describe).toFixed(1)}x faster than simple-statistics (>= 40x): ${verdict(million.simple / million.describe >= 40)}`,
  );
  console.log(
    `1e6: ${(million.describe / million.floor).toFixed(1)}x the memory floor (<= 10x): ${verdict(million.describe / million.floor <= 10)}`,
  );
}

console.log(
  '\nWorker round trip, describeOdds of 1000 candles (worker_threads thread + comlink)\n',
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
console.log(`direct call ${format(direct)}, through the worker ${format(viaWorker)}`);
console.log(
  `round-trip overhead ${format(viaWorker - direct)} (< 1 ms): ${verdict(viaWorker - direct < 1)}`,
);
