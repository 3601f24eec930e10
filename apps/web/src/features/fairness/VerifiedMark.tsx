// The mark beside a candle (issue 17 §1): a green check when the browser
// recomputed its crash point and chain link, the round's id in red when either
// does not match; nothing for a round without a published proof.
import { formatOdd } from '@velas/domain/candles';
import styled from 'styled-components';
import type { CandleMark } from './useCandleVerdicts';

const Mark = styled.span<{ $ok: boolean }>`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
`;

function mismatchText(mark: Extract<CandleMark, { state: 'mismatch' }>): string {
  const parts = [
    ...(mark.crash ? [`o hash dá ${formatOdd(mark.expected)}`] : []),
    ...(mark.link ? ['o elo da cadeia não confere'] : []),
  ];
  return parts.join('; ');
}

export function VerifiedMark({ id, mark }: { id: number; mark: CandleMark }) {
  if (mark.state === 'unverifiable') return null;
  if (mark.state === 'verified')
    return (
      <Mark $ok role="img" aria-label={`Rodada ${id} verificada`} title="Verificada no navegador">
        ✓
      </Mark>
    );
  const text = `Rodada ${id} não confere: ${mismatchText(mark)}`;
  return (
    <Mark $ok={false} role="img" aria-label={text} title={text} data-mismatch={id}>
      ✗ #{id}
    </Mark>
  );
}
