// /admin/history-aviator (docs/product.md#aviator-analysis): the analysis cards
// of today's rounds in America/Sao_Paulo, kept current by the live round
// stream, beside the probability lab's cards (docs/product.md#probability-lab): the window's odds
// against the true chances, gaps in context, the hours tested and the money
// maths.
import {
  CANDLE_COUNTS,
  CRASH_RTP_PERCENT,
  DEFAULT_BET_HOUSE,
  DEFAULT_CANDLE_COUNT,
} from '@velas/domain/constants';
import type { Candle } from '@velas/domain/schemas/history';
import { explainRtp } from '@velas/domain/protection';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSaoPauloToday } from '../../../lib/useNow';
import { useStagedReveal } from '../../../lib/useStagedReveal';
import { ExportCsvLink } from '../../../features/fairness/ExportCsvLink';
import { RangeCheckCard } from '../../../features/fairness/RangeCheckCard';
import { markOf, useCandleVerdicts } from '../../../features/fairness/useCandleVerdicts';
import { VerifiedMark } from '../../../features/fairness/VerifiedMark';
import { VerifyRoundCard } from '../../../features/fairness/VerifyRoundCard';
import { AnalysisCard } from '../../../features/aviator/AnalysisCard';
import { AviatorGameCard } from '../../../features/aviator/AviatorGameCard';
import { BankrollCard } from '../../../features/aviator/BankrollCard';
import { CandleHistoryCard } from '../../../features/aviator/CandleHistoryCard';
import { HourlyPayoutsCard } from '../../../features/aviator/HourlyPayoutsCard';
import { LatestRoundsCard } from '../../../features/aviator/LatestRoundsCard';
import { PinkCandlesCard } from '../../../features/aviator/PinkCandlesCard';
import { StatisticsCards } from '../../../features/aviator/StatisticsCards';
import { useHistoryOddQuery } from '../../../services/historyApi';
import { useLiveRounds } from '../../../features/aviator/useLiveRounds';
import { GapContextCard } from '../../../features/probability-lab/GapContextCard';
import { HourTestCard } from '../../../features/probability-lab/HourTestCard';
import { MoneyMathsCard } from '../../../features/probability-lab/MoneyMathsCard';
import { WindowOddsCard } from '../../../features/probability-lab/WindowOddsCard';
import { media } from '../../../core/theme/media';

const Page = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Column = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
  min-width: 0;
`;

/** The parts rendered with the page: the RTP note, the round grid and the candles. */
const FIRST_PARTS = 3;

/** The most rounds of a day the history service returns in one call. */
const DAY_ROUNDS = Math.max(...CANDLE_COUNTS);

export default function HistoryAviatorScreen() {
  const date = useSaoPauloToday();
  const [count, setCount] = useState<number>(DEFAULT_CANDLE_COUNT);
  const history = useHistoryOddQuery({ date, numberVelas: count, betHouse: DEFAULT_BET_HOUSE });
  const freshId = useLiveRounds(DEFAULT_BET_HOUSE);
  const candles = useMemo(
    () => [...(history.data ?? [])].sort((a, b) => b.time - a.time),
    [history.data],
  );
  const odds = useMemo(() => candles.map((candle) => candle.odd), [candles]);
  // Today's latest rounds (up to 1000): the gap chart, the hour test and the
  // pace of play need more than the window shows.
  // It and the proofs are asked for once the window's candles have answered,
  // after the first paint: on 4G their 60 KB would otherwise delay it.
  const windowLoaded = !history.isLoading;
  const day = useHistoryOddQuery(
    { date, numberVelas: DAY_ROUNDS, betHouse: DEFAULT_BET_HOUSE },
    { skip: !windowLoaded },
  );
  const dayRounds = useMemo(
    () => [...(day.data ?? [])].sort((a, b) => b.time - a.time),
    [day.data],
  );
  const dayOdds = useMemo(() => dayRounds.map((round) => round.odd), [dayRounds]);
  const dayTimes = useMemo(() => dayRounds.map((round) => round.time), [dayRounds]);
  const verdicts = useCandleVerdicts(date, DEFAULT_BET_HOUSE, windowLoaded);
  const renderMark = useCallback(
    (candle: Candle) => <VerifiedMark id={candle.id} mark={markOf(verdicts, candle)} />,
    [verdicts],
  );
  // The hero grid carries the marks too: it is the screen's longest history
  // (50 to 200 rounds), where a player looks for the round they played.
  const renderPinnedMark = useCallback(
    (candle: Candle) => <VerifiedMark id={candle.id} mark={markOf(verdicts, candle)} pinned />,
    [verdicts],
  );
  const { refetch } = history;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const newest = candles[0];
  const oldest = candles.at(-1);

  // In reading order; on a phone the first three fill the screen, the rest
  // arrive one per idle moment (lib/useStagedReveal.ts).
  const parts: ReactNode[] = [
    <p key="rtp" className="wide" role="note">
      {explainRtp(CRASH_RTP_PERCENT)}
    </p>,
    <div key="latest" className="wide">
      <LatestRoundsCard date={date} freshId={freshId} renderMark={renderPinnedMark} />
    </div>,
    <CandleHistoryCard
      key="candles"
      candles={candles}
      loading={history.isFetching}
      count={count}
      onCountChange={setCount}
      onRefresh={refresh}
      freshId={freshId}
      renderMark={renderMark}
    />,
    <Column key="money">
      <BankrollCard />
      <MoneyMathsCard roundTimes={dayTimes} />
    </Column>,
    <div key="statistics" className="wide">
      <StatisticsCards oddsNewestFirst={odds} />
    </div>,
    <WindowOddsCard key="window-odds" oddsNewestFirst={odds} />,
    <GapContextCard key="gaps" windowOdds={odds} dayOdds={dayOdds} />,
    newest && oldest ? (
      <ExportCsvLink
        key="export"
        betHouse={DEFAULT_BET_HOUSE}
        oldest={oldest.time}
        newest={newest.time}
      />
    ) : null,
    <PinkCandlesCard key="pinks" date={date} renderMark={renderMark} />,
    <VerifyRoundCard key="verify" />,
    <RangeCheckCard key="range-check" betHouse={DEFAULT_BET_HOUSE} today={date} />,
    <div key="game" className="wide">
      <AviatorGameCard />
    </div>,
    <div key="analysis" className="wide">
      <AnalysisCard date={date} />
    </div>,
    <div key="hourly" className="wide">
      <HourlyPayoutsCard today={date} />
    </div>,
    <div key="hour-test" className="wide">
      <HourTestCard rounds={dayRounds} />
    </div>,
  ];
  const shown = useStagedReveal(parts.length, FIRST_PARTS);

  // Busy until every part is in: assistive technology (and the e2e suite)
  // know the screen is still opening.
  return <Page aria-busy={shown < parts.length}>{parts.slice(0, shown)}</Page>;
}
