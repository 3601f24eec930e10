// /admin/history-aviator (docs/product.md#aviator-analysis): today's rounds in
// America/Sao_Paulo, kept current by the live round stream, in four tabs
// (Rodadas, Horas, Dinheiro, Verificar). The window selector sits on top only
// on the tabs it drives (Rodadas, and Verificar's download); Horas and
// Dinheiro count today's latest rounds and say their own window once
// (docs/design.md#clarity).
import {
  CANDLE_COUNTS,
  CRASH_RTP_PERCENT,
  DEFAULT_BET_HOUSE,
  DEFAULT_ROUND_GRID_COUNT,
} from '@velas/domain/constants';
import { messages, roundsWord } from '@velas/domain/messages';
import { explainRtp } from '@velas/domain/protection';
import type { Candle } from '@velas/domain/schemas/history';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { media } from '../../../core/theme/media';
import { AnalysisCard } from '../../../features/aviator/AnalysisCard';
import { AviatorGameCard } from '../../../features/aviator/AviatorGameCard';
import { BankrollCard } from '../../../features/aviator/BankrollCard';
import { CardHeader } from '../../../features/aviator/CardHeader';
import { CountSelect } from '../../../features/aviator/CountSelect';
import { HourlyPayoutsCard } from '../../../features/aviator/HourlyPayoutsCard';
import { PinkCandlesCard } from '../../../features/aviator/PinkCandlesCard';
import { RoundGrid, RoundGridOutline } from '../../../features/aviator/RoundGrid';
import { StatisticsCards } from '../../../features/aviator/StatisticsCards';
import { useLiveRounds } from '../../../features/aviator/useLiveRounds';
import { ExportCsvLink } from '../../../features/fairness/ExportCsvLink';
import { RangeCheckCard } from '../../../features/fairness/RangeCheckCard';
import { markOf, useCandleVerdicts } from '../../../features/fairness/useCandleVerdicts';
import { VerifiedMark } from '../../../features/fairness/VerifiedMark';
import { proofInWords, VerifiedSummary } from '../../../features/fairness/VerifiedSummary';
import { VerifyRoundCard } from '../../../features/fairness/VerifyRoundCard';
import { GapContextCard } from '../../../features/probability-lab/GapContextCard';
import { HourTestCard } from '../../../features/probability-lab/HourTestCard';
import { MoneyMathsCard } from '../../../features/probability-lab/MoneyMathsCard';
import { WindowOddsCard } from '../../../features/probability-lab/WindowOddsCard';
import { useSaoPauloToday } from '../../../lib/useNow';
import { useStagedReveal } from '../../../lib/useStagedReveal';
import { useHistoryOddQuery } from '../../../services/historyApi';
import { Fold } from '../../../ui/Fold';
import { LoadingReserve } from '../../../ui/LoadingReserve';
import { Tabs, useTab, type TabEntry } from '../../../ui/Tabs';
import { TextWithTerms } from '../../../ui/Term';
import { signedInScreensCopy } from './copy';

const Screen = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
`;

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

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  p {
    margin: 0;
  }
`;

