import { formatOdd } from '@velas/domain/candles';
import { ANALYSIS_ODDS, DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import type { AnalysisQuery } from '@velas/domain/schemas/history';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { useAnalysisOddQuery, useAnalysisPositionOddQuery } from '#/services/historyApi.ts';
import { CardHeader } from './CardHeader.tsx';
import { aviatorCopy } from './copy.ts';
import { CountSelect } from './CountSelect.tsx';
import { DataTable } from './DataTable.tsx';

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
/** Rows in sight before "Mostrar mais": a screen of a phone, not a box that scrolls. */
const ANALYSIS_ROWS_AT_FIRST = 10;

const percent = (value: number) => `${twoDecimals.format(value)}%`;

export const AnalysisCard = memo(function AnalysisCard({ date }: { date: string }) {
  const [odd, setOdd] = useState<number>(ANALYSIS_ODDS[0]);
  const args: AnalysisQuery = { date, betHouse: DEFAULT_BET_HOUSE, odd };
  const rows = useAnalysisOddQuery(args).data ?? [];
  const repeats = useAnalysisPositionOddQuery(args).data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{aviatorCopy.analysisTitle}</CardTitle>
        <CountSelect
          label={aviatorCopy.candle}
          options={ANALYSIS_ODDS}
          value={odd}
          onChange={setOdd}
          suffix="x"
        />
      </CardHeader>
      <Muted>{aviatorCopy.analysisLead(odd)}</Muted>
      <Tables>
        <div>
          <h3>{aviatorCopy.eachTargetToday(odd)}</h3>
          <DataTable
            // A new vela starts the table again from its first rows.
            key={odd}
            caption={aviatorCopy.targetsTodayCaption(odd)}
            columns={aviatorCopy.targetsColumns}
            pageSize={ANALYSIS_ROWS_AT_FIRST}
            rows={rows.map((row, index) => ({
              key: index,
              cells: [formatOdd(row.odd), row.position, row.intervalTime],
            }))}
          />
        </div>
        <div>
          <h3>{fill(plainWordsMessages.gapsTitle, { vela: `${String(odd)}x` })}</h3>
          <Muted>{fill(plainWordsMessages.gapsMeaning, { vela: `${String(odd)}x` })}</Muted>
          <DataTable
            key={odd}
            caption={aviatorCopy.gapsCaption(odd)}
            pageSize={ANALYSIS_ROWS_AT_FIRST}
            columns={[
              plainWordsMessages.gapsColumnGap,
              plainWordsMessages.gapsColumnCount,
              plainWordsMessages.gapsColumnShare,
            ]}
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
