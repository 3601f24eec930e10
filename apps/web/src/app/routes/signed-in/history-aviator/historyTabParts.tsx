// The parts each of the history screen's tabs (features/aviator/historyTabs.ts)
// shows, in order: the screen renders the first ones with the page and the
// rest one per idle moment (useStagedReveal). They compose the aviator,
// fairness and probability-lab features, so they live with the route.
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import type { Candle } from '@velas/domain/schemas/history';
import { useCallback, type ReactNode } from 'react';
import { AnalysisCard } from '#/features/aviator/AnalysisCard.tsx';
import { AviatorGameCard } from '#/features/aviator/AviatorGameCard.tsx';
import { BankrollCard } from '#/features/aviator/BankrollCard.tsx';
import type { HistoryTab } from '#/features/aviator/historyTabs.ts';
import { HourlyPayoutsCard } from '#/features/aviator/HourlyPayoutsCard.tsx';
import { PinkCandlesCard } from '#/features/aviator/PinkCandlesCard.tsx';
import { MedianAnswer, StatisticsCards } from '#/features/aviator/StatisticsCards.tsx';
import { RangeCheckCard } from '#/features/fairness/RangeCheckCard.tsx';
import { markOf, type CandleVerdicts } from '#/features/fairness/useCandleVerdicts.ts';
import { VerifiedMark } from '#/features/fairness/VerifiedMark.tsx';
import { VerifyRoundCard } from '#/features/fairness/VerifyRoundCard.tsx';
import { GapContextCard, NoOverdueCard } from '#/features/probability-lab/GapContextCard.tsx';
import { HourTestCard } from '#/features/probability-lab/HourTestCard.tsx';
import { MoneyMathsCard } from '#/features/probability-lab/MoneyMathsCard.tsx';
import { WindowOddsCard } from '#/features/probability-lab/WindowOddsCard.tsx';
import { Fold } from '#/ui/Fold.tsx';
import { signedInScreensCopy } from '../copy.ts';
import { ExportRoundsCard } from './ExportRoundsCard.tsx';
import { RoundsGridCard } from './RoundsGridCard.tsx';
import type { TodaysRounds } from './useTodaysRounds.ts';

/** What the tabs' parts are drawn from. */
export interface HistoryScreenState {
  date: string;
  /** The window's size. */
  count: number;
  rounds: TodaysRounds;
  verdicts: CandleVerdicts;
  /** The round the live stream brought last. */
  freshId: number | null;
  /** The round a proof link asked Verificar to check (`?rodada=N`). */
  askedRound: number | null;
}

export function historyTabParts(tab: HistoryTab, state: HistoryScreenState): ReactNode[] {
  switch (tab) {
    case 'rounds':
      return roundsParts(state);
    case 'hours':
      return hoursParts(state);
    case 'money':
      return [
        <MoneyMathsCard key="money" roundTimes={state.rounds.dayTimes} />,
        <BankrollCard key="bankroll" />,
      ];
    case 'verify':
      return verifyParts(state);
  }
}

/** The window's pink rounds: a mark only on one that fails; the verified ones are told once, in a line. */
function PinkRoundsCard({
  date,
  count,
  verdicts,
}: Pick<HistoryScreenState, 'date' | 'count' | 'verdicts'>) {
  const renderFailure = useCallback(
    (candle: Candle) => {
      const mark = markOf(verdicts, candle);
      return mark.state === 'mismatch' ? <VerifiedMark id={candle.id} mark={mark} /> : null;
    },
    [verdicts],
  );
  return <PinkCandlesCard date={date} windowCount={count} renderMark={renderFailure} />;
}

function roundsParts({ date, count, rounds, verdicts, freshId }: HistoryScreenState) {
  return [
    <RoundsGridCard
      key="grid"
      className="wide"
      candles={rounds.candles}
      count={count}
      fetching={rounds.fetching}
      freshId={freshId}
      verdicts={verdicts}
    />,
    // The answer under the grid: one number, and what waiting does (nothing).
    <div key="median" className="wide">
      <MedianAnswer oddsNewestFirst={rounds.odds} />
    </div>,
    <NoOverdueCard key="no-overdue" />,
    // Everything else, the chart and the distances included, waits behind one
    // tap (docs/design.md#clarity).
    <Fold
      key="proof"
      className="wide"
      label={signedInScreensCopy.roundsProofLabel}
      hint={signedInScreensCopy.roundsProofHint}
    >
      <div className="wide">
        <StatisticsCards oddsNewestFirst={rounds.odds} />
      </div>
      <GapContextCard windowOdds={rounds.odds} dayOdds={rounds.dayOdds} />
      <WindowOddsCard oddsNewestFirst={rounds.odds} />
      <PinkRoundsCard date={date} count={count} verdicts={verdicts} />
    </Fold>,
    <div key="game" className="wide">
      <AviatorGameCard />
    </div>,
  ];
}

/** What the hours show leads (the test's verdict); the hour grids and tables are its detail, a tap away. */
function hoursParts({ date, rounds }: HistoryScreenState) {
  return [
    <div key="hour-test" className="wide">
      <HourTestCard rounds={rounds.dayRounds} />
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
  ];
}

function verifyParts({ date, rounds, askedRound }: HistoryScreenState) {
  return [
    <VerifyRoundCard key="verify" initialRound={askedRound} />,
    <RangeCheckCard key="range-check" betHouse={DEFAULT_BET_HOUSE} today={date} />,
    <ExportRoundsCard key="export" candles={rounds.candles} />,
  ];
}
