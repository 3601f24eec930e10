// `from` included, `to` excluded, a `to` day included whole.
import { addDays, saoPauloDayStart, toSaoPaulo } from '@velas/domain/calendar';
import { historyMessages } from '@velas/domain/messages/history';
import { Invalid } from '#/domain-errors.js';

export type SpanBound = string | number;

export function spanStartMs(bound: SpanBound): number {
  return typeof bound === 'number' ? bound : saoPauloDayStart(bound);
}

export function spanEndMs(bound: SpanBound): number {
  return typeof bound === 'number' ? bound : saoPauloDayStart(addDays(bound, 1));
}

/** [fromMs, toMs); Invalid, naming `to`, when it does not come after `from`. */
export function spanMs(from: SpanBound, to: SpanBound): { fromMs: number; toMs: number } {
  const span = { fromMs: spanStartMs(from), toMs: spanEndMs(to) };
  if (span.toMs <= span.fromMs) throw Invalid.field('to', historyMessages.querySpanOrder);
  return span;
}

/**
 * The São Paulo day of the instant last asked about, with its bounds. Every
 * cached read asks (its Cache-Control depends on it) and the day changes once
 * a day, while working it out through Intl was a large part of a cached
 * read's own work.
 */
let lastDay = { date: '', startMs: 0, endMs: 0 };

function saoPauloDayAt(nowMs: number): { date: string; startMs: number } {
  if (nowMs < lastDay.startMs || nowMs >= lastDay.endMs) {
    const { date } = toSaoPaulo(nowMs);
    lastDay = { date, startMs: saoPauloDayStart(date), endMs: spanEndMs(date) };
  }
  return lastDay;
}

export function isClosedDay(date: string, nowMs: number): boolean {
  return date < saoPauloDayAt(nowMs).date;
}

export function isClosedSpan(toMs: number, nowMs: number): boolean {
  return toMs <= saoPauloDayAt(nowMs).startMs;
}
