import { crashChance } from '@velas/analysis/odds/crash-chance';
import type { GapContext, NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import { historyMessages } from '@velas/domain/messages/history';
import { fill } from '@velas/domain/messages/sentences';
import { Muted } from '@velas/web-core/ui/Card';
import { lazy } from 'react';
import styled from 'styled-components';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { LazyChart } from '#/ui/LazyChart.tsx';
import { probabilityLabCopy } from './copy.ts';
import { formatChance, formatMultiplier, formatShare } from './format.ts';
import { bucketLabel, MIN_BUCKET_ROUNDS } from './gapBuckets.ts';
import { GapBucketTable } from './GapBucketTable.tsx';

const GapChart = lazy(() => import('./GapChart.tsx'));

/** GapChart's height. */
const CHART_HEIGHT = 260;

const Unbroken = styled.span`
  white-space: nowrap;
`;

const ChartBox = styled.figure`
  margin: 0 0 12px;
  min-height: ${CHART_HEIGHT}px;
`;

/** The formula behind a sentence, for "Como calculamos". */
function gapFormula(target: number, gap: GapContext): string {
  const chance = formatShare(crashChance(target));
  return `${formatMultiplier(target)}: (1 − ${chance})^${gap.roundsWithout} = ${formatChance(gap.tailChance)}`;
}

interface GapAfterRunsProps {
  afterGaps: NextRoundAfterGaps;
  gaps: readonly GapContext[] | null;
  /** The candle, formatted ("30x"). */
  vela: string;
  trials: number;
  thin: boolean;
}

function GapChartFigure({ afterGaps, vela }: Pick<GapAfterRunsProps, 'afterGaps' | 'vela'>) {
  return (
    <>
      <Muted>{fill(historyMessages.gapChartCaption, { vela })}</Muted>
      <ChartBox aria-label={probabilityLabCopy.chanceAfterEachRun(vela)}>
        {/* Drawn when idle too: a fling past it or a full-page capture must not leave the outline. */}
        <LazyChart height={CHART_HEIGHT} whenIdle>
          <GapChart data={afterGaps} />
        </LazyChart>
      </ChartBox>
      <Muted data-testid="counted-per-bucket">
        {probabilityLabCopy.countedPerBucketLead}
        {afterGaps.buckets.map((bucket, index) => (
          <span key={bucketLabel(bucket)}>
            {index > 0 && '; '}
            {/* Each bucket with its count on one line: "40–49" may break after its dash. */}
            <Unbroken>{`${bucketLabel(bucket)}:\u00a0${String(bucket.trials)}`}</Unbroken>
          </span>
        ))}
        .
      </Muted>
    </>
  );
}

export function GapAfterRuns({ afterGaps, gaps, vela, trials, thin }: GapAfterRunsProps) {
  return (
    <>
      {trials > 0 ? (
        <GapChartFigure afterGaps={afterGaps} vela={vela} />
      ) : (
        <Muted>{fill(historyMessages.gapChartEmpty, { vela })}</Muted>
      )}
      <HowWeCalculate>
        {trials > 0 && <p>{historyMessages.gapChartMethod}</p>}
        {thin && <p>{fill(historyMessages.gapChartThin, { minimo: String(MIN_BUCKET_ROUNDS) })}</p>}
        <p>{probabilityLabCopy.runChanceFormula}</p>
        <ul>
          {POSITION_THRESHOLDS.map((threshold, index) => {
            const gap = gaps?.[index];
            return gap ? <li key={threshold}>{gapFormula(threshold, gap)}</li> : null;
          })}
        </ul>
        <GapBucketTable buckets={afterGaps.buckets} vela={vela} trials={trials} />
        <p>{probabilityLabCopy.lastColumnNote(MIN_BUCKET_ROUNDS)}</p>
      </HowWeCalculate>
    </>
  );
}
