// Two betting houses side by side (docs/product.md#comparing-houses): today's rounds of each, the
// share that reached 2x, 10x and 50x with intervals, whether the samples can
// tell the houses apart, the gaps between 10x rounds and 10x rounds by hour.
import { BET_HOUSES, BET_HOUSE_LABELS, type BetHouse } from '@velas/domain/constants';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCandlesByHourQuery, useHistoryOddQuery } from '../../services/historyApi';
import { Card, CardTitle, Muted } from '../../ui/Card';
import { ChoiceField } from '../../ui/Field';
import { Figure, StackedTable as Table } from '../../ui/StackedTable';
import { compareHouses, meanGap, type TargetComparison } from './compareHouses';
import { useBetHousesQuery } from './houseCompareApi';

/** The largest history the service answers: the sample each house is judged on. */
const SAMPLE_ROUNDS = 1000;
const HOURLY_TARGET = 10;

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 12px;
`;

const percent = (value: number | null) =>
  value === null
    ? '—'
    : `${(value * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

function ShareText({ row }: { row: TargetComparison['a'] }) {
  if (row.interval === null) return <>sem rodadas</>;
  return (
    <span>
      <Figure>{percent(row.share)}</Figure>{' '}
      <Figure>
        ({percent(row.interval.lower)}–{percent(row.interval.upper)})
      </Figure>{' '}
      <Figure>de {row.rounds.toLocaleString('pt-BR')}</Figure>
    </span>
  );
}

function verdict(row: TargetComparison): string {
  if (row.pValue === null) return 'Sem rodadas para comparar.';
  if (row.meaningful)
    return `Diferença maior que o acaso explicaria (p = ${row.pValue.toFixed(3)}).`;
  const need =
    row.roundsNeeded === null
      ? ''
      : ` Para distinguir uma diferença deste tamanho seriam precisas ~${row.roundsNeeded.toLocaleString('pt-BR')} rodadas por casa.`;
  return `Amostra não distingue as casas (p = ${row.pValue.toFixed(2)}).${need}`;
}

function useHouse(betHouse: BetHouse, date: string) {
  const history = useHistoryOddQuery({ date, numberVelas: SAMPLE_ROUNDS, betHouse });
  const hourly = useCandlesByHourQuery({ date, odd: HOURLY_TARGET, betHouse });
  const odds = useMemo(
    () => [...(history.data ?? [])].sort((x, y) => y.time - x.time).map((candle) => candle.odd),
    [history.data],
  );
  return { odds, hourly: hourly.data?.oddsByHour ?? [], loading: history.isFetching };
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
  const hours = [...new Set([...a.hourly, ...b.hourly].map((row) => row.hour))].sort(
    (x, y) => x - y,
  );
  const countAt = (list: typeof a.hourly, hour: number) =>
    list.find((row) => row.hour === hour)?.count ?? 0;
  const gap = (odds: readonly number[]) => {
    const value = meanGap(odds, HOURLY_TARGET);
    return value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  };

  return (
    <Card aria-busy={a.loading || b.loading}>
      <CardTitle>Comparar casas</CardTitle>
      <Pickers>
        {pickers.map(({ label, house, choose }) => (
          <div key={label}>
            <ChoiceField
              label={label}
              value={house}
              choices={choices}
              onChoose={choose}
              optionLabel={(choice) => BET_HOUSE_LABELS[choice]}
            />
          </div>
        ))}
      </Pickers>
      <Muted>
        Até {SAMPLE_ROUNDS} rodadas de hoje de cada casa. Entre parênteses, o intervalo de 95%
        (Wilson). As rodadas são independentes: uma diferença passada não indica a próxima rodada.
      </Muted>

      <Table aria-label="Estatísticas lado a lado">
        <thead>
          <tr>
            <th>Vela</th>
            <th>{labelA}</th>
            <th>{labelB}</th>
            <th>Esperado</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.target}>
              <td>{row.target}x ou mais</td>
              <td data-label={labelA}>
                <ShareText row={row.a} />
              </td>
              <td data-label={labelB}>
                <ShareText row={row.b} />
              </td>
              <td data-label="Esperado">{percent(row.theoretical)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ul aria-label="Diferenças">
        {rows.map((row) => (
          <li key={row.target}>
            <strong>{row.target}x:</strong> diferença de{' '}
            {row.difference === null ? '—' : `${(row.difference * 100).toFixed(1)} pontos`}.{' '}
            {verdict(row)}
          </li>
        ))}
      </ul>

      <Table aria-label="Posições">
        <thead>
          <tr>
            <th>Posições</th>
            <th>{labelA}</th>
            <th>{labelB}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Rodadas analisadas</td>
            <td data-label={labelA}>{a.odds.length}</td>
            <td data-label={labelB}>{b.odds.length}</td>
          </tr>
          <tr>
            <td>Intervalo médio entre velas de {HOURLY_TARGET}x (rodadas)</td>
            <td data-label={labelA}>{gap(a.odds)}</td>
            <td data-label={labelB}>{gap(b.odds)}</td>
          </tr>
        </tbody>
      </Table>

      <Table aria-label="Pagamentos por hora">
        <thead>
          <tr>
            <th>Hora (velas de {HOURLY_TARGET}x ou mais)</th>
            <th>{labelA}</th>
            <th>{labelB}</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour}>
              <td>{String(hour).padStart(2, '0')}h</td>
              <td data-label={labelA}>{countAt(a.hourly, hour)}</td>
              <td data-label={labelB}>{countAt(b.hourly, hour)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {hours.length === 0 && <Muted>Nenhuma vela de {HOURLY_TARGET}x hoje ainda.</Muted>}
    </Card>
  );
}
