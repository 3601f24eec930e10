import type { RangeResult } from '@velas/analysis/fairness/verify-range';
import { fairnessCopy } from './copy.ts';

const seconds = (ms: number) =>
  (ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function rangeSentence(result: RangeResult): string {
  const counted = fairnessCopy.rangeCounted(
    result.checked.toLocaleString('pt-BR'),
    seconds(result.elapsedMs),
  );
  if (result.cancelled) return fairnessCopy.rangeCancelled(counted);
  const first = result.firstMismatch;
  const mismatches =
    first === null
      ? fairnessCopy.rangeNoMismatch
      : fairnessCopy.rangeMismatches(
          result.mismatches,
          first.id,
          first.kind === 'crash' ? fairnessCopy.mismatchOfCrash : fairnessCopy.mismatchOfLink,
        );
  const reached = result.reachedTerminatingHash
    ? fairnessCopy.chainReached
    : fairnessCopy.chainNotReached;
  return `${counted} ${mismatches} ${reached}`;
}
