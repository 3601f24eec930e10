import type { Candle } from '@velas/domain/schemas/history';
import { useCallback } from 'react';
import { PinkCandlesCard } from '#/features/aviator/PinkCandlesCard.tsx';
import { markOf } from '#/features/fairness/useCandleVerdicts.ts';
import { VerifiedMark } from '#/features/fairness/VerifiedMark.tsx';
import type { HistoryScreenState } from './historyScreenState.ts';

/** The window's pink rounds: a mark only on one that fails; the verified ones are told once, in a line. */
export function PinkRoundsCard({
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
