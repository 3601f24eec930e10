// Hours tested (docs/product.md#hours-tested): the chi-square verdict under the
// payout-by-hour list.
import type { HourTest } from '@velas/analysis/odds/hour-test';
import { Muted } from '../../ui/Card';
import { formatPValue } from './format';

export function HourTestNote({ test }: { test: HourTest }) {
  if (test.pValue === null)
    return <Muted role="note">Teste entre horários: dados insuficientes para comparar.</Muted>;
  const verdict = test.significant
    ? 'diferença significativa entre os horários (p < 0,05). Com tantos horários, isso também acontece por acaso em 1 de cada 20 dias.'
    : 'sem diferença significativa entre os horários';
  return (
    <Muted role="note">
      Teste qui-quadrado ({test.degreesOfFreedom} g.l.): {formatPValue(test.pValue)} — {verdict}
      {test.fewExpected ? ' (poucas rodadas por horário: teste aproximado).' : '.'}
    </Muted>
  );
}
