// The total of a long span is an estimate until its last page arrives.
import type { RangeProgress } from '@velas/analysis/fairness/verify-range';
import { fairnessCopy } from './copy.ts';

const whole = (value: number) => Math.round(value).toLocaleString('pt-BR');

function timeLeft(seconds: number, approximate: boolean): string {
  if (seconds < 1) return fairnessCopy.lessThanASecondLeft;
  if (seconds < 60) return fairnessCopy.secondsLeft(whole(seconds), approximate);
  return fairnessCopy.minutesLeft(
    whole(Math.floor(seconds / 60)),
    whole(seconds % 60),
    approximate,
  );
}

export function rangeProgressText(progress: RangeProgress, totalIsExact: boolean): string {
  const { checked, total, elapsedMs } = progress;
  const counted = fairnessCopy.rangeRoundsOf(whole(checked), whole(total), totalIsExact);
  if (checked === 0 || elapsedMs <= 0) return counted;
  const perSecond = (checked / elapsedMs) * 1000;
  const left = Math.max(0, total - checked) / perSecond;
  return fairnessCopy.rangePace(counted, whole(perSecond), timeLeft(left, !totalIsExact));
}
