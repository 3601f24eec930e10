import type { HourTest } from '@velas/analysis/odds/hour-test';
import { Muted } from '@velas/web-core/ui/Card';
import { probabilityLabCopy } from './copy.ts';
import { formatPValue } from './format.ts';

export function HourTestNote({ test }: { test: HourTest }) {
  if (test.pValue === null)
    return <Muted role="note">{probabilityLabCopy.hourTestInsufficient}</Muted>;
  const verdict = test.significant
    ? probabilityLabCopy.hoursDiffer
    : probabilityLabCopy.hoursDoNotDiffer;
  return (
    <Muted role="note">
      {probabilityLabCopy.hourTestResult(test.degreesOfFreedom, formatPValue(test.pValue), verdict)}
      {test.fewExpected ? probabilityLabCopy.hourTestApproximate : '.'}
    </Muted>
  );
}
