// A Pix charge's clock (docs/product/wallet.md#wallet-deposits): how long it accepts
// payment and when it stops, always on the api's clock, never the phone's.
import { toSaoPaulo } from '@velas/domain/calendar';
import type { Deposit } from '@velas/domain/schemas/wallet';

/**
 * How long the charge accepts payment, from the api's answer: the payment
 * provider sets `expiresAt` (docs/product/wallet.md#wallet-deposits), so it is not
 * always 400 s. Counted from the charge's creation on the api's clock rather
 * than against the phone's clock, which is often minutes off; the panel
 * opens right after the charge is created.
 */
export function chargeLifetimeSeconds(deposit: Pick<Deposit, 'createdAt' | 'expiresAt'>): number {
  return secondsLeftAt(deposit, deposit.createdAt);
}

/** "18:06": the clock time a charge stops accepting payment, São Paulo time. */
export function expiryClock(deposit: Pick<Deposit, 'expiresAt'>): string {
  return toSaoPaulo(Date.parse(deposit.expiresAt)).time.slice(0, 5);
}

/**
 * Seconds a charge still accepts payment at `now`, both on the api's clock
 * (GET api/deposits/open answers its `now`): a charge brought back minutes
 * after it was created, or, from its `createdAt`, one just created.
 */
export function secondsLeftAt(deposit: Pick<Deposit, 'expiresAt'>, now: string): number {
  const milliseconds = Date.parse(deposit.expiresAt) - Date.parse(now);
  return Number.isFinite(milliseconds) ? Math.max(0, Math.floor(milliseconds / 1000)) : 0;
}
