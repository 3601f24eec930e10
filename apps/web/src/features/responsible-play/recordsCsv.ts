// The CSV of 'Meu histórico' (docs/product.md#records-and-closing-the-account):
// one line per record, ';'-separated and every cell quoted, as a spreadsheet
// set to pt-BR opens it; amounts in reais with a decimal point.
import { centsToDecimalString } from '@velas/domain/money';
import type { PlayerRecord } from '@velas/domain/schemas/protection';

export const RECORD_KIND_LABELS: Record<PlayerRecord['kind'], string> = {
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
      RECORD_KIND_LABELS[record.kind],
      record.amount === null ? '' : centsToDecimalString(record.amount),
      record.detail,
    ]
      .map(csvCell)
      .join(';'),
  );
  return ['"data";"tipo";"valor (R$)";"detalhe"', ...lines].join('\r\n');
}
