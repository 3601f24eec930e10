// Pure: the current instant is always a parameter (docs/product/platform.md#dates-and-time-zone).

import { lazy } from './lazy.js';

export const TIME_ZONE = 'America/Sao_Paulo';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const dateParts = lazy(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS */
  time: string;
  hour: number;
  /** Seconds since local midnight. */
  secondsOfDay: number;
}

export function toSaoPaulo(instant: Date | number): LocalDateTime {
  const parts = Object.fromEntries(
    dateParts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    hour,
    secondsOfDay: hour * 3600 + minute * 60 + second,
  };
}

export function saoPauloToday(now: Date | number): string {
  return toSaoPaulo(now).date;
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * From the time-zone database rather than a fixed offset: midnight normally,
 * 01:00 on the days daylight saving time started at midnight (until 2019).
 */
export function saoPauloDayStart(date: string): number {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(utcMidnight)) {
    throw new RangeError(`Expected a YYYY-MM-DD date; got ${date}.`);
  }
  const candidates = [offsetMs(utcMidnight), offsetMs(utcMidnight + DAY_MS)]
    .map((offset) => utcMidnight - offset)
    .filter((candidate) => toSaoPaulo(candidate).date === date);
  // Date.UTC rolls 2026-02-30 over to March: no candidate lands on such a date.
  if (candidates.length === 0) throw new RangeError(`Not a calendar date: ${date}.`);
  return Math.min(...candidates);
}

function offsetMs(instant: number): number {
  const { date, secondsOfDay } = toSaoPaulo(instant);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day) + secondsOfDay * SECOND_MS;
  return wall - Math.floor(instant / SECOND_MS) * SECOND_MS;
}

/** The same wall-clock time `months` calendar months later in São Paulo. */
export function addMonthsInstant(now: number, months: number): number {
  const local = toSaoPaulo(now);
  return (
    saoPauloDayStart(addMonths(local.date, months)) +
    local.secondsOfDay * SECOND_MS +
    (now % SECOND_MS)
  );
}

export type CalendarPeriod = 'day' | 'week' | 'month';

export interface PeriodBounds {
  /** Inclusive instant. */
  start: number;
  /** Exclusive instant: when the period renews. */
  end: number;
}

/**
 * The São Paulo day, week or month that holds `now`. A week starts on Monday
 * at 00:00 (ISO week, as Brazilian calendars print it).
 */
export function periodBounds(period: CalendarPeriod, now: number): PeriodBounds {
  const today = toSaoPaulo(now).date;
  if (period === 'day')
    return { start: saoPauloDayStart(today), end: saoPauloDayStart(addDays(today, 1)) };
  if (period === 'week') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = addDays(today, -((weekday + 6) % 7));
    return { start: saoPauloDayStart(monday), end: saoPauloDayStart(addDays(monday, 7)) };
  }
  const first = `${today.slice(0, 8)}01`;
  return { start: saoPauloDayStart(first), end: saoPauloDayStart(addMonths(first, 1)) };
}

export function formatDatePtBr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/** On the São Paulo wall clock, whatever the reader's own zone. */
export function formatInstantPtBr(instant: Date | number | string): string {
  const { date, time } = toSaoPaulo(new Date(instant));
  return `${formatDatePtBr(date)} ${time.slice(0, 5)}`;
}

/**
 * A typed mask, not `<input type="date">`, which follows the browser's
 * language, not the page's.
 */
export function maskDatePtBr(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== '')
    .join('/');
}

/** DD/MM/YYYY typed -> YYYY-MM-DD, or null when it is not a whole, real calendar date. */
export function parseDatePtBr(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year ?? ''}-${month ?? ''}-${day ?? ''}`;
  // A date that does not exist (31/02) comes back from Date.UTC as another day.
  return addDays(iso, 0) === iso ? iso : null;
}

export function formatClock(seconds: number): string {
  const secondsInDay = DAY_MS / SECOND_MS;
  const wrapped = ((Math.floor(seconds) % secondsInDay) + secondsInDay) % secondsInDay;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(wrapped / 3600))}:${pad(Math.floor((wrapped % 3600) / 60))}:${pad(wrapped % 60)}`;
}

export function parseClock(clock: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = clock.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}
