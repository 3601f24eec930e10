// The bounds of a span of rounds as every public call takes them
// (docs/product.md#open-data): epoch milliseconds, or São Paulo calendar
// days; from `from` included to `to` excluded, a `to` day included whole.
import { saoPauloDayStart } from '@velas/analysis/day';
import { addDays, toSaoPaulo } from '@velas/domain/calendar';
import { messages } from '@velas/domain/messages';
import { HttpError } from '../http/http-error.js';

export type SpanBound = string | number;

export function spanStartMs(bound: SpanBound): number {
  return typeof bound === 'number' ? bound : saoPauloDayStart(bound);
}

export function spanEndMs(bound: SpanBound): number {
  return typeof bound === 'number' ? bound : saoPauloDayStart(addDays(bound, 1));
}

/** [fromMs, toMs); a 400 naming `to` when it does not come after `from`. */
export function spanMs(from: SpanBound, to: SpanBound): { fromMs: number; toMs: number } {
  const span = { fromMs: spanStartMs(from), toMs: spanEndMs(to) };
  if (span.toMs <= span.fromMs) throw HttpError.field(400, 'to', messages.querySpanOrder);
  return span;
}

/** Whether a São Paulo day has ended at `nowMs`: its answers no longer change. */
export function isClosedDay(date: string, nowMs: number): boolean {
  return date < toSaoPaulo(nowMs).date;
}

/** Whether a span ended before the current São Paulo day started. */
export function isClosedSpan(toMs: number, nowMs: number): boolean {
  return toMs <= saoPauloDayStart(toSaoPaulo(nowMs).date);
}
