import { candleColour, type CandleColour } from '@velas/domain/candles';
import type { Candle } from '@velas/domain/schemas/history';
import styled from 'styled-components';
import { aviatorCopy } from './copy.ts';

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Swatch = styled.span<{ $colour: CandleColour }>`
  width: 14px;
  height: 14px;
  border-radius: 4px;
  background: ${({ theme, $colour }) => theme.candle[$colour]};
`;

/** The legend in the order of the rule, with the words of each colour's band. */
const BANDS: { colour: CandleColour; label: string }[] = [
  { colour: 'info', label: aviatorCopy.bandLow },
  { colour: 'purple', label: aviatorCopy.bandMid },
  { colour: 'primary', label: aviatorCopy.bandHigh },
];

function colourCounts(candles: readonly Candle[]) {
  const counts = new Map<CandleColour, number>();
  for (const candle of candles) {
    const colour = candleColour(candle.odd);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return counts;
}

export function RoundLegend({ candles }: { candles?: readonly Candle[] }) {
  const counts = candles === undefined ? null : colourCounts(candles);
  return (
    <Legend aria-label={counts ? aviatorCopy.legend : undefined}>
      {BANDS.map(({ colour, label }) => (
        <li key={colour}>
          <Swatch $colour={colour} aria-hidden={counts ? 'true' : undefined} />
          {label}: <strong>{counts?.get(colour) ?? 0}</strong>
        </li>
      ))}
    </Legend>
  );
}
