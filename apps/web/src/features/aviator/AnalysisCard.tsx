// Odd selector driving today's interval analysis and its position repeats
// (docs/product.md#interval-analysis), both computed by the history service.
import { formatOdd } from '@velas/domain/candles';
import { ANALYSIS_ODDS, DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import type { AnalysisQuery } from '@velas/domain/schemas/history';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '../../ui/Card';
import { CardHeader } from './CardHeader';
import { CountSelect } from './CountSelect';
import { DataTable } from './DataTable';
import { useAnalysisOddQuery, useAnalysisPositionOddQuery } from '../../services/historyApi';
import { media } from '../../core/theme/media';

const Tables = styled.div`
  display: grid;
  gap: 16px;
  ${media.layout} {
    grid-template-columns: 3fr 2fr;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 0.95rem;
  }
`;

// Built once: the table formats a figure per hour and odd.
const twoDecimals = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = (value: number) => `${twoDecimals.format(value)}%`;

export const AnalysisCard = memo(function AnalysisCard({ date }: { date: string }) {
  const [odd, setOdd] = useState<number>(ANALYSIS_ODDS[0]);
  const args: AnalysisQuery = { date, betHouse: DEFAULT_BET_HOUSE, odd };
  const rows = useAnalysisOddQuery(args).data ?? [];
  const repeats = useAnalysisPositionOddQuery(args).data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Análise de hoje</CardTitle>
        <CountSelect label="Odd" options={ANALYSIS_ODDS} value={odd} onChange={setOdd} suffix="x" />
      </CardHeader>
      <Tables>
        <div>
          <h3>Intervalos até cada {odd}x</h3>
          <DataTable
            caption={`Rodadas de ${odd}x ou mais hoje`}
            columns={['Posição', 'Intervalo', 'Odd', 'Minutos']}
            rows={rows.map((row, index) => ({
              key: index,
              cells: [row.position, row.intervalTime, formatOdd(row.odd), row.minutes],
            }))}
          />
        </div>
        <div>
          <h3>Posições repetidas</h3>
          <DataTable
            caption={`Posições repetidas de ${odd}x`}
            columns={['Posição', 'Quantidade', 'Porcentagem']}
            rows={repeats.map((row) => ({
              key: row.posicao,
              cells: [row.posicao, row.quantidade, percent(row.porcentagem)],
            }))}
          />
        </div>
      </Tables>
    </Card>
  );
});
