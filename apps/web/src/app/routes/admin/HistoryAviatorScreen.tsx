// /admin/history-aviator (spec §2): the analysis cards of today's rounds in
// America/Sao_Paulo, kept current by the live round stream.
import {
  CRASH_RTP_PERCENT,
  DEFAULT_BET_HOUSE,
  DEFAULT_CANDLE_COUNT,
} from '@velas/domain/constants';
import { explainRtp } from '@velas/domain/protection';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSaoPauloToday } from '../../../lib/useNow';
import { VerifyRoundCard } from '../../../features/fairness/VerifyRoundCard';
import { AnalysisCard } from '../../../features/aviator/AnalysisCard';
import { AviatorGameCard } from '../../../features/aviator/AviatorGameCard';
import { BankrollCard } from '../../../features/aviator/BankrollCard';
import { CandleHistoryCard } from '../../../features/aviator/CandleHistoryCard';
import { HourlyPayoutsCard } from '../../../features/aviator/HourlyPayoutsCard';
import { PinkCandlesCard } from '../../../features/aviator/PinkCandlesCard';
import { StatisticsCards } from '../../../features/aviator/StatisticsCards';
import { useHistoryOddQuery } from '../../../services/historyApi';
import { useLiveRounds } from '../../../features/aviator/useLiveRounds';
import { media } from '../../theme/media';

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

  return (
    <Page>
      <p className="wide" role="note">
        {explainRtp(CRASH_RTP_PERCENT)}
      </p>
      <CandleHistoryCard
        candles={candles}
        loading={history.isFetching}
        count={count}
        onCountChange={setCount}
        onRefresh={() => void history.refetch()}
        freshId={freshId}
      />
      <BankrollCard />
      <div className="wide">
        <StatisticsCards oddsNewestFirst={odds} />
      </div>
      <PinkCandlesCard date={date} />
      <VerifyRoundCard />
      <div className="wide">
        <AviatorGameCard />
      </div>
      <div className="wide">
        <AnalysisCard date={date} />
      </div>
      <div className="wide">
        <HourlyPayoutsCard today={date} />
      </div>
    </Page>
  );
}
