// Horarios: the next time a 3X / 10X round would come if today's rounds kept
// their average spacing — labelled as the average it is (decisions §1).
import { timeEstimate, type DayRound } from '@velas/analysis/day';
import {
  CANDLE_COUNTS,
  DEFAULT_BET_HOUSE,
  TIME_ESTIMATE_THRESHOLDS,
} from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Loading } from '../../ui/Spinner';
import { useHistoryOddQuery } from '../../services/historyApi';
import { useNow, useSaoPauloToday } from '../../lib/useNow';

const Estimates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
`;

const Estimate = styled.div`
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  strong {
    display: block;
    margin: 6px 0;
    font-size: 1.6rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const REFRESH_MS = 60_000;
/**
 * The history call's largest window. With rounds every ~20 s it covers the last
 * hours of the day, not all of it; the label says how many gaps the mean is over.
 */
const DAY_WINDOW = Math.max(...CANDLE_COUNTS);

export function TimeEstimates() {
  const date = useSaoPauloToday();
  const now = useNow(REFRESH_MS);
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
    <Estimates>
      {TIME_ESTIMATE_THRESHOLDS.map(({ odd, label }) => {
        const estimate = timeEstimate(rounds, odd, now);
        return (
          <Estimate key={label}>
            <h3>{label}</h3>
            <strong>{estimate?.next ?? '—'}</strong>
            <small>
              {estimate
                ? `${messages.estimateMethod} (${estimate.sampleSize} intervalos, ${Math.round(estimate.meanGapSeconds / 60)} min em média)`
                : `${messages.estimateMethod}: rodadas insuficientes`}
            </small>
          </Estimate>
        );
      })}
    </Estimates>
  );
}
