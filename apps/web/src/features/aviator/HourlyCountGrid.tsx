// Every cell in the same neutral tone: a colour scale, however gentle, drew "hot hours".
import { Fragment } from 'react';
import styled from 'styled-components';
import { aviatorCopy } from './copy.ts';
import { hourlyMean } from './hourlyMean.ts';

const Hours = styled.ol`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

const Hour = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 4px 0;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.type.xs};
  line-height: 1.3;
  strong {
    font-size: ${({ theme }) => theme.type.sm};
  }
  &[data-running='true'] {
    border-style: dashed;
  }
`;

const Running = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Legend = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.type.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

interface HourlyCountGridProps {
  odd: number;
  counts: readonly { hour: number; count: number }[];
  /** The São Paulo hour now when the day is today; later hours are still to come. Null: the day is over. */
  currentHour: number | null;
}

const pad = (hour: number) => String(hour).padStart(2, '0');
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

interface CellLabelInput {
  hour: number;
  count: number;
  odd: number;
  toCome: boolean;
  running: boolean;
}

function cellLabel({ hour, count, odd, toCome, running }: CellLabelInput): string {
  if (toCome) return aviatorCopy.hourNotYet(pad(hour));
  if (running) return aviatorCopy.hourSoFar(pad(hour), count, odd);
  return aviatorCopy.hourCount(pad(hour), count, odd);
}

export function HourlyCountGrid({ odd, counts, currentHour }: HourlyCountGridProps) {
  const mean = hourlyMean(counts, currentHour);
  return (
    <Fragment>
      <Hours>
        {counts.map(({ hour, count }) => {
          const toCome = currentHour !== null && hour > currentHour;
          const running = hour === currentHour;
          return (
            <Hour
              key={hour}
              data-to-come={toCome}
              data-running={running}
              aria-label={cellLabel({ hour, count, odd, toCome, running })}
            >
              <span aria-hidden="true">{pad(hour)}h</span>
              <strong aria-hidden="true">{toCome ? '—' : count}</strong>
              {running && <Running aria-hidden="true">{aviatorCopy.hourRunning}</Running>}
            </Hour>
          );
        })}
      </Hours>
      {counts.length > 0 && (
        <Legend>{aviatorCopy.hourlyMeanLegend(oneDecimal.format(mean))}</Legend>
      )}
    </Fragment>
  );
}
