// The analysis functions the client answers one call at a time, on its own
// worker or, failing that, here: every function of the analysis api but the
// ones the client runs on its pool (worker-client.ts).
import { analysisApi, type AnalysisApi } from '@velas/analysis/analysis-api';
import { transfer } from 'comlink';
import type { PoolMember } from './worker-pool';

/** Each analysis function, answered asynchronously (by the worker or, failing that, here). */
export type Answered<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

/** The range check's and the lab's functions, which the client runs on its pool instead. */
export type NotForwarded = 'verifySegment' | 'simulateShare' | 'simulateStrategy';
type Forwarded = Exclude<keyof AnalysisApi, NotForwarded>;
type Args<K extends keyof AnalysisApi> = Parameters<AnalysisApi[K]>;

const notForwarded = new Set<keyof AnalysisApi>([
  'verifySegment',
  'simulateShare',
  'simulateStrategy',
]);
const forwardedNames = (Object.keys(analysisApi) as (keyof AnalysisApi)[]).filter(
  (name): name is Forwarded => !notForwarded.has(name),
);

/** Every forwarded function, each call run by `member`. */
export function forwardedCalls(member: PoolMember): Answered<Pick<AnalysisApi, Forwarded>> {
  /** One analysis function: its odds transferred to the worker, as they are here. */
  function forward<K extends Forwarded>(name: K): Answered<AnalysisApi>[K] {
    const prepare = transferred[name] ?? ((args: Args<K>) => args);
    const direct = analysisApi[name] as (...args: Args<K>) => unknown;
    return ((...args: Args<K>) =>
      member.call(
        (api) => (api[name] as (...args: Args<K>) => Promise<unknown>)(...prepare(args)),
        () => direct(...args),
      )) as Answered<AnalysisApi>[K];
  }
  return Object.fromEntries(forwardedNames.map((name) => [name, forward(name)])) as Answered<
    Pick<AnalysisApi, Forwarded>
  >;
}

/**
 * The arguments that cross to the worker transferred rather than cloned: the
 * odds windows, which run to tens of thousands of rounds. The others are
 * cloned as they are.
 */
const transferred: { [K in Forwarded]?: (args: Args<K>) => Args<K> } = {
  describeOdds: ([odds]) => [transferableCopy(odds)],
  positionOfLast: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  oddsVsObserved: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  gapContext: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  nextRoundAfterGaps: ([odds, ...rest]) => [transferableCopy(odds), ...rest],
  replayOnHistory: ([rule, odds]) => [rule, transferableCopy(odds)],
};

/**
 * Odds travel as a Float64Array whose buffer is transferred, not cloned. The
 * copy is ours, so the caller's array is never detached and stays usable for
 * the main-thread fallback.
 */
function transferableCopy(odds: ArrayLike<number>): Float64Array {
  const copy = Float64Array.from(odds);
  return transfer(copy, [copy.buffer]);
}
