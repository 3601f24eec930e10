import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { RangeCheckCard } from '#/features/fairness/RangeCheckCard.tsx';
import { VerifyRoundCard } from '#/features/fairness/VerifyRoundCard.tsx';
import { ExportRoundsCard } from './ExportRoundsCard.tsx';
import type { HistoryScreenState } from './historyScreenState.ts';

/** The verify tab's cards: one round, a range of rounds, then the export. */
export function verifyTabCards({ date, rounds, askedRound }: HistoryScreenState) {
  return [
    <VerifyRoundCard key="verify" initialRound={askedRound} />,
    <RangeCheckCard key="range-check" betHouse={DEFAULT_BET_HOUSE} today={date} />,
    <ExportRoundsCard key="export" candles={rounds.candles} />,
  ];
}
