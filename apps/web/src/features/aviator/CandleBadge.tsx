import { candleColour, formatOdd } from '@velas/domain/candles';
import styled from 'styled-components';
import { aviatorCopy } from './copy.ts';

const Badge = styled.button<{
  $colour: ReturnType<typeof candleColour>;
  $highlighted: boolean;
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
  /* Black on every candle colour passes AA (appTheme.test.ts). */
  color: ${({ theme }) => theme.candle.onCandle};
  font: inherit;
  font-weight: 700;
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
`;

interface CandleBadgeProps {
  odd: number;
  /** The round's São Paulo time, said with the odd. */
  hour: string;
  highlighted: boolean;
  onToggle: (odd: number) => void;
}

export function CandleBadge({ odd, hour, highlighted, onToggle }: CandleBadgeProps) {
  const colour = candleColour(odd);
  const text = formatOdd(odd);
  return (
    <Badge
      type="button"
      $colour={colour}
      $highlighted={highlighted}
      data-colour={colour}
      title={`${hour} · ${text}`}
      // The name starts with what the badge shows (axe: label-content-name-mismatch).
      aria-label={aviatorCopy.oddAt(text, hour)}
      aria-pressed={highlighted}
      onClick={() => {
        onToggle(odd);
      }}
    >
      {text}
    </Badge>
  );
}
