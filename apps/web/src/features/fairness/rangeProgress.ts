// What the progress bar of a range check says beside it (docs/product.md#round-verification):
// rounds checked of the total, the pace in rounds per second and the time
// left at that pace, in pt-BR. The total of a long span is an estimate until
// its last page arrives: then the time left says "cerca de".
import type { RangeProgress } from '@velas/analysis/fairness/verify-range';

const whole = (value: number) => Math.round(value).toLocaleString('pt-BR');

function timeLeft(seconds: number, approximate: boolean): string {
  if (seconds < 1) return 'falta menos de 1 s';
  const about = approximate ? 'cerca de ' : '';
  if (seconds < 60) return `faltam ${about}${whole(seconds)} s`;
  return `faltam ${about}${whole(Math.floor(seconds / 60))} min ${whole(seconds % 60)} s`;
}

export function rangeProgressText(progress: RangeProgress, totalIsExact: boolean): string {
  const { checked, total, elapsedMs } = progress;
  const counted = `${whole(checked)} de ${totalIsExact ? '' : 'cerca de '}${whole(total)} rodadas`;
  if (checked === 0 || elapsedMs <= 0) return counted;
  const perSecond = (checked / elapsedMs) * 1000;
  const left = Math.max(0, total - checked) / perSecond;
  return `${counted} · ${whole(perSecond)} rodadas/s · ${timeLeft(left, !totalIsExact)}`;
}
