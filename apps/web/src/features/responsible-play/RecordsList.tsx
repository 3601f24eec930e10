// 'Meu histórico': every deposit, withdrawal, limit change, pause and
// exclusion, filtered by São Paulo dates and exportable as CSV.
import { centsToDecimalString, formatCents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import type { PlayerRecord } from '@velas/domain/schemas/protection';
import { useState } from 'react';
import { usePlayerRecordsQuery } from '../../services/protectionApi';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Figure, StackedTable } from '../../ui/StackedTable';

const KIND_LABELS: Record<PlayerRecord['kind'], string> = {
  deposit: 'Depósito',
  withdrawal: 'Saque',
  refund: 'Devolução',
  limit: 'Limites',
  pause: 'Pausa',
  exclusion: 'Autoexclusão',
};

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

export function recordsCsv(records: readonly PlayerRecord[]): string {
  const lines = records.map((record) =>
    [
      record.at,
      KIND_LABELS[record.kind],
      record.amount === null ? '' : centsToDecimalString(record.amount),
      record.detail,
    ]
      .map(csvCell)
      .join(';'),
  );
  return ['"data";"tipo";"valor (R$)";"detalhe"', ...lines].join('\r\n');
}

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'meu-historico.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function RecordsList() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, isFetching } = usePlayerRecordsQuery({
    ...(from && { from }),
    ...(to && { to }),
  });
  const records = data?.data ?? [];
  return (
    <section aria-label="Meu histórico">
      <Field label="De" type="date" value={from} onValueChange={setFrom} />
      <Field label="Até" type="date" value={to} onValueChange={setTo} />
      <Button
        type="button"
        disabled={records.length === 0}
        onClick={() => {
          download(recordsCsv(records));
        }}
      >
        Exportar CSV
      </Button>
      {isFetching && <p>Carregando...</p>}
      <StackedTable aria-label="Registros">
        <thead>
          <tr>
            <th>Data</th>
            <th>Tipo</th>
            <th>Valor</th>
            <th>Detalhe</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <tr key={`${record.at}-${String(index)}`}>
              <td>
                <Figure>{formatDateAndTime(Date.parse(record.at))}</Figure>
              </td>
              <td data-label="Tipo">{KIND_LABELS[record.kind]}</td>
              <td data-label="Valor">
                <Figure>{record.amount === null ? '—' : formatCents(record.amount)}</Figure>
              </td>
              <td data-label="Detalhe">{record.detail}</td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </section>
  );
}
