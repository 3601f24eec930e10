import type { DayRound } from '@velas/analysis/day';
import { wholeHours, type WholeHours } from '@velas/analysis/odds/whole-hours';
import { MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import { HOURLY_ODDS } from '@velas/domain/constants';
import { historyMessages } from '@velas/domain/messages/history';
import { fill, roundsWord } from '@velas/domain/messages/sentences';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField } from '@velas/web-core/ui/Field';
import { memo, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AnalysisClient } from '#/lib/analysis-worker/workerClient.ts';
import { useNow } from '#/lib/useNow.ts';
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

/** The whole hours the test counted, and the ones it left out, in words. */
function windowOf(whole: WholeHours, windowRounds: number): string[] {
  const hours = whole.rounds.map((round) => toSaoPaulo(round.time).hour);
  const said =
    hours.length === 0
      ? []
      : [
          probabilityLabCopy.hourTestWindow(
            pad(Math.min(...hours)),
            pad(Math.max(...hours)),
            roundsWord(whole.rounds.length),
          ),
        ];
  const leftOut = [
    whole.cutHour === null
      ? null
      : probabilityLabCopy.hourCut(pad(whole.cutHour), roundsWord(windowRounds)),
    whole.runningHour === null ? null : probabilityLabCopy.hourRunning(pad(whole.runningHour)),
  ].filter((part) => part !== null);
  if (leftOut.length > 0) said.push(probabilityLabCopy.hoursLeftOut(leftOut));
  return said;
}

/** What chance alone gives an hour, in whole rounds ("cerca de 12"), or "menos de 1". */
function byChance(theoretical: number): string {
  return theoretical < 0.5
    ? probabilityLabCopy.underOneRound
    : probabilityLabCopy.aboutRounds(Math.round(theoretical).toLocaleString('pt-BR'));
}

/** Whole hours only, so each hour's count is the one the hour maps below give it. */
function useWholeHours(rounds: readonly DayRound[], firstHourCut: boolean): WholeHours {
  const now = toSaoPaulo(useNow(MINUTE_MS));
  return useMemo(
    () => wholeHours(rounds, { firstHourCut, running: { date: now.date, hour: now.hour } }),
    [rounds, firstHourCut, now.date, now.hour],
  );
}

interface HourTestCardProps {
  /** Today's latest rounds, as the history call answered them. */
  rounds: readonly DayRound[];
  /** The call answered all the rounds it was asked for: the day began before them. */
  firstHourCut: boolean;
}

export const HourTestCard = memo(function HourTestCard({
  rounds,
  firstHourCut,
}: HourTestCardProps) {
  const [threshold, setThreshold] = useState<number>(HOURLY_ODDS[0]);
  const whole = useWholeHours(rounds, firstHourCut);
  const test = useAnalysis(
    useCallback(
      (client: AnalysisClient) => client.hourTestOfRounds(whole.rounds, threshold),
      [whole.rounds, threshold],
    ),
  );
  const counted = useMemo(() => windowOf(whole, rounds.length), [whole, rounds.length]);
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
      {counted.map((line) => (
        <Window key={line}>{line}</Window>
      ))}
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
