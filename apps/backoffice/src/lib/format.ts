import { formatInstantPtBr } from '@velas/domain/calendar';

export const formatInstant = (iso: string | null): string =>
  iso === null ? '—' : formatInstantPtBr(iso);

/** "3 d 4 h", "2 h 10 min", "5 min": how long a queue item has waited. */
export function formatWaitingTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
