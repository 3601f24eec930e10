import { formatDatePtBr, toSaoPaulo } from '@velas/domain/calendar';
import type { Candle } from '@velas/domain/schemas/history';

export interface RoundRow {
  id: number;
  betHouse: string;
  odd: number;
  timeMs: number;
}

export function toCandle(row: RoundRow): Candle {
  const local = toSaoPaulo(row.timeMs);
  return {
    id: row.id,
    odd: row.odd,
    time: row.timeMs,
    hour: local.time,
    date: local.date,
    formattedDate: `${formatDatePtBr(local.date)} ${local.time}`,
    betHouse: row.betHouse,
  };
}
