// Two betting houses side by side (docs/product.md#comparing-houses): one sentence first
// (did today's samples tell them apart?), then one compact table (rounds, the
// share that reached 2x, 10x and 50x, how often a 10x came, each beside what
// the true odds expect), and the 10x rounds of each hour that has come in a
// table that scrolls inside the card; both count only the day's rounds, so the
// headline and the table speak of the same window. Intervals, p-values
// and sample sizes a difference would need wait behind "Como calculamos".
import { crashChance } from '@velas/analysis/odds/crash-chance';
import { MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import { BET_HOUSES, BET_HOUSE_LABELS, type BetHouse } from '@velas/domain/constants';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField } from '@velas/web-core/ui/Field';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useNow } from '../../lib/useNow';
import { useCandlesByHourQuery, useHistoryOddQuery } from '../../services/historyApi';
import { FigureTable } from '../../ui/FigureTable';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { compareHouses, meanGap } from './compareHouses';
import { everyRounds, hourRows, methodLine, percent, roundsOfDay, verdictOf } from './compareWords';
import { houseCompareCopy } from './copy';
import { useBetHousesQuery } from './houseCompareApi';

/** The largest history the service answers: the sample each house is judged on. */
const SAMPLE_ROUNDS = 1000;
const HOURLY_TARGET = 10;

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

const SectionTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space(2)} 0`};
  font-size: ${({ theme }) => theme.type.md};
`;

/** The 24 hours scroll inside the card: about eight rows in sight. */
const HoursScroll = styled.div`
  max-height: 22rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
  table {
    margin: 0;
  }
`;

function useHouse(betHouse: BetHouse, date: string) {
  const history = useHistoryOddQuery({ date, numberVelas: SAMPLE_ROUNDS, betHouse });
  const hourly = useCandlesByHourQuery({ date, odd: HOURLY_TARGET, betHouse });
  const odds = useMemo(
    () =>
      roundsOfDay(history.data ?? [], date)
        .sort((x, y) => y.time - x.time)
        .map((candle) => candle.odd),
    [history.data, date],
  );
  return {
    odds,
    hourly: hourly.data?.oddsByHour ?? [],
    loading: history.isFetching || hourly.isFetching,
  };
}

export function HouseCompareCard({ date }: { date: string }) {
  const { data: houses } = useBetHousesQuery(undefined);
  const choices = houses?.map((house) => house.id) ?? BET_HOUSES;
  const [houseA, setHouseA] = useState<BetHouse>(BET_HOUSES[0]);
  const [houseB, setHouseB] = useState<BetHouse>(BET_HOUSES[1]);
  const pickers = [
    { label: 'Casa A', house: houseA, choose: setHouseA },
    { label: 'Casa B', house: houseB, choose: setHouseB },
  ];
  const a = useHouse(houseA, date);
  const b = useHouse(houseB, date);
  const rows = useMemo(() => compareHouses(a.odds, b.odds), [a.odds, b.odds]);
  const labelA = BET_HOUSE_LABELS[houseA];
  const labelB = BET_HOUSE_LABELS[houseB];
  const now = toSaoPaulo(useNow(MINUTE_MS));
  // Today: the hours after this one are still to come. A past day is over.
  const hours = hourRows(a.hourly, b.hourly, date === now.date ? now.hour : null);
  const loading = a.loading || b.loading;

  return (
    <Card aria-busy={loading}>
      <CardTitle>{houseCompareCopy.title}</CardTitle>
      <Verdict role="status">{loading ? '…' : verdictOf(rows, labelA, labelB)}</Verdict>
      <Pickers>
        {pickers.map(({ label, house, choose }) => (
          <ChoiceField
            key={label}
            label={label}
            value={house}
            choices={choices}
            onChoose={choose}
            optionLabel={(choice) => BET_HOUSE_LABELS[choice]}
          />
        ))}
      </Pickers>

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
            <td>{a.odds.length.toLocaleString('pt-BR')}</td>
            <td>{b.odds.length.toLocaleString('pt-BR')}</td>
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
            <td>{everyRounds(meanGap(a.odds, HOURLY_TARGET))}</td>
            <td>{everyRounds(meanGap(b.odds, HOURLY_TARGET))}</td>
            <td>{everyRounds(1 / crashChance(HOURLY_TARGET))}</td>
          </tr>
        </tbody>
      </Table>
      <Muted>{houseCompareCopy.sampleNote(SAMPLE_ROUNDS.toLocaleString('pt-BR'))}</Muted>

      <HowWeCalculate>
        <p>{houseCompareCopy.howWeCompare(HOURLY_TARGET)}</p>
        <ul aria-label={houseCompareCopy.differences}>
          {rows.map((row) => (
            <li key={row.target}>{methodLine(row, labelA, labelB)}</li>
          ))}
        </ul>
      </HowWeCalculate>

      <SectionTitle>{houseCompareCopy.targetsPerHourTitle(HOURLY_TARGET)}</SectionTitle>
      <Muted>{houseCompareCopy.hourlyNote}</Muted>
      {a.odds.length === 0 && b.odds.length === 0 ? (
        <Muted>{houseCompareCopy.hourlyEmpty}</Muted>
      ) : (
        <>
          {/* Focusable so the keyboard can scroll it (axe: scrollable-region-focusable). */}
          <HoursScroll
            tabIndex={0}
            role="region"
            aria-label={houseCompareCopy.targetsPerHourCaption(HOURLY_TARGET)}
          >
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
          </HoursScroll>
        </>
      )}
    </Card>
  );
}
