// The chance of a high candle on the next round (docs/product.md#gaps-in-context):
// the screen's one card about the rounds since the last 30x/50x/100x. Each line
// leads with the next round's chance, which no run changes, then how often a
// run at least that long happens, at the precision of every other chance on
// the screen; the chart shows the next round after runs of every length
// against the flat true chance. Rounds are independent: no multiplier is ever "due".
import { crashChance } from '@velas/analysis/odds/crash-chance';
import type { GapContext } from '@velas/analysis/odds/gaps';
import { POSITION_THRESHOLDS } from '@velas/domain/constants';
import { fill, gapLine, messages, roundsWord } from '@velas/domain/messages';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField } from '@velas/web-core/ui/Field';
import { memo, lazy, useCallback, useState } from 'react';
import styled from 'styled-components';
import type { AnalysisClient } from '../../lib/analysis-worker/worker-client';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { LazyChart } from '../../ui/LazyChart';
import { Figure, StackedTable } from '../../ui/StackedTable';
import { probabilityLabCopy } from './copy';
import { formatChance, formatMultiplier, formatShare } from './format';
import { bucketLabel, chartBuckets, MIN_BUCKET_ROUNDS } from './gapBuckets';
import { useAnalysis } from './useAnalysis';

const GapChart = lazy(() => import('./GapChart'));

const Table = styled(StackedTable)`
  font-size: 0.85rem;
  th,
  td {
    padding: 4px 6px;
  }
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 4px;
  }
`;

/** GapChart's height. */
const CHART_HEIGHT = 260;

const Unbroken = styled.span`
  white-space: nowrap;
`;

const ChartBox = styled.figure`
  margin: 0 0 12px;
  min-height: ${CHART_HEIGHT}px;
`;

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

/** The formula behind a sentence, for "Como calculamos". */
function gapFormula(target: number, gap: GapContext): string {
  const chance = formatShare(crashChance(target));
  return `${formatMultiplier(target)}: (1 − ${chance})^${gap.roundsWithout} = ${formatChance(gap.tailChance)}`;
}

interface GapContextCardProps {
  /** The selected window, newest first: the positions the statistics cards show. */
  windowOdds: readonly number[];
  /** Today's stored rounds, newest first: more gaps for the chart. */
  dayOdds: readonly number[];
}

export const GapContextCard = memo(function GapContextCard({
  windowOdds,
  dayOdds,
}: GapContextCardProps) {
  const [target, setTarget] = useState<number>(POSITION_THRESHOLDS[0]);
  const gaps = useAnalysis(
    useCallback(
      (client: AnalysisClient) =>
        Promise.all(
          POSITION_THRESHOLDS.map((threshold) => client.gapContext(windowOdds, threshold)),
        ),
      [windowOdds],
    ),
  );
  const afterGaps = useAnalysis(
    useCallback(
      (client: AnalysisClient) => client.nextRoundAfterGaps(dayOdds, target),
      [dayOdds, target],
    ),
  );
  const trials = afterGaps?.buckets.reduce((sum, bucket) => sum + bucket.trials, 0) ?? 0;
  const thin = afterGaps ? chartBuckets(afterGaps.buckets).some((bucket) => bucket.thin) : false;
  const vela = formatMultiplier(target);

  return (
    <Card aria-labelledby="gap-context-title">
      <CardTitle id="gap-context-title">{probabilityLabCopy.gapTitle}</CardTitle>
      <Muted>{probabilityLabCopy.noOverdueCandle}</Muted>
      <GapLines>
        {POSITION_THRESHOLDS.map((threshold, index) => {
          const gap = gaps?.[index];
          return (
            <li key={threshold} data-testid={`gap-${threshold}`}>
              {gap
                ? gapLine(
                    formatMultiplier(threshold),
                    gap.position,
                    windowOdds.length,
                    formatChance(gap.tailChance),
                    formatShare(crashChance(threshold)),
                  )
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
        <>
          {trials > 0 ? (
            <>
              <Muted>{fill(messages.gapChartCaption, { vela })}</Muted>
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
          ) : (
            <Muted>{fill(messages.gapChartEmpty, { vela })}</Muted>
          )}
          <HowWeCalculate>
            {trials > 0 && <p>{messages.gapChartMethod}</p>}
            {thin && <p>{fill(messages.gapChartThin, { minimo: String(MIN_BUCKET_ROUNDS) })}</p>}
            <p>{probabilityLabCopy.runChanceFormula}</p>
            <ul>
              {POSITION_THRESHOLDS.map((threshold, index) => {
                const gap = gaps?.[index];
                return gap ? <li key={threshold}>{gapFormula(threshold, gap)}</li> : null;
              })}
            </ul>
            <Table>
              <caption>
                {probabilityLabCopy.observedChanceCaption(vela, roundsWord(trials))}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{probabilityLabCopy.roundsWithout}</th>
                  <th scope="col">{probabilityLabCopy.rounds}</th>
                  <th scope="col">{probabilityLabCopy.observed}</th>
                  <th scope="col">{probabilityLabCopy.interval95}</th>
                </tr>
              </thead>
              <tbody>
                {afterGaps.buckets.map((bucket) => (
                  <tr key={bucket.from}>
                    <td>{bucketLabel(bucket)}</td>
                    <td data-label={probabilityLabCopy.rounds}>
                      <Figure>{bucket.trials}</Figure>
                    </td>
                    <td data-label={probabilityLabCopy.observed}>
                      <Figure>{bucket.rate === null ? '—' : formatShare(bucket.rate)}</Figure>
                    </td>
                    <td data-label={probabilityLabCopy.interval95}>
                      {bucket.interval === null ? (
                        '—'
                      ) : (
                        <span>
                          <Figure>{formatShare(bucket.interval.lower)}</Figure>
                          {probabilityLabCopy.intervalTo}
                          <Figure>{formatShare(bucket.interval.upper)}</Figure>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <p>{probabilityLabCopy.lastColumnNote(MIN_BUCKET_ROUNDS)}</p>
          </HowWeCalculate>
        </>
      )}
    </Card>
  );
});
