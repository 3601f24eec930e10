// One odd's rounds per hour of a day as a heat map in one hue, each hour read
// against the mean of the day's finished hours (heatShades.ts), said under the
// map: the cells read as counts varying around a line, not as "hot hours".
// Hours still to come show "—", not 0.
import { Fragment } from 'react';
import styled, { useTheme } from 'styled-components';
import { aviatorCopy } from './copy';
import { heatShade, hourlyMean, type HeatShade } from './heatShades';

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

const Legend = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.type.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

interface HourlyHeatMapProps {
  odd: number;
  counts: readonly { hour: number; count: number }[];
  /** The São Paulo hour now when the day is today; later hours are still to come. Null: the day is over. */
  currentHour: number | null;
}

const pad = (hour: number) => String(hour).padStart(2, '0');
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function HourlyHeatMap({ odd, counts, currentHour }: HourlyHeatMapProps) {
  const theme = useTheme();
  const mean = hourlyMean(counts, currentHour);
  return (
    <Fragment>
      <Hours>
        {counts.map(({ hour, count }) => {
          const toCome = currentHour !== null && hour > currentHour;
          return (
            <Hour
              key={hour}
              $shade={heatShade(theme, toCome ? 0 : count, mean)}
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
      {counts.length > 0 && <Legend>{aviatorCopy.heatLegend(oneDecimal.format(mean))}</Legend>}
    </Fragment>
  );
}
