import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField } from '@velas/web-core/ui/Field';
import styled from 'styled-components';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { methodLine, verdictOf } from './compareWords.ts';
import { houseCompareCopy } from './copy.ts';
import { HourlyTable, SideBySideTable } from './HouseTables.tsx';
import { HOURLY_TARGET, SAMPLE_ROUNDS, useHouseCompare } from './useHouseCompare.ts';

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The test's answer is the screen's headline: the tables below are its detail. */
const Verdict = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
  line-height: 1.35;
  max-width: 70ch;
`;

const SectionTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space(2)} 0`};
  font-size: ${({ theme }) => theme.type.md};
`;

export function HouseCompareCard({ date }: { date: string }) {
  const { choices, pickers, a, b, rows, labelA, labelB, nameHouse, since, hours, loading } =
    useHouseCompare(date);

  return (
    <Card aria-busy={loading}>
      <CardTitle>{houseCompareCopy.title}</CardTitle>
      <Verdict role="status">
        {loading ? '…' : verdictOf(rows, labelA, labelB, since ?? '')}
      </Verdict>
      <Pickers>
        {pickers.map(({ label, house, choose }) => (
          <ChoiceField
            key={label}
            label={label}
            value={house}
            choices={choices}
            onChoose={choose}
            optionLabel={nameHouse}
          />
        ))}
      </Pickers>

      <SideBySideTable a={a} b={b} rows={rows} labelA={labelA} labelB={labelB} />
      {since !== null && (
        <Muted>{houseCompareCopy.sampleNote(SAMPLE_ROUNDS.toLocaleString('pt-BR'), since)}</Muted>
      )}

      <HowWeCalculate>
        <p>{houseCompareCopy.howWeCompare(HOURLY_TARGET)}</p>
        <ul aria-label={houseCompareCopy.differences}>
          {rows.map((row) => (
            <li key={row.target}>{methodLine(row, labelA, labelB)}</li>
          ))}
        </ul>
      </HowWeCalculate>

      <SectionTitle>{houseCompareCopy.targetsPerHourTitle(HOURLY_TARGET)}</SectionTitle>
      {since === null ? (
        <Muted>{houseCompareCopy.hourlyEmpty}</Muted>
      ) : (
        <>
          <Muted>{houseCompareCopy.hourlyNote(since)}</Muted>
          <HourlyTable hours={hours} labelA={labelA} labelB={labelB} />
        </>
      )}
    </Card>
  );
}
