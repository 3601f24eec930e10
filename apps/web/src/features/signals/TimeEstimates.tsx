// Horários: how often today's rounds reached 3x and 10x, as what was observed
// ("Hoje saiu uma 10x ou mais a cada 5 min, em média — 85 vezes") and never as
// a time to wait for: rounds are independent (docs/product.md#time-estimates).
import { timeEstimate, type DayRound } from '@velas/analysis/day';
import {
  CANDLE_COUNTS,
  DEFAULT_BET_HOUSE,
  TIME_ESTIMATE_THRESHOLDS,
} from '@velas/domain/constants';
import { messages, minutesInWords, observedEverySentence } from '@velas/domain/messages';
import { useMemo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSaoPauloToday } from '../../lib/useNow';
import { useHistoryOddQuery } from '../../services/historyApi';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { Loading } from '../../ui/Spinner';

const Estimates = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Estimate = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0;
  }
`;

const Observed = styled.p`
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 600;
  line-height: 1.35;
`;

const Independent = styled.p`
  margin-top: ${({ theme }) => theme.space(3)} !important;
  color: ${({ theme }) => theme.colors.muted};
`;

const MapsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touch};
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const REFRESH_MS = 60_000;

/**
 * The history call's largest window. With rounds every ~20 s it covers the last
 * hours of the day, not all of it; the method says how many rounds it read.
 */
const DAY_WINDOW = Math.max(...CANDLE_COUNTS);

export function TimeEstimates() {
  const date = useSaoPauloToday();
  const { data, isLoading } = useHistoryOddQuery(
    { date, betHouse: DEFAULT_BET_HOUSE, numberVelas: DAY_WINDOW },
    { pollingInterval: REFRESH_MS },
  );
  const rounds = useMemo<DayRound[]>(
    () => (data ?? []).map(({ odd, time }) => ({ odd, time })).sort((a, b) => a.time - b.time),
    [data],
  );
  if (isLoading) return <Loading label={messages.loadingInformation} />;
  return (
    <>
      <Estimates>
        {TIME_ESTIMATE_THRESHOLDS.map(({ odd, label }) => {
          // `now` only rolls the (unshown) next time forward; the mean gap does not depend on it.
          const estimate = timeEstimate(rounds, odd, 0);
          return (
            <Estimate key={label} aria-labelledby={`estimate-${String(odd)}`}>
              <h3 id={`estimate-${String(odd)}`}>{label}</h3>
              <Observed>
                {estimate
                  ? observedEverySentence(label, estimate.meanGapSeconds, estimate.sampleSize + 1)
                  : `Hoje ainda não saíram rodadas de ${label} suficientes para uma média.`}
              </Observed>
              <HowWeCalculate>
                <p>
                  {estimate
                    ? `${messages.estimateMethod}: ${String(estimate.sampleSize)} intervalos entre rodadas de ${label}, ${minutesInWords(estimate.meanGapSeconds)} em média, nas ${rounds.length.toLocaleString('pt-BR')} rodadas mais recentes de hoje.`
                    : `${messages.estimateMethod}: rodadas insuficientes (são precisas pelo menos duas).`}
                </p>
              </HowWeCalculate>
            </Estimate>
          );
        })}
      </Estimates>
      <Independent>{messages.roundsAreIndependent}</Independent>
      {/* The day's hours in full live in Histórico Aviator's Horas tab. */}
      <MapsLink to="../history-aviator?aba=horas" relative="path">
        {messages.horariosHourMapsLink}
      </MapsLink>
    </>
  );
}
