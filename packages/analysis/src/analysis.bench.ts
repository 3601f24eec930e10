// `pnpm bench`: describeOdds against the naive simple-statistics bundle and the
// memory floor (one summing pass), on crash odds generated in the run.
// Targets (docs/architecture.md#performance-targets): at 1e6 odds >= 40x
// faster than the naive bundle and within 10x of the floor. Verdicts use
// medians; the fastest runs are shown because on a shared machine a run that
// waits for a core is slower through no fault of the code. The worker round
// trip, the strategy lab and the fairness verifier across a pool of workers
// are measured where the workers live: apps/web (`pnpm --filter @velas/web
// bench:worker`).
import { loadavg } from 'node:os';
import { describeOdds } from './statistics.js';
import { crashOdds } from './test/crash-odds.js';
import { medianTimes } from './test/measure.js';
import { naiveStatistics } from './test/naive-statistics.js';

const format = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const ratio = (value: number) => `${value.toFixed(1)}x`;
const verdict = (met: boolean) => (met ? 'target met' : 'TARGET MISSED');

function sumPass(odds: Float64Array): number {
  let total = 0;
  const n = odds.length;
  for (let index = 0; index < n; index++) total += odds[index] as number;
  return total;
}

const plans = [
  { size: 1e3, fast: { warmUp: 200, repeats: 501 }, naive: { warmUp: 20, repeats: 101 } },
  { size: 1e5, fast: { warmUp: 20, repeats: 51 }, naive: { warmUp: 2, repeats: 9 } },
  { size: 1e6, fast: { warmUp: 5, repeats: 41 }, naive: { warmUp: 1, repeats: 5 } },
];

console.log(`Load average (1 min) at start: ${loadavg()[0]?.toFixed(2) ?? '?'}`);
console.log('describeOdds on crash odds, median of repeated runs after warm-up (fastest run)\n');
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
        describeOdds: `${format(describe.median)} (${format(describe.fastest)})`,
        'simple-statistics': format(simple.median),
        'floor: one sum pass': `${format(floor.median)} (${format(floor.fastest)})`,
        'simple-statistics / describeOdds': ratio(simple.median / describe.median),
        'describeOdds / floor': `${ratio(describe.median / floor.median)} (${ratio(describe.fastest / floor.fastest)})`,
      },
    ]),
  ),
);
const million = rows.at(-1);
if (million) {
  const speedUp = million.simple.median / million.describe.median;
  const overFloor = million.describe.median / million.floor.median;
  console.log(
    `1e6: ${ratio(speedUp)} faster than simple-statistics (>= 40x): ${verdict(speedUp >= 40)}`,
  );
  console.log(`1e6: ${ratio(overFloor)} the memory floor (<= 10x): ${verdict(overFloor <= 10)}`);
}
