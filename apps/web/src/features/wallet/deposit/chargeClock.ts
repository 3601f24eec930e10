// Always on the api's clock, never the phone's.
import { toSaoPaulo } from '@velas/domain/calendar';
import type { Deposit } from '@velas/domain/schemas/wallet';

/** The provider sets `expiresAt`, so it is not always 400 s; the phone's clock is often minutes off. */
export function chargeLifetimeSeconds(deposit: Pick<Deposit, 'createdAt' | 'expiresAt'>): number {
  return secondsLeftAt(deposit, deposit.createdAt);
}

/** "18:06": the clock time a charge stops accepting payment, São Paulo time. */
export function expiryClock(deposit: Pick<Deposit, 'expiresAt'>): string {
  return toSaoPaulo(Date.parse(deposit.expiresAt)).time.slice(0, 5);
}

export function secondsLeftAt(deposit: Pick<Deposit, 'expiresAt'>, now: string): number {
  const milliseconds = Date.parse(deposit.expiresAt) - Date.parse(now);
  return Number.isFinite(milliseconds) ? Math.max(0, Math.floor(milliseconds / 1000)) : 0;
}
