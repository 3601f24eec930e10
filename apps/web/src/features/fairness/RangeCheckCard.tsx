import type { RangeResult } from '@velas/analysis/fairness/verify-range';
import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import type { RoundProofsQuery } from '@velas/domain/schemas/history';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { memo } from 'react';
import styled from 'styled-components';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { fairnessCopy } from './copy.ts';
import { RangeCheckForm } from './RangeCheckForm.tsx';
import { rangeProgressText } from './rangeProgress.ts';
import { rangeSentence } from './rangeSentence.ts';
import { useRangeCheck } from './useRangeCheck.ts';

const Bar = styled.progress`
  width: 100%;
  height: 12px;
`;

/** The whole chain checked, every link and odd as published, up to the terminating hash. */
const passed = (result: RangeResult) =>
  !result.cancelled && result.firstMismatch === null && result.reachedTerminatingHash;

const Result = styled.p<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
`;

interface RangeCheckCardProps {
  betHouse: RoundProofsQuery['betHouse'];
  /** The São Paulo day the span fields start with. */
  today: string;
}

export const RangeCheckCard = memo(function RangeCheckCard({
  betHouse,
  today,
}: RangeCheckCardProps) {
  const rangeCheck = useRangeCheck(betHouse);
  const { running, progress, result, failure } = rangeCheck;

  return (
    <Card aria-busy={rangeCheck.busy}>
      <CardTitle>{fairnessCopy.rangeTitle}</CardTitle>
      <Muted>{fairnessCopy.rangeLead}</Muted>
      <HowWeCalculate>
        <p>{fairnessCopy.rangeHow(MAX_RANGE_ROUNDS.toLocaleString('pt-BR'))}</p>
      </HowWeCalculate>
      <RangeCheckForm
        today={today}
        busy={rangeCheck.busy}
        running={running}
        onCheck={(span) => void rangeCheck.check(span)}
        onCancel={rangeCheck.cancel}
      />
      {failure && <Alert>{failure}</Alert>}
      {running && progress && (
        <>
          <Bar
            aria-label={fairnessCopy.rangeProgress}
            max={Math.max(1, progress.report.total)}
            value={progress.report.checked}
          />
          <Muted aria-live="polite" data-testid="range-progress">
            {rangeProgressText(progress.report, progress.exact)}
          </Muted>
        </>
      )}
      {result && (
        <Result role="status" $ok={passed(result)}>
          {rangeSentence(result)}
        </Result>
      )}
    </Card>
  );
});
