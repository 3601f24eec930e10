// Candles for tests, parsed by the domain schema so they match the contract.
import { formatDatePtBr, toSaoPaulo } from '@velas/domain/calendar';
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { candleSchema, type Candle } from '@velas/domain/schemas/history';

export function testCandle(
  id: number,
  odd: number,
  time = Date.UTC(2026, 10, 22, 15, 0, id),
): Candle {
  const local = toSaoPaulo(time);
  return candleSchema.parse({
    id,
    odd,
    time,
    hour: local.time,
    date: local.date,
    formattedDate: `${formatDatePtBr(local.date)} ${local.time}`,
    betHouse: DEFAULT_BET_HOUSE,
  });
}
