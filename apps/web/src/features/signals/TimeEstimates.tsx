// Horários: when the next round of 3x / 10x or more would come if today's
// rounds kept their average spacing, as "em ~N min" (never a time already past:
// the estimate rolls forward with the clock), labelled as the average it is
// (docs/product.md#time-estimates).
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
import { inMinutes } from './inMinutes';

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
    font-size: ${({ theme }) => theme.type.md};
  }
  strong {
    display: block;
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.xl};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Clock = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-variant-numeric: tabular-nums;
`;

const REFRESH_MS = 60_000;
/** The countdown's tick: often enough that "em ~N min" never lags a minute behind. */
const CLOCK_MS = 15_000;

/**
 * The history call's largest window. With rounds every ~20 s it covers the last
 * hours of the day, not all of it; the label says how many gaps the mean is over.
 */
const DAY_WINDOW = Math.max(...CANDLE_COUNTS);

export function TimeEstimates() {
  const date = useSaoPauloToday();
  const now = useNow(CLOCK_MS);
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
            <strong>{estimate ? inMinutes(estimate.nextAt - now) : '—'}</strong>
            {estimate && <Clock>por volta das {estimate.next}</Clock>}
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
