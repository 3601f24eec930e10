// The pt-BR sentence a range check ends with (docs/product.md#round-verification): how many rounds,
// how long, what failed first, and whether the chain reached the published hash.
import type { RangeResult } from '@velas/analysis/fairness/verify-range';

const seconds = (ms: number) =>
  (ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function rangeSentence(result: RangeResult): string {
  const counted = `${result.checked.toLocaleString('pt-BR')} rodada(s) verificada(s) em ${seconds(result.elapsedMs)} s.`;
  if (result.cancelled) return `Verificação cancelada: ${counted}`;
  const first = result.firstMismatch;
  const mismatches =
    first === null
      ? 'Nenhuma divergência.'
      : `${result.mismatches} divergência(s); a primeira na rodada #${first.id} (${first.kind === 'crash' ? 'ponto de queda' : 'elo da cadeia'}).`;
  const reached = result.reachedTerminatingHash
    ? 'A cadeia chega ao hash final publicado.'
    : 'A cadeia não chegou ao hash final publicado.';
  return `${counted} ${mismatches} ${reached}`;
}
