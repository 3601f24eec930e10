// Calendar helpers in the product's one time zone (docs/product.md#dates-and-time-zone). Pure: the
// current instant is always a parameter.

import { lazy } from './lazy.js';

export const TIME_ZONE = 'America/Sao_Paulo';

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

/** Where an instant falls on the São Paulo wall clock. */
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

/** "Today" in São Paulo as YYYY-MM-DD. */
export function saoPauloToday(now: Date | number): string {
  return toSaoPaulo(now).date;
}

/** Adds whole days to a YYYY-MM-DD calendar date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** DD/MM/YYYY, the pt-BR display of a YYYY-MM-DD date. */
export function formatDatePtBr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/**
 * Input mask dd/mm/aaaa, applied while the person types: a date field reads
 * the same in every browser, where `<input type="date">` follows the
 * browser's language, not the page's (docs/product.md#dates-and-time-zone).
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

/** HH:MM:SS for a number of seconds (wrapped to one day). */
export function formatClock(seconds: number): string {
  const wrapped = ((Math.floor(seconds) % 86_400) + 86_400) % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(wrapped / 3600))}:${pad(Math.floor((wrapped % 3600) / 60))}:${pad(wrapped % 60)}`;
}

/** Seconds since midnight of an HH:MM:SS string. */
export function parseClock(clock: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = clock.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}
