// Rounds are independent: no multiplier is ever "due".
import { crashChance } from '@velas/analysis/odds/crash-chance';
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import { gapLine } from '@velas/domain/messages/sentences';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField } from '@velas/web-core/ui/Field';
import { memo } from 'react';
import styled from 'styled-components';
import { probabilityLabCopy } from './copy.ts';
import { formatMultiplier, formatShare } from './format.ts';
import { GapAfterRuns } from './GapAfterRuns.tsx';
import { useGapContext } from './useGapContext.ts';

const ChartTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.type.md};
`;

/* One line per multiplier, no bullets: the multiplier leads each line. */
const GapLines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface GapContextCardProps {
  /** The selected window, newest first: the positions the statistics cards show. */
  windowOdds: readonly number[];
  /** Today's stored rounds, newest first: more gaps for the chart. */
  dayOdds: readonly number[];
}

/** What waiting does (nothing), in sight under the grid's answer. */
export function NoOverdueCard() {
  return (
    <Card aria-labelledby="no-overdue-title">
      <CardTitle id="no-overdue-title">{probabilityLabCopy.gapTitle}</CardTitle>
      <Muted>{probabilityLabCopy.noOverdueCandle}</Muted>
    </Card>
  );
}

export const GapContextCard = memo(function GapContextCard({
  windowOdds,
  dayOdds,
}: GapContextCardProps) {
  const { target, setTarget, gaps, afterGaps, trials, thin } = useGapContext(windowOdds, dayOdds);
  const vela = formatMultiplier(target);

  return (
    <Card aria-labelledby="gap-context-title">
      <CardTitle id="gap-context-title">{probabilityLabCopy.gapProofTitle}</CardTitle>
      <GapLines>
        {POSITION_THRESHOLDS.map((threshold, index) => {
          const gap = gaps?.[index];
          return (
            <li key={threshold} data-testid={`gap-${threshold}`}>
              {gap
                ? gapLine({
                    name: formatMultiplier(threshold),
                    position: gap.position,
                    windowSize: windowOdds.length,
                    nextChance: formatShare(crashChance(threshold)),
                  })
                : '…'}
            </li>
          );
        })}
      </GapLines>
      <ChartTitle>{probabilityLabCopy.afterRunWithout}</ChartTitle>
      <ChoiceField
        label={probabilityLabCopy.candle}
        value={target}
        choices={POSITION_THRESHOLDS}
        onChoose={setTarget}
        optionLabel={(choice) => formatMultiplier(choice)}
      />
      {afterGaps && (
        <GapAfterRuns afterGaps={afterGaps} gaps={gaps} vela={vela} trials={trials} thin={thin} />
      )}
    </Card>
  );
});
