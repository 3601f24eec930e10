// One odd's rounds per hour of a day as a heat map: the darker the cell, the
// more rounds reached the odd in that hour. Hours still to come show "—", not 0.
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { aviatorCopy } from './copy';
import { heatShades, heatStep, type HeatShade } from './heatShades';

const Hours = styled.ol`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

const Hour = styled.li<{ $shade: HeatShade }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 4px 0;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $shade }) => $shade.background};
  color: ${({ $shade }) => $shade.color};
  font-size: ${({ theme }) => theme.type.xs};
  line-height: 1.3;
  strong {
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

interface HourlyHeatMapProps {
  odd: number;
  counts: readonly { hour: number; count: number }[];
  /** The São Paulo hour now when the day is today; later hours are still to come. Null: the day is over. */
  currentHour: number | null;
}

const pad = (hour: number) => String(hour).padStart(2, '0');

export function HourlyHeatMap({ odd, counts, currentHour }: HourlyHeatMapProps) {
  const theme = useTheme();
  const shades = useMemo(() => heatShades(theme), [theme]);
  const highest = Math.max(0, ...counts.map(({ count }) => count));
  return (
    <Hours>
      {counts.map(({ hour, count }) => {
        const toCome = currentHour !== null && hour > currentHour;
        const shade = shades[toCome ? 0 : heatStep(count, highest)] ?? shades[0];
        if (!shade) return null;
        return (
          <Hour
            key={hour}
            $shade={shade}
            data-to-come={toCome}
            aria-label={
              toCome
                ? aviatorCopy.hourNotYet(pad(hour))
                : aviatorCopy.hourCount(pad(hour), count, odd)
            }
          >
            <span aria-hidden="true">{pad(hour)}h</span>
            <strong aria-hidden="true">{toCome ? '—' : count}</strong>
          </Hour>
        );
      })}
    </Hours>
  );
}
