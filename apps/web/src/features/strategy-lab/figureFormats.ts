// How the strategy lab writes its figures, shared by a run's figures and the
// side-by-side comparison of the simulation and the stored rounds.
import { formatCents, toCents, type Cents } from '@velas/domain/money';

export const whole = new Intl.NumberFormat('pt-BR');
export const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 2,
});
export const money = (amount: Cents) => formatCents(amount);
/** The mean keeps a fraction of a centavo (it is an average); shown to the centavo. */
export const meanMoney = (mean: number) => money(toCents(Math.round(mean)));

/**
 * One session's share of a sum over all sessions, in whole cents: the sum is
 * integer cents, the share is rounded to the nearest centavo (Math.round, half
 * up), so −R$ 31.094,00 over 10.000 sessions is −R$ 3,11.
 */
export function perSessionCents(totalCents: Cents, sessions: number): Cents {
  return toCents(sessions > 0 ? Math.round(totalCents / sessions) : 0);
}
