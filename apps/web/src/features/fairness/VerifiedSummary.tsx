import { roundsWord } from '@velas/domain/messages/sentences';
import type { Candle } from '@velas/domain/schemas/history';
import styled from 'styled-components';
import { fairnessCopy } from './copy.ts';
import { markOf, type CandleMark, type CandleVerdicts } from './useCandleVerdicts.ts';

const Line = styled.p<{ $ok: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
  font-weight: 600;
`;

/** The proof of one round in words, for the tapped round's line. */
export function proofInWords(mark: CandleMark): string | null {
  if (mark.state === 'verified') return fairnessCopy.proofVerified;
  if (mark.state === 'mismatch') return fairnessCopy.proofMismatch;
  return null;
}

export function VerifiedSummary({
  candles,
  verdicts,
}: {
  candles: readonly Candle[];
  verdicts: CandleVerdicts;
}) {
  const marks = candles.map((candle) => markOf(verdicts, candle).state);
  const verified = marks.filter((state) => state === 'verified').length;
  const failed = marks.filter((state) => state === 'mismatch').length;
  if (verified + failed === 0) return null;
  if (failed === 0)
    return (
      <Line $ok role="status">
        ✓{' '}
        {verified === candles.length
          ? fairnessCopy.allVerified(roundsWord(verified))
          : fairnessCopy.someVerified(verified.toLocaleString('pt-BR'), roundsWord(candles.length))}
      </Line>
    );
  return (
    <Line $ok={false} role="status">
      {fairnessCopy.someFailed(failed, verified + failed)}
    </Line>
  );
}
