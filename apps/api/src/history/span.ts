// The bounds of a span of rounds as the public calls take them: epoch
// milliseconds, or São Paulo calendar days (a `to` day includes all of it).
import { saoPauloDayStart } from '@velas/analysis/day';
import { addDays } from '@velas/domain/calendar';

export type SpanBound = string | number;

export function spanStartMs(bound: SpanBound): number {
  return typeof bound === 'number' ? bound : saoPauloDayStart(bound);
}

export function spanEndMs(bound: SpanBound): number {
  return typeof bound === 'number' ? bound : saoPauloDayStart(addDays(bound, 1));
}
