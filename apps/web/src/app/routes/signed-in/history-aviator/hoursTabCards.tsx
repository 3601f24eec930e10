import { AnalysisCard } from '#/features/aviator/AnalysisCard.tsx';
import { HourlyPayoutsCard } from '#/features/aviator/HourlyPayoutsCard.tsx';
import { HourTestCard } from '#/features/probability-lab/HourTestCard.tsx';
import { Fold } from '#/ui/Fold.tsx';
import { signedInScreensCopy } from '../copy.ts';
import type { HistoryScreenState } from './historyScreenState.ts';

/** What the hours show leads (the test's verdict); the hour grids and tables are its detail, a tap away. */
export function hoursTabCards({ date, rounds, mapsAsked }: HistoryScreenState) {
  return [
    <div key="hour-test" className="wide">
      <HourTestCard rounds={rounds.dayRounds} firstHourCut={rounds.dayCut} />
    </div>,
    <Fold
      key="more-hours"
      className="wide"
      label={signedInScreensCopy.moreHoursLabel}
      hint={signedInScreensCopy.moreHoursHint}
      startOpen={mapsAsked}
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
