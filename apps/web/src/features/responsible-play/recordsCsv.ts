import { gamesMessages } from '@velas/domain/messages/games';
import { centsToDecimalString } from '@velas/domain/money';
import type { PlayerRecord } from '@velas/domain/schemas/protection';

export const RECORD_KIND_LABELS: Record<PlayerRecord['kind'], string> = {
  deposit: 'Depósito',
  withdrawal: 'Saque',
  refund: 'Devolução',
  limit: 'Limites',
  pause: 'Pausa',
  exclusion: 'Autoexclusão',
  game: gamesMessages.recordKindGame,
};

export const RECORDS_CSV_HEADER =
  '"data";"tipo";"valor (R$)";"detalhe";"jogo";"rodada";"apostas (R$)";"ganhos (R$)";"estornos (R$)"';

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

export function recordsCsv(records: readonly PlayerRecord[]): string {
  const lines = records.map((record) =>
    [
      record.at,
      RECORD_KIND_LABELS[record.kind],
      record.amount === null ? '' : centsToDecimalString(record.amount),
      record.detail,
      record.round?.game ?? '',
      record.round?.round ?? '',
      record.round === undefined ? '' : centsToDecimalString(record.round.bets),
      record.round === undefined ? '' : centsToDecimalString(record.round.wins),
      record.round === undefined ? '' : centsToDecimalString(record.round.rollbacks),
    ]
      .map(csvCell)
      .join(';'),
  );
  return [RECORDS_CSV_HEADER, ...lines].join('\r\n');
}
