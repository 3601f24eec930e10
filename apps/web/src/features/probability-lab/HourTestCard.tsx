import type { DayRound } from '@velas/analysis/day';
import { toSaoPaulo } from '@velas/domain/calendar';
import { HOURLY_ODDS } from '@velas/domain/constants';
import { historyMessages } from '@velas/domain/messages/history';
import { fill, roundsWord } from '@velas/domain/messages/sentences';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField } from '@velas/web-core/ui/Field';
import { memo, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AnalysisClient } from '#/lib/analysis-worker/workerClient.ts';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { probabilityLabCopy } from './copy.ts';
import { HourTestNote } from './HourTestNote.tsx';
import { useAnalysis } from './useAnalysis.ts';

const Hours = styled.ol`
  display: grid;
  /* One hour a line on a phone: each says its count in words. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr));
  gap: 4px;
  margin: 12px 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  li {
    padding: 4px 6px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The test's answer is the card's headline: the hours below are its detail. */
const Headline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
  line-height: 1.35;
  max-width: 70ch;
`;

const Window = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
`;

const pad = (hour: number) => String(hour).padStart(2, '0');
const clock = (time: number) => toSaoPaulo(time).time.slice(0, 5);
const earliest = (rounds: readonly DayRound[]) => Math.min(...rounds.map((round) => round.time));

/** The real window the test counted: its rounds and the São Paulo clock times they span. */
function windowOf(rounds: readonly DayRound[]): string | null {
  if (rounds.length === 0) return null;
  return probabilityLabCopy.hourTestWindow(
    roundsWord(rounds.length),
    clock(earliest(rounds)),
    clock(Math.max(...rounds.map((round) => round.time))),
  );
}
/**
 * The first hour's "(desde 04:05)" when the window starts inside it: the
 * 1.000 most recent rounds cut that hour, and a bare "04h" read as the whole
 * hour Horários counts. Nothing when the window starts on the hour.
 */
function partialHourOf(rounds: readonly DayRound[]): { hour: number; since: string } | null {
  if (rounds.length === 0) return null;
  const since = clock(earliest(rounds));
  return since.endsWith(':00') ? null : { hour: Number(since.slice(0, 2)), since };
}

/** What chance alone gives an hour, in whole rounds ("cerca de 12"), or "menos de 1". */
function byChance(theoretical: number): string {
  return theoretical < 0.5
    ? probabilityLabCopy.underOneRound
    : probabilityLabCopy.aboutRounds(Math.round(theoretical).toLocaleString('pt-BR'));
}

export const HourTestCard = memo(function HourTestCard({
  rounds,
}: {
  rounds: readonly DayRound[];
}) {
  const [threshold, setThreshold] = useState<number>(HOURLY_ODDS[0]);
  const test = useAnalysis(
    useCallback(
      (client: AnalysisClient) => client.hourTestOfRounds(rounds, threshold),
      [rounds, threshold],
    ),
  );
  const counted = useMemo(() => windowOf(rounds), [rounds]);
  const partial = useMemo(() => partialHourOf(rounds), [rounds]);
  return (
    <Card aria-labelledby="hour-test-title">
      <CardTitle id="hour-test-title">{probabilityLabCopy.hoursTested}</CardTitle>
      {/* The verdict follows the test: "no hour pays more" only when the day agrees. */}
      <Headline>
        {test === null || test.pValue === null
          ? historyMessages.hourTestTooFew
          : test.significant
            ? fill(historyMessages.hourTestUneven, { vela: `${String(threshold)}x` })
            : fill(historyMessages.hourTestEven, { vela: `${String(threshold)}x` })}
      </Headline>
      {counted !== null && <Window>{counted}</Window>}
      <Muted>{probabilityLabCopy.hoursTestedLead}</Muted>
      <ChoiceField
        label={probabilityLabCopy.candle}
        value={threshold}
        choices={HOURLY_ODDS}
        onChoose={setThreshold}
        optionLabel={(choice) => `${choice}x`}
      />
      {test && (
        <>
          <Hours aria-label={probabilityLabCopy.perHourCaption(threshold)}>
            {test.hours.map((hour) => (
              <li key={hour.hour}>
                <strong>{pad(hour.hour)}h</strong>
                {partial?.hour === hour.hour && probabilityLabCopy.hourSince(partial.since)}
                {probabilityLabCopy.hourCounts(
                  hour.hits,
                  hour.rounds,
                  `${String(threshold)}x`,
                  byChance(hour.theoretical),
                )}
              </li>
            ))}
          </Hours>
          <HowWeCalculate>
            <p>{probabilityLabCopy.hoursTestedNote}</p>
            <HourTestNote test={test} />
          </HowWeCalculate>
        </>
      )}
    </Card>
  );
});