/* 12-px sides on phones: 8 chips a row at 360 px (docs/product.md#candles). */
const GridCard = styled(Card)`
  ${media.phone} {
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;

type HistoryTab = 'rounds' | 'hours' | 'money' | 'verify';

/** The tabs whose cards follow the window selector: elsewhere it would change nothing. */
const WINDOWED_TABS: ReadonlySet<HistoryTab> = new Set(['rounds', 'verify']);

// The address keeps its pt-BR slugs (`?aba=verificar&rodada=N`, docs/product.md):
// links already shared still open their tab.
const TABS: readonly [TabEntry<HistoryTab>, ...TabEntry<HistoryTab>[]] = [
  { id: 'rounds', slug: 'rodadas', label: messages.historyRoundsTab },
  { id: 'hours', slug: 'horas', label: messages.historyHoursTab },
  // "Contas" read as "accounts": the tab holds what playing costs and the bankroll plan.
  { id: 'money', slug: 'contas', label: messages.historyMoneyTab },
  { id: 'verify', slug: 'verificar', label: messages.historyVerifyTab },
];

/** The parts of a tab rendered with the page; the rest arrive one per idle moment. */
const FIRST_PARTS = 2;

/** The most rounds of a day the history service returns in one call. */
const DAY_ROUNDS = Math.max(...CANDLE_COUNTS);

export default function HistoryAviatorScreen() {
  const date = useSaoPauloToday();
  const [tab, chooseTab] = useTab(TABS);
  // One window (10 to 1000 rounds) for every card of the tabs it drives.
  const [count, setCount] = useState<number>(DEFAULT_ROUND_GRID_COUNT);
  const history = useHistoryOddQuery({ date, numberVelas: count, betHouse: DEFAULT_BET_HOUSE });
  const freshId = useLiveRounds(DEFAULT_BET_HOUSE);
  const candles = useMemo(
    () => [...(history.data ?? [])].sort((a, b) => b.time - a.time),
    [history.data],
  );
  const odds = useMemo(() => candles.map((candle) => candle.odd), [candles]);
  // Today's latest rounds (up to 1000) for the gap chart, the hour test and the
  // pace of play; asked for with the proofs once the window has answered.
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
  // A mark only on a round that fails; the verified ones are told once, in a line.
  const renderFailure = useCallback(
    (candle: Candle) => {
      const mark = markOf(verdicts, candle);
      return mark.state === 'mismatch' ? <VerifiedMark id={candle.id} mark={mark} pinned /> : null;
    },
    [verdicts],
  );
  const renderListFailure = useCallback(
    (candle: Candle) => {
      const mark = markOf(verdicts, candle);
      return mark.state === 'mismatch' ? <VerifiedMark id={candle.id} mark={mark} /> : null;
    },
    [verdicts],
  );
  const proofOf = useCallback(
    (candle: Candle) => proofInWords(markOf(verdicts, candle)),
    [verdicts],
  );
  const proofHref = useCallback(
    (candle: Candle) => `?aba=verificar&rodada=${String(candle.id)}`,
    [],
  );
  // A proof link from the grid opens Verificar with its round already checked.
  const [params] = useSearchParams();
  const askedRound = Number(params.get('rodada'));
  const game = (
    <div key="game" className="wide">
      <AviatorGameCard />
    </div>
  );
  const newest = candles[0];
  const oldest = candles.at(-1);

  const grid = (
    <GridCard
      key="grid"
      className="wide"
      aria-busy={history.isFetching}
      aria-labelledby="rounds-title"
    >
      <CardHeader>
        <CardTitle id="rounds-title">{messages.roundGridTitle}</CardTitle>
      </CardHeader>
      <VerifiedSummary candles={candles} verdicts={verdicts} />
      {candles.length === 0 && history.isFetching ? (
        <LoadingReserve
          label={messages.loadingInformation}
          outline={<RoundGridOutline count={count} />}
        />
      ) : (
        <RoundGrid
          candles={candles}
          freshId={freshId}
          renderMark={renderFailure}
          proofOf={proofOf}
          proofHref={proofHref}
        />
      )}
    </GridCard>
  );

  const byTab: Record<HistoryTab, ReactNode[]> = {
    rounds: [
      grid,
      <div key="statistics" className="wide">
        <StatisticsCards oddsNewestFirst={odds} />
      </div>,
      <GapContextCard key="gaps" windowOdds={odds} dayOdds={dayOdds} />,
      // The deeper cards below the first screens wait behind one tap (docs/design.md#clarity).
      <Fold
        key="more-rounds"
        className="wide"
        label={signedInScreensCopy.moreRoundsLabel}
        hint={signedInScreensCopy.moreRoundsHint}
      >
        <WindowOddsCard oddsNewestFirst={odds} />
        <PinkCandlesCard date={date} windowCount={count} renderMark={renderListFailure} />
      </Fold>,
      game,
    ],
    // What the hours show leads (the test's verdict); the heat maps and tables are its detail, a tap away.
    hours: [
      <div key="hour-test" className="wide">
        <HourTestCard rounds={dayRounds} />
      </div>,
      <Fold
        key="more-hours"
        className="wide"
        label={signedInScreensCopy.moreHoursLabel}
        hint={signedInScreensCopy.moreHoursHint}
      >
        <div className="wide">
          <HourlyPayoutsCard today={date} />
        </div>
        <div className="wide">
          <AnalysisCard date={date} />
        </div>
      </Fold>,
    ],
    money: [<MoneyMathsCard key="money" roundTimes={dayTimes} />, <BankrollCard key="bankroll" />],
    verify: [
      <VerifyRoundCard
        key="verify"
        initialRound={Number.isSafeInteger(askedRound) && askedRound > 0 ? askedRound : null}
      />,
      <RangeCheckCard key="range-check" betHouse={DEFAULT_BET_HOUSE} today={date} />,
      newest && oldest ? (
        <Card key="export" aria-labelledby="export-title">
          <CardTitle id="export-title">{signedInScreensCopy.downloadTitle}</CardTitle>
          <Muted>
            <TextWithTerms
              text={signedInScreensCopy.downloadLead(roundsWord(candles.length))}
              terms={['CSV', 'hash', 'salt']}
            />
          </Muted>
          <ExportCsvLink betHouse={DEFAULT_BET_HOUSE} oldest={oldest.time} newest={newest.time} />
        </Card>
      ) : null,
    ],
  };
  const parts = byTab[tab];
  const shown = useStagedReveal(parts.length, FIRST_PARTS);

  return (
    <Screen>
      <Top>
        {WINDOWED_TABS.has(tab) && (
          <CountSelect
            label={messages.roundWindowLabel}
            options={CANDLE_COUNTS}
            value={count}
            onChange={setCount}
            suffix={signedInScreensCopy.roundsSuffix}
          />
        )}
        <p role="note">
          <TextWithTerms text={explainRtp(CRASH_RTP_PERCENT)} terms={['RTP']} />
        </p>
      </Top>
      <Tabs label={signedInScreensCopy.historyParts} tabs={TABS} current={tab} onChoose={chooseTab}>
        {/* Busy until every part is in: assistive technology (and the e2e suite) know the tab is still opening. */}
        <Page key={tab} aria-busy={shown < parts.length}>
          {parts.slice(0, shown)}
        </Page>
      </Tabs>
    </Screen>
  );
}
