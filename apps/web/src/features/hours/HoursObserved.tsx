// Horários: how many of today's latest rounds reached 3x and 10x, over the
// real window they cover, said once above them ("Contamos as últimas 1.000
// rodadas, cerca de 5 h 30 min de jogo", then "10x ou mais saiu em 89
// das últimas 1.000 rodadas (8,9%)"), under a headline that says what hours
// show: no hour pays more. Never a time to wait for; the mean gap stays behind
// "Como calculamos" as what it is (docs/product.md#time-estimates).
import { timeEstimate, type DayRound } from '@velas/analysis/day';
import { MINUTE_MS } from '@velas/domain/calendar';
import {
  CANDLE_COUNTS,
  DEFAULT_BET_HOUSE,
  TIME_ESTIMATE_THRESHOLDS,
} from '@velas/domain/constants';
import {
  fill,
  hoursObservedSentence,
  hoursWindowSentence,
  messages,
  minutesInWords,
} from '@velas/domain/messages';
import { useMemo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSaoPauloToday } from '../../lib/useNow';
import { useHistoryOddQuery } from '../../services/historyApi';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { Loading } from '../../ui/Spinner';
import { TextWithTerms } from '../../ui/Term';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.type.md};
  font-weight: 600;
  line-height: 1.4;
`;

/** The window the counts below cover, said once: under each count it read as a wait. */
const Window = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

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
  font-size: ${({ theme }) => theme.type.md};
  line-height: 1.4;
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

const REFRESH_MS = MINUTE_MS;

/**
 * The history call's largest window. With rounds every ~20 s it covers the last
 * hours of the day, not all of it; the sentence says how many rounds and hours.
 */
const DAY_WINDOW = Math.max(...CANDLE_COUNTS);

export function HoursObserved() {
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
  const first = rounds[0];
  const last = rounds.at(-1);
  const spanSeconds = first && last ? (last.time - first.time) / 1000 : 0;
  return (
    <>
      <Lead>
        <TextWithTerms text={messages.hoursLead} terms={['velas altas']} />
      </Lead>
      {first && last && <Window>{hoursWindowSentence(rounds.length, spanSeconds)}</Window>}
      <Estimates>
        {TIME_ESTIMATE_THRESHOLDS.map(({ odd, label }) => {
          const hits = rounds.filter((round) => round.odd >= odd).length;
          // `now` only rolls the (unshown) next time forward; the mean gap does not depend on it.
          const estimate = timeEstimate(rounds, odd, 0);
          return (
            <Estimate key={label} aria-labelledby={`estimate-${String(odd)}`}>
              <h3 id={`estimate-${String(odd)}`}>{label}</h3>
              <Observed>
                {hits > 0 && first && last
                  ? hoursObservedSentence(label, hits, rounds.length)
                  : fill(messages.hoursTooFew, { rotulo: label })}
              </Observed>
              {first && last && (
                <HowWeCalculate>
                  <p>
                    {fill(messages.hoursWindowMethod, {
                      rotulo: label,
                      rodadas: rounds.length.toLocaleString('pt-BR'),
                      duracao: minutesInWords(spanSeconds),
                      metodo: messages.estimateMethod,
                      media: estimate
                        ? `${minutesInWords(estimate.meanGapSeconds)}, em ${String(estimate.sampleSize)} intervalos`
                        : '— (são precisas pelo menos duas)',
                    })}
                  </p>
                </HowWeCalculate>
              )}
            </Estimate>
          );
        })}
      </Estimates>
      <Independent>{messages.roundsAreIndependent}</Independent>
      {/* The day's hours in full live in Histórico Aviator's Horas tab. */}
      <MapsLink to="../history-aviator?aba=horas" relative="path">
        {messages.hourMapsLink}
      </MapsLink>
    </>
  );
}
