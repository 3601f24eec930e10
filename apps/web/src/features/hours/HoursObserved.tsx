import type { DayRound } from '@velas/analysis/day';
import { MINUTE_MS } from '@velas/domain/calendar';
import {
  CANDLE_COUNTS,
  DEFAULT_BET_HOUSE,
  TIME_ESTIMATE_THRESHOLDS,
} from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { historyMessages } from '@velas/domain/messages/history';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { hoursWindowSentence } from '@velas/domain/messages/sentences';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSaoPauloToday } from '#/lib/useNow.ts';
import { useHistoryOddQuery } from '#/services/historyApi.ts';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { Loading } from '#/ui/Spinner.tsx';
import { TextWithTerms } from '#/ui/Term.tsx';
import { ThresholdEstimate } from './ThresholdEstimate.tsx';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.type.md};
  font-weight: 600;
  line-height: 1.4;
`;

const Method = styled.div`
  h3 {
    margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(1)}`};
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MapsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touch};
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const REFRESH_MS = MINUTE_MS;

/**
 * The history call's largest window. With rounds seconds apart it covers the last
 * hours of the day, not all of it; the sentence says how many rounds and hours.
 */
const DAY_WINDOW = Math.max(...CANDLE_COUNTS);

export function HoursObserved({ hourMap }: { hourMap: ReactNode }) {
  const date = useSaoPauloToday();
  const { data, isLoading } = useHistoryOddQuery(
    { date, betHouse: DEFAULT_BET_HOUSE, numberVelas: DAY_WINDOW },
    { pollingInterval: REFRESH_MS },
  );
  const rounds = useMemo<DayRound[]>(
    () => (data ?? []).map(({ odd, time }) => ({ odd, time })).sort((a, b) => a.time - b.time),
    [data],
  );
  const first = rounds[0];
  const last = rounds.at(-1);
  const spanSeconds = first && last ? (last.time - first.time) / 1000 : 0;
  return (
    <>
      <Lead>
        <TextWithTerms text={plainWordsMessages.hoursLead} terms={['velas altas']} />
      </Lead>
      {hourMap}
      <HowWeCalculate>
        {isLoading ? (
          <Loading label={commonMessages.loadingInformation} />
        ) : (
          <Method>
            {first && last && (
              <>
                <p>{hoursWindowSentence(rounds.length, spanSeconds)}</p>
                <p>{plainWordsMessages.hoursWindowNotDay}</p>
              </>
            )}
            {TIME_ESTIMATE_THRESHOLDS.map(({ odd, label }) => (
              <ThresholdEstimate
                key={label}
                odd={odd}
                label={label}
                rounds={rounds}
                windowKnown={Boolean(first && last)}
              />
            ))}
            <p>{historyMessages.roundsAreIndependent}</p>
          </Method>
        )}
      </HowWeCalculate>
      {/* Other days and the 30x and 100x maps live in Histórico Aviator's Horas tab, opened. */}
      <MapsLink to="../history-aviator?aba=horas&mapas=abertos" relative="path">
        {historyMessages.hourMapsLink}
      </MapsLink>
    </>
  );
}
