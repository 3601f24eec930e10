// One odd in the game's colours (docs/product.md#candles): blue below 2, purple to 9.99, pink
// from 10. A click toggles the green highlight of every candle with that odd.
import { candleColour, formatOdd } from '@velas/domain/candles';
import styled, { keyframes } from 'styled-components';
import { media } from '../../core/theme/media';

const slideIn = keyframes`
  from { transform: translateX(-12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Badge = styled.button<{
  $colour: ReturnType<typeof candleColour>;
  $highlighted: boolean;
  $fresh: boolean;
}>`
  min-height: 32px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  border: 2px solid
    ${({ theme, $highlighted }) => ($highlighted ? theme.colors.gain : 'transparent')};
  /* A surface-coloured gap outside the green ring keeps it apart from the card. */
  box-shadow: ${({ theme, $highlighted }) =>
    $highlighted ? `0 0 0 2px ${theme.colors.surface}` : 'none'};
  background: ${({ theme, $colour }) => theme.candle[$colour]};
  /* Black on every candle colour passes AA (tokens.test.ts). */
  color: ${({ theme }) => theme.candle.onCandle};
  font: inherit;
  font-weight: 700;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  animation: ${({ $fresh }) => ($fresh ? slideIn : 'none')} 200ms ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
`;

interface CandleBadgeProps {
  odd: number;
  highlighted: boolean;
  /** The round just arrived live: it slides in. */
  fresh?: boolean;
  onToggle: (odd: number) => void;
}

export function CandleBadge({ odd, highlighted, fresh = false, onToggle }: CandleBadgeProps) {
  const colour = candleColour(odd);
  return (
    <Badge
      type="button"
      $colour={colour}
      $highlighted={highlighted}
      $fresh={fresh}
      data-colour={colour}
      aria-pressed={highlighted}
      onClick={() => {
        onToggle(odd);
      }}
    >
      {formatOdd(odd)}
    </Badge>
  );
}
