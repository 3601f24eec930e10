// Hours tested (docs/product.md#hours-tested): the chi-square verdict under the
// payout-by-hour list.
import type { HourTest } from '@velas/analysis/odds/hour-test';
import { Muted } from '../../ui/Card';
import { probabilityLabCopy } from './copy';
import { formatPValue } from './format';

export function HourTestNote({ test }: { test: HourTest }) {
  if (test.pValue === null)
    return <Muted role="note">{probabilityLabCopy.hourTestInsufficient}</Muted>;
  const verdict = test.significant
    ? 'diferença significativa entre os horários (p < 0,05). Com tantos horários, isso também acontece por acaso em 1 de cada 20 dias.'
    : 'sem diferença significativa entre os horários';
  return (
    <Muted role="note">
      {probabilityLabCopy.hourTestResult(test.degreesOfFreedom, formatPValue(test.pValue), verdict)}
      {test.fewExpected ? probabilityLabCopy.hourTestApproximate : '.'}
    </Muted>
  );
}
