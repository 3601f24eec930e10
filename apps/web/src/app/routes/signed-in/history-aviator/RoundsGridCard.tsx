import { commonMessages } from '@velas/domain/messages/common';
import { historyMessages } from '@velas/domain/messages/history';
import type { Candle } from '@velas/domain/schemas/history';
import { CardTitle } from '@velas/web-core/ui/Card';
import { useCallback } from 'react';
import { CardHeader } from '#/features/aviator/CardHeader.tsx';
import { RoundGrid, RoundGridOutline } from '#/features/aviator/RoundGrid.tsx';
import { RoundGridCardFrame } from '#/features/aviator/RoundGridCardFrame.ts';
import { markOf, type CandleVerdicts } from '#/features/fairness/useCandleVerdicts.ts';
import { VerifiedMark } from '#/features/fairness/VerifiedMark.tsx';
import { proofInWords, VerifiedSummary } from '#/features/fairness/VerifiedSummary.tsx';
import { LoadingReserve } from '#/ui/LoadingReserve.tsx';

/** Verificar with `candle` already checked (`?aba=verificar&rodada=N`). */
const proofHref = (candle: Candle) => `?aba=verificar&rodada=${String(candle.id)}`;

export function RoundsGridCard({
  candles,
  count,
  fetching,
  freshId,
  verdicts,
  className,
}: {
  candles: readonly Candle[];
  /** The window's size, for the outline shown while its first rounds load. */
  count: number;
  fetching: boolean;
  freshId: number | null;
  verdicts: CandleVerdicts;
  className?: string;
}) {
  const renderFailure = useCallback(
    (candle: Candle) => {
      const mark = markOf(verdicts, candle);
      return mark.state === 'mismatch' ? <VerifiedMark id={candle.id} mark={mark} pinned /> : null;
    },
    [verdicts],
  );
  const proofOf = useCallback(
    (candle: Candle) => proofInWords(markOf(verdicts, candle)),
    [verdicts],
  );
  return (
    <RoundGridCardFrame className={className} aria-busy={fetching} aria-labelledby="rounds-title">
      <CardHeader>
        <CardTitle id="rounds-title">{historyMessages.roundGridTitle}</CardTitle>
      </CardHeader>
      <VerifiedSummary candles={candles} verdicts={verdicts} />
      {candles.length === 0 && fetching ? (
        <LoadingReserve
          label={commonMessages.loadingInformation}
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
    </RoundGridCardFrame>
  );
}
