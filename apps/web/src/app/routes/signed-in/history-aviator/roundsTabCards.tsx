import { AviatorGameCard } from '#/features/aviator/AviatorGameCard.tsx';
import { MedianAnswer, StatisticsCards } from '#/features/aviator/StatisticsCards.tsx';
import { GapContextCard, NoOverdueCard } from '#/features/probability-lab/GapContextCard.tsx';
import { WindowOddsCard } from '#/features/probability-lab/WindowOddsCard.tsx';
import { Fold } from '#/ui/Fold.tsx';
import { signedInScreensCopy } from '../copy.ts';
import type { HistoryScreenState } from './historyScreenState.ts';
import { PinkRoundsCard } from './PinkRoundsCard.tsx';
import { RoundsGridCard } from './RoundsGridCard.tsx';

/** The rounds tab's cards, in the order they show. */
export function roundsTabCards({ date, count, rounds, verdicts, freshId }: HistoryScreenState) {
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
