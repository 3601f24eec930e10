import { crashChance } from '@velas/analysis/odds/crash-chance';
import styled from 'styled-components';
import { FigureTable } from '#/ui/FigureTable.ts';
import { meanGap, type TargetComparison } from './compareHouses.ts';
import { everyRounds, percent, type HourRow } from './compareWords.ts';
import { houseCompareCopy } from './copy.ts';
import { HOURLY_TARGET } from './useHouseCompare.ts';

/* Four narrow columns stay a table at 360 px: every cell is one short figure. */
const Table = styled(FigureTable)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  th,
  td {
    padding: 8px 4px;
    white-space: nowrap;
  }
  thead th {
    white-space: normal;
    vertical-align: bottom;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
    white-space: normal;
  }
`;

interface SideBySideProps {
  a: readonly number[];
  b: readonly number[];
  rows: readonly TargetComparison[];
  labelA: string;
  labelB: string;
}

export function SideBySideTable({ a, b, rows, labelA, labelB }: SideBySideProps) {
  return (
    <Table aria-label={houseCompareCopy.sideBySide}>
      <thead>
        <tr>
          <th scope="col">{houseCompareCopy.today}</th>
          <th scope="col">{labelA}</th>
          <th scope="col">{labelB}</th>
          <th scope="col">{houseCompareCopy.expected}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{houseCompareCopy.rounds}</th>
          <td>{a.length.toLocaleString('pt-BR')}</td>
          <td>{b.length.toLocaleString('pt-BR')}</td>
          <td>—</td>
        </tr>
        {rows.map((row) => (
          <tr key={row.target}>
            <th scope="row">{houseCompareCopy.targetOrMore(row.target)}</th>
            <td>{percent(row.a.share)}</td>
            <td>{percent(row.b.share)}</td>
            <td>{percent(row.theoretical)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{houseCompareCopy.roundsBetweenTargets(HOURLY_TARGET)}</th>
          <td>{everyRounds(meanGap(a, HOURLY_TARGET))}</td>
          <td>{everyRounds(meanGap(b, HOURLY_TARGET))}</td>
          <td>{everyRounds(1 / crashChance(HOURLY_TARGET))}</td>
        </tr>
      </tbody>
    </Table>
  );
}

interface HourlyProps {
  hours: readonly HourRow[];
  labelA: string;
  labelB: string;
}

export function HourlyTable({ hours, labelA, labelB }: HourlyProps) {
  return (
    <Table aria-label={houseCompareCopy.payoutsPerHour}>
      <thead>
        <tr>
          <th scope="col">{houseCompareCopy.hour}</th>
          <th scope="col">{labelA}</th>
          <th scope="col">{labelB}</th>
        </tr>
      </thead>
      <tbody>
        {hours.map((row) => (
          <tr key={row.hour}>
            <th scope="row">{row.label}</th>
            <td>{row.a}</td>
            <td>{row.b}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
