// On a coloured grid cell it sits on a surface-coloured pill, so the green and
// red keep the contrast they have on the card.
import { formatOdd } from '@velas/domain/candles';
import styled from 'styled-components';
import { fairnessCopy } from './copy.ts';
import type { CandleMark } from './useCandleVerdicts.ts';

const Mark = styled.span<{ $ok: boolean; $pinned: boolean }>`
  font-size: ${({ $pinned }) => ($pinned ? '10px' : '0.75rem')};
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
  ${({ theme, $pinned }) =>
    $pinned &&
    `
    padding: 0 4px;
    border: 1px solid currentColor;
    border-radius: 999px;
    background: ${theme.colors.surface};
    line-height: 14px;
    white-space: nowrap;
  `}
`;

function mismatchText(mark: Extract<CandleMark, { state: 'mismatch' }>): string {
  const parts = [
    ...(mark.crash ? [fairnessCopy.hashGives(formatOdd(mark.expected))] : []),
    ...(mark.link ? [fairnessCopy.linkDoesNotMatch] : []),
  ];
  return parts.join('; ');
}

interface VerifiedMarkProps {
  id: number;
  mark: CandleMark;
  /** Pinned in the corner of a coloured cell (the round grid) rather than beside a candle. */
  pinned?: boolean;
}

export function VerifiedMark({ id, mark, pinned = false }: VerifiedMarkProps) {
  if (mark.state === 'unverifiable') return null;
  if (mark.state === 'verified')
    return (
      <Mark
        $ok
        $pinned={pinned}
        role="img"
        aria-label={fairnessCopy.roundVerified(id)}
        title={fairnessCopy.verifiedInBrowser}
      >
        ✓
      </Mark>
    );
  const text = fairnessCopy.roundDoesNotMatch(id, mismatchText(mark));
  return (
    <Mark $ok={false} $pinned={pinned} role="img" aria-label={text} title={text} data-mismatch={id}>
      ✗ #{id}
    </Mark>
  );
}
