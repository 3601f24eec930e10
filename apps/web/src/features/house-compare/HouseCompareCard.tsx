// Two betting houses side by side (docs/product.md#comparing-houses): one sentence first
// (did today's samples tell them apart?), then one compact table (rounds, the
// share that reached 2x, 10x and 50x, how often a 10x came, each beside what
// the true odds expect), and the 10x rounds of each hour in a table that is
// part of the page, not a box scrolling inside it. All three count the same
// rounds (sharedWindow), and the headline names when they start. Intervals,
// p-values and sample sizes a difference would need wait behind "Como calculamos".
import { crashChance } from '@velas/analysis/odds/crash-chance';
import { MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import { BET_HOUSES, BET_HOUSE_LABELS, type BetHouse } from '@velas/domain/constants';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField } from '@velas/web-core/ui/Field';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useNow } from '../../lib/useNow';
import { useHistoryOddQuery } from '../../services/historyApi';
import { FigureTable } from '../../ui/FigureTable';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { compareHouses, meanGap } from './compareHouses';
import {
  clockWords,
  everyRounds,
  hourRows,
  methodLine,
  percent,
  roundsOfDay,
  verdictOf,
} from './compareWords';
import { houseCompareCopy } from './copy';
import { useBetHousesQuery } from './houseCompareApi';
import { hourCounts, sharedWindow } from './sharedWindow';

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

function useHouse(betHouse: BetHouse, date: string) {
  const history = useHistoryOddQuery({ date, numberVelas: SAMPLE_ROUNDS, betHouse });
  const rounds = useMemo(
    () => roundsOfDay(history.data ?? [], date).sort((x, y) => y.time - x.time),
    [history.data, date],
  );
  return { rounds, loading: history.isFetching };
}

const oddsOf = (rounds: readonly { odd: number }[]) => rounds.map((round) => round.odd);

export function HouseCompareCard({ date }: { date: string }) {
  const { data: houses } = useBetHousesQuery(undefined);
  const choices = houses?.map((house) => house.id) ?? BET_HOUSES;
  const [houseA, setHouseA] = useState<BetHouse>(BET_HOUSES[0]);
  const [houseB, setHouseB] = useState<BetHouse>(BET_HOUSES[1]);
  const pickers = [
    { label: 'Casa A', house: houseA, choose: setHouseA },
    { label: 'Casa B', house: houseB, choose: setHouseB },
  ];
  const houseARounds = useHouse(houseA, date);
  const houseBRounds = useHouse(houseB, date);
  const shared = useMemo(
    () => sharedWindow(houseARounds.rounds, houseBRounds.rounds),
    [houseARounds.rounds, houseBRounds.rounds],
  );
  const a = useMemo(() => oddsOf(shared.a), [shared.a]);
  const b = useMemo(() => oddsOf(shared.b), [shared.b]);
  const rows = useMemo(() => compareHouses(a, b), [a, b]);
  const labelA = BET_HOUSE_LABELS[houseA];
  const labelB = BET_HOUSE_LABELS[houseB];
  const now = toSaoPaulo(useNow(MINUTE_MS));
  const since = shared.since === null ? null : clockWords(shared.since);
  // From the window's first hour to this one today; a past day runs to its end.
  const hours =
    shared.since === null
      ? []
      : hourRows(
          hourCounts(shared.a, HOURLY_TARGET),
          hourCounts(shared.b, HOURLY_TARGET),
          toSaoPaulo(shared.since).hour,
          date === now.date ? now.hour : 23,
        );
  const loading = houseARounds.loading || houseBRounds.loading;

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
        </>
      )}
    </Card>
  );
}
