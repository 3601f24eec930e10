// How the screens write money, dates and ages: R$ from the domain's money
// module, dates in São Paulo time.
import { formatCents, formatSignedCents, toCents } from '@velas/domain/money';

export const money = (cents: number): string => formatCents(toCents(cents));
export const signedMoney = (cents: number): string => formatSignedCents(toCents(cents));

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

export const when = (iso: string | null): string =>
  iso === null ? '—' : dateTime.format(new Date(iso));

/** "3 d 4 h", "2 h 10 min", "5 min": how long a queue item has waited. */
export function age(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
